import { Pagination, Stack, Text, Title } from '@mantine/core';
import { MESSAGES } from '@ojt/domain';
import { type ReactNode, useState } from 'react';
import bars from '../../../components/bars.module.css';
import { EmptyBlock, LoadError, LoadingBlocks } from '../../../components/load-states';
import { useCompletedPlacements } from '../api/get-completed-placements';
import { CompletedPlacementCard } from './letters/completed-placement-card';

/**
 * Experience Letters (spec 2 §2, issue 10): the employer's Completed placements, paged, each with
 * Generate New Letter and the letters already issued.
 */
export function LettersPanel() {
  const [page, setPage] = useState(1);
  const placements = useCompletedPlacements(page);
  const data = placements.data;
  const totalPages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  let content: ReactNode;
  if (placements.isPending) content = <LoadingBlocks label="Loading completed placements" height={160} />;
  else if (placements.isError)
    content = (
      <LoadError
        message={MESSAGES.failedLoadCompletedPlacements}
        error={placements.error}
        onRetry={() => void placements.refetch()}
      />
    );
  else if (data?.items.length === 0) content = <EmptyBlock message={MESSAGES.noCompletedPlacements} />;
  else
    content = (
      <Stack gap="md" aria-busy={placements.isPlaceholderData}>
        {data?.items.map((application) => (
          <CompletedPlacementCard key={application.placementId} application={application} />
        ))}
      </Stack>
    );

  return (
    <Stack gap="md">
      <div>
        <Title order={2} size="h3">
          {MESSAGES.lettersTabTitle}
        </Title>
        <Text size="sm" c="dimmed" maw={640}>
          {MESSAGES.lettersTabIntro}
        </Text>
      </div>
      {content}
      {data && data.total > data.pageSize ? (
        <nav className={bars.bar} aria-label="Completed placements pages">
          <Text size="sm" c="dimmed" aria-live="polite">
            Page {data.page} of {totalPages} · {data.total} completed placements
          </Text>
          <Pagination
            total={totalPages}
            value={page}
            onChange={setPage}
            size="sm"
            getControlProps={(control) => ({ 'aria-label': `${control} page` })}
          />
        </nav>
      ) : null}
    </Stack>
  );
}
