import { Button, Group, NativeSelect, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { type LearnerOpenJobItem, MESSAGES, programsShownMessage } from '@ojt/domain';
import { useMemo, useState } from 'react';
import bars from '../../../../components/bars.module.css';
import { EmptyBlock, LoadError, LoadingBlocks } from '../../../../components/load-states';
import { SECTOR_FILTER_OPTIONS } from '../../../../components/lookup-options';
import { useOpenJobs } from '../../api/get-open-jobs';
import { ApplicationSubmittedDialog } from './application-submitted-dialog';
import { ApplyDialog } from './apply-dialog';
import classes from './browse.module.css';
import { EmployerDetailsDialog } from './employer-details-dialog';
import { JobCard } from './job-card';

export interface BrowsePanelProps {
  learnerId: string;
  /** The sector filter, 0 for All Sectors. */
  sector: number;
  onSectorChange: (sector: number) => void;
}

// Pages fetched one after another may overlap when openings are published in between.
function uniqueOpenings(items: LearnerOpenJobItem[]): LearnerOpenJobItem[] {
  const seen = new Set<number>();
  return items.filter((item) => {
    const id = item.jobOpenings.jobOpeningId;
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}

interface OpenJobsResultsProps {
  sector: number;
  onSectorChange: (sector: number) => void;
  applied: ReadonlySet<number>;
  onViewEmployer: (item: LearnerOpenJobItem) => void;
  onApply: (item: LearnerOpenJobItem) => void;
}

/** The open jobs of the sector, a page at a time, with their loading, error and empty states. */
function OpenJobsResults({ sector, onSectorChange, applied, onViewEmployer, onApply }: OpenJobsResultsProps) {
  const jobs = useOpenJobs(sector);
  const items = useMemo(
    () => uniqueOpenings(jobs.data?.pages.flatMap((page) => page.items) ?? []),
    [jobs.data],
  );
  const total = jobs.data?.pages[0]?.total ?? 0;

  if (jobs.isPending) return <LoadingBlocks label={MESSAGES.loadingPrograms} count={4} height={220} />;
  if (jobs.isError && !jobs.data) {
    return (
      <LoadError
        message={MESSAGES.failedLoadOpenJobs}
        error={jobs.error}
        onRetry={() => void jobs.refetch()}
      />
    );
  }
  if (items.length === 0) {
    return (
      <EmptyBlock message={sector > 0 ? MESSAGES.noOpenJobsInSector : MESSAGES.noOpenPrograms}>
        {sector > 0 ? (
          <Button variant="light" onClick={() => onSectorChange(0)}>
            {MESSAGES.allSectors}
          </Button>
        ) : null}
      </EmptyBlock>
    );
  }
  return (
    <>
      <Text size="sm" c="dimmed" role="status">
        {programsShownMessage(items.length, Math.max(total, items.length))}
      </Text>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {items.map((item) => (
          <JobCard
            key={item.jobOpenings.jobOpeningId}
            item={item}
            applied={item.applied || applied.has(item.jobOpenings.jobOpeningId)}
            onViewEmployer={onViewEmployer}
            onApply={onApply}
          />
        ))}
      </SimpleGrid>
      {jobs.isFetchNextPageError ? (
        <LoadError
          message={MESSAGES.failedLoadOpenJobs}
          error={jobs.error}
          onRetry={() => void jobs.fetchNextPage()}
        />
      ) : null}
      {jobs.hasNextPage ? (
        <Group justify="center">
          <Button
            variant="default"
            loading={jobs.isFetchingNextPage}
            onClick={() => void jobs.fetchNextPage()}
          >
            {MESSAGES.showMorePrograms}
          </Button>
        </Group>
      ) : null}
    </>
  );
}

/**
 * Browse Programs (spec 2 §2): the sector filter and a card per open opening, matches first,
 * a page at a time; Apply opens Apply for Job, View Employer Profile the Employer Details.
 */
export function BrowsePanel({ learnerId, sector, onSectorChange }: BrowsePanelProps) {
  const [applying, setApplying] = useState<LearnerOpenJobItem | null>(null);
  const [viewing, setViewing] = useState<LearnerOpenJobItem | null>(null);
  const [submitted, setSubmitted] = useState<{ title: string; employer: string } | null>(null);
  // Spec 2 §4: an applied job joins this set at once, before the list reloads.
  const [applied, setApplied] = useState<ReadonlySet<number>>(new Set());

  const onApplied = (item: LearnerOpenJobItem) => {
    setApplied((current) => new Set(current).add(item.jobOpenings.jobOpeningId));
    setApplying(null);
    setSubmitted({ title: item.empJobs.empjobname, employer: item.employer.empName });
  };

  return (
    <Stack gap="md">
      <div className={bars.toolbar}>
        <Title order={2} size="h3">
          {MESSAGES.tabBrowsePrograms}
        </Title>
        <NativeSelect
          label={MESSAGES.sectorFilterLabel}
          data={SECTOR_FILTER_OPTIONS}
          value={String(sector)}
          onChange={(event) => onSectorChange(Number(event.currentTarget.value))}
          className={classes.filter}
        />
      </div>
      <OpenJobsResults
        sector={sector}
        onSectorChange={onSectorChange}
        applied={applied}
        onViewEmployer={setViewing}
        onApply={setApplying}
      />
      <ApplyDialog
        item={applying}
        learnerId={learnerId}
        onClose={() => setApplying(null)}
        onApplied={onApplied}
      />
      <ApplicationSubmittedDialog job={submitted} onClose={() => setSubmitted(null)} />
      <EmployerDetailsDialog
        opened={viewing !== null}
        empId={viewing?.employer.empId || viewing?.empJobs.empkey || ''}
        onClose={() => setViewing(null)}
      />
    </Stack>
  );
}
