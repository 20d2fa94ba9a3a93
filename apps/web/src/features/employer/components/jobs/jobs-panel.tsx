import { Button, NativeSelect, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { MESSAGES, unpublishConfirmMessage } from '@ojt/domain';
import { IconPlus } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import bars from '../../../../components/bars.module.css';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { EmptyBlock, LoadError, LoadingBlocks } from '../../../../components/load-states';
import { SECTOR_FILTER_OPTIONS } from '../../../../components/lookup-options';
import { useJobPositions } from '../../api/get-job-positions';
import { useOpenJobs } from '../../api/get-open-jobs';
import { JobFormDialog } from './job-form-dialog';
import classes from './jobs.module.css';
import { OpenJobCard } from './open-job-card';
import { PositionCard } from './position-card';
import { PublishDialog } from './publish-dialog';
import { unpublishTarget, usePositionActions } from './use-position-actions';

type View = 'all' | 'open';

const VIEWS = [
  { value: 'all', label: 'All Jobs' },
  { value: 'open', label: 'Open Jobs' },
];

/** The view and the sector filter live in the URL (`?tab=jobs&view=open&sector=4`), like the tab. */
function useJobFilters() {
  const [params, setParams] = useSearchParams();
  const view: View = params.get('view') === 'open' ? 'open' : 'all';
  const sector = Number(params.get('sector')) || 0;
  const update = (changes: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null) next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace: true },
    );
  return { view, sector, update };
}

function AllJobs({ empId, actions }: { empId: string; actions: ReturnType<typeof usePositionActions> }) {
  const positions = useJobPositions(empId);
  if (positions.isPending) return <LoadingBlocks label="Loading job positions" height={180} />;
  if (positions.isError)
    return (
      <LoadError
        message={MESSAGES.failedLoadJobPositions}
        error={positions.error}
        onRetry={() => void positions.refetch()}
      />
    );
  if (positions.data.length === 0) {
    return (
      <EmptyBlock message={MESSAGES.noJobPositions}>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={actions.addPosition}>
          Add Job Position
        </Button>
      </EmptyBlock>
    );
  }
  const cardActions = {
    onEdit: actions.editPosition,
    onToggle: actions.togglePosition,
    onPublish: actions.publishPosition,
    onUnpublish: (position: Parameters<typeof unpublishTarget>[0]) =>
      actions.unpublish(unpublishTarget(position)),
    togglingId: actions.togglingId,
  };
  return (
    <Stack gap="md">
      {positions.data.map((position) => (
        <PositionCard key={position.empjobid} position={position} actions={cardActions} />
      ))}
    </Stack>
  );
}

interface OpenJobsProps {
  empId: string;
  sector: number;
  actions: ReturnType<typeof usePositionActions>;
  onViewApplications: (openingId: number) => void;
}

function OpenJobs({ empId, sector, actions, onViewApplications }: OpenJobsProps) {
  const openJobs = useOpenJobs(empId, sector);
  if (openJobs.isPending) return <LoadingBlocks label="Loading open jobs" height={140} />;
  if (openJobs.isError)
    return (
      <LoadError
        message={MESSAGES.failedLoadOpenJobs}
        error={openJobs.error}
        onRetry={() => void openJobs.refetch()}
      />
    );
  if (openJobs.data.length === 0)
    return <EmptyBlock message={sector > 0 ? MESSAGES.noOpenJobsInSector : MESSAGES.noOpenJobs} />;
  return (
    <Stack gap="md">
      {openJobs.data.map((item) => (
        <OpenJobCard
          key={item.jobOpenings.jobOpeningId}
          item={item}
          onViewApplications={() => onViewApplications(item.jobOpenings.jobOpeningId)}
          onUnpublish={() =>
            actions.unpublish({ title: item.empJobs.empjobname, openingId: item.jobOpenings.jobOpeningId })
          }
        />
      ))}
    </Stack>
  );
}

/** Job Positions (spec 2 §2): All Jobs / Open Jobs, the sector filter for Open Jobs, and the job dialogs. */
export function JobsPanel({ empId }: { empId: string }) {
  const { view, sector, update } = useJobFilters();
  const actions = usePositionActions();
  const { dialog, opened, dismiss } = actions;

  return (
    <Stack gap="md">
      <div className={bars.toolbar}>
        <Title order={2} size="h3">
          Job Positions
        </Title>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={actions.addPosition}>
          Add Job Position
        </Button>
      </div>
      <div className={classes.filters}>
        <SegmentedControl
          aria-label="Show"
          data={VIEWS}
          value={view}
          onChange={(value) => update({ view: value === 'open' ? 'open' : null, sector: null })}
        />
        {view === 'open' ? (
          <NativeSelect
            label="Sector"
            className={classes.sector}
            data={SECTOR_FILTER_OPTIONS}
            value={String(sector)}
            onChange={(event) =>
              update({ sector: event.currentTarget.value === '0' ? null : event.currentTarget.value })
            }
          />
        ) : null}
      </div>

      {view === 'all' ? (
        <AllJobs empId={empId} actions={actions} />
      ) : (
        <OpenJobs
          empId={empId}
          sector={sector}
          actions={actions}
          onViewApplications={(openingId) =>
            update({ tab: 'applications', opening: String(openingId), view: null, sector: null })
          }
        />
      )}

      <JobFormDialog
        opened={opened && dialog?.kind === 'form'}
        empId={empId}
        position={dialog?.kind === 'form' ? dialog.position : null}
        onClose={dismiss}
      />
      <PublishDialog
        opened={opened && dialog?.kind === 'publish'}
        position={dialog?.kind === 'publish' ? dialog.position : null}
        onClose={dismiss}
      />
      <ConfirmDialog
        opened={opened && dialog?.kind === 'unpublish'}
        title="Unpublish Job Position"
        confirmLabel="Unpublish"
        confirmColor="red.9"
        loading={actions.unpublishing}
        error={actions.unpublishError}
        onConfirm={actions.confirmUnpublish}
        onClose={dismiss}
      >
        <Text>{dialog?.kind === 'unpublish' ? unpublishConfirmMessage(dialog.target.title) : ''}</Text>
      </ConfirmDialog>
    </Stack>
  );
}
