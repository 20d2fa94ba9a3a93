import { NativeSelect, Pagination, Stack, Text, Title } from '@mantine/core';
import { JOB_OPENING_STATUS, MESSAGES, outcomeConfirmMessage } from '@ojt/domain';
import { type ReactNode, useState } from 'react';
import { useSearchParams } from 'react-router';
import bars from '../../../../components/bars.module.css';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { formatDate } from '../../../../components/date-text';
import { EmptyBlock, LoadError, LoadingBlocks } from '../../../../components/load-states';
import { useApplications } from '../../api/get-applications';
import { useJobPositions } from '../../api/get-job-positions';
import type { JobPosition } from '../../api/types';
import { applicantName } from './applicant-card';
import { ApplicationCard } from './application-card';
import classes from './applications.module.css';
import { CommentAddedDialog, CommentDialog } from './comment-dialog';
import { CompleteDialog } from './complete-dialog';
import { EndEarlyFlow } from './end-early-flow';
import { HoursDialog } from './hours-dialog';
import { InterviewDialog } from './interview-dialog';
import { LearnerDetailsDialog } from './learner-details-dialog';
import { useApplicationActions } from './use-application-actions';

/** 'All' and every opening of every position, newest first, labelled by title and dates. */
function openingOptions(positions: JobPosition[] | undefined) {
  const rows = (positions ?? []).flatMap((position) =>
    position.tblemployerjobopenings.map((opening) => ({
      value: String(opening.jobOpeningId),
      label: `${position.empjobname} · ${formatDate(opening.openingDate)} – ${formatDate(opening.closingDate)}${
        opening.jobOpeningStatus === JOB_OPENING_STATUS.ACTIVE ? '' : ' (closed)'
      }`,
      opened: opening.openingDate,
    })),
  );
  rows.sort((a, b) => b.opened.localeCompare(a.opened));
  return [{ value: '0', label: 'All openings' }, ...rows.map(({ value, label }) => ({ value, label }))];
}

/** The selected opening lives in the URL (`?tab=applications&opening=12`), so reload and Back keep it. */
function useOpeningFilter() {
  const [params, setParams] = useSearchParams();
  const openingId = Number(params.get('opening')) || 0;
  const select = (value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === '0') next.delete('opening');
        else next.set('opening', value);
        return next;
      },
      { replace: true },
    );
  return { openingId, select };
}

/** Applications (spec 2 §2): an opening selector with All, one card per application, paged. */
export function ApplicationsPanel({ empId }: { empId: string }) {
  const { openingId, select } = useOpeningFilter();
  const [pages, setPages] = useState<Record<number, number>>({});
  const page = pages[openingId] ?? 1;
  const positions = useJobPositions(empId);
  const applications = useApplications({ openingId, page });
  const { dialog, isOpen, dismiss, actions, ...flow } = useApplicationActions();
  const name = dialog ? applicantName(dialog.application) : '';

  const data = applications.data;
  const totalPages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  let content: ReactNode;
  if (applications.isPending) content = <LoadingBlocks label="Loading applications" height={200} />;
  else if (applications.isError)
    content = (
      <LoadError
        message={MESSAGES.failedLoadApplications}
        error={applications.error}
        onRetry={() => void applications.refetch()}
      />
    );
  else if (data?.items.length === 0)
    content = (
      <EmptyBlock message={openingId ? MESSAGES.noApplicationsForOpening : MESSAGES.noApplicationsYet} />
    );
  else
    content = (
      <Stack gap="md" aria-busy={applications.isPlaceholderData}>
        {data?.items.map((application) => (
          <ApplicationCard key={application.placementId} application={application} actions={actions} />
        ))}
      </Stack>
    );

  return (
    <Stack gap="md">
      <div className={bars.toolbar}>
        <Title order={2} size="h3">
          Applications
        </Title>
        <NativeSelect
          label="Job opening"
          className={classes.opening}
          data={openingOptions(positions.data)}
          value={String(openingId)}
          onChange={(event) => select(event.currentTarget.value)}
        />
      </div>
      {content}
      {data && data.total > data.pageSize ? (
        <nav className={bars.bar} aria-label="Applications pages">
          <Text size="sm" c="dimmed" aria-live="polite">
            Page {data.page} of {totalPages} · {data.total} applications
          </Text>
          <Pagination
            total={totalPages}
            value={page}
            onChange={(next) => setPages((current) => ({ ...current, [openingId]: next }))}
            size="sm"
            getControlProps={(control) => ({ 'aria-label': `${control} page` })}
          />
        </nav>
      ) : null}

      <LearnerDetailsDialog
        learnerId={dialog?.kind === 'profile' ? dialog.application.learnerKey : null}
        name={name}
        opened={isOpen('profile')}
        onClose={dismiss}
      />
      <InterviewDialog
        application={dialog?.kind === 'interview' ? dialog.application : null}
        opened={isOpen('interview')}
        onClose={dismiss}
      />
      <CommentDialog
        application={dialog?.kind === 'comment' ? dialog.application : null}
        opened={isOpen('comment')}
        onClose={dismiss}
        onAdded={flow.commentAdded}
      />
      <CommentAddedDialog name={name} opened={isOpen('comment-added')} onClose={dismiss} />
      <CompleteDialog
        application={dialog?.kind === 'complete' ? dialog.application : null}
        opened={isOpen('complete')}
        onClose={dismiss}
      />
      <HoursDialog
        application={dialog?.kind === 'hours' ? dialog.application : null}
        opened={isOpen('hours')}
        onClose={dismiss}
      />
      <EndEarlyFlow
        application={dialog?.kind === 'end-early' ? dialog.application : null}
        opened={isOpen('end-early')}
        onClose={dismiss}
      />
      <ConfirmDialog
        opened={isOpen('outcome')}
        title={
          dialog?.kind === 'outcome' && dialog.outcome === 'selected' ? 'Mark Selected' : 'Mark Not selected'
        }
        confirmLabel={
          dialog?.kind === 'outcome' && dialog.outcome === 'selected' ? 'Mark Selected' : 'Mark Not selected'
        }
        confirmColor={dialog?.kind === 'outcome' && dialog.outcome === 'selected' ? 'teal.9' : 'red.9'}
        loading={flow.settingOutcome}
        error={flow.outcomeError}
        onConfirm={() => flow.confirmOutcome(name)}
        onClose={dismiss}
      >
        {dialog?.kind === 'outcome' ? outcomeConfirmMessage(name, dialog.outcome) : ''}
      </ConfirmDialog>
    </Stack>
  );
}
