import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type LearnerApplicationItem, MESSAGES, withdrawConfirmMessage } from '@ojt/domain';
import { IconRefresh, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { actionFailureText } from '../../../../components/action-failure-text';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { EmptyBlock, LoadError, LoadingBlocks } from '../../../../components/load-states';
import { useApplications } from '../../api/get-applications';
import { useWithdrawApplication } from '../../api/withdraw-application';
import { ApplicationCard } from './application-card';
import { useExitFlow } from './exit-flow';

export interface ApplicationsPanelProps {
  learnerId: string;
  /** Opens Browse Programs (the empty state's Browse Open Jobs). */
  onBrowse: () => void;
}

function useWithdrawFlow() {
  const withdraw = useWithdrawApplication();
  const [target, setTarget] = useState<LearnerApplicationItem | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const open = (application: LearnerApplicationItem) => {
    withdraw.reset();
    setFailure(null);
    setTarget(application);
  };
  const confirm = () => {
    if (!target) return;
    const title = target.jobs.empjobname;
    withdraw.mutate(target.placementId, {
      onSuccess: () => {
        setTarget(null);
        // Spec 2 §4: the alert 'Application withdrawn', naming the application (PRODUCT.md §5).
        notifications.show({
          color: 'green',
          title: MESSAGES.applicationWithdrawn,
          message: `${title} – ${target.employer.empName}`,
        });
      },
      onError: (error) =>
        setFailure(
          actionFailureText(error, { fallback: MESSAGES.withdrawFailed, network: MESSAGES.failedToWithdraw }),
        ),
    });
  };
  return { target, failure, pending: withdraw.isPending, open, confirm, close: () => setTarget(null) };
}

interface ApplicationsListProps {
  applications: ReturnType<typeof useApplications>;
  onBrowse: () => void;
  onWithdraw: (application: LearnerApplicationItem) => void;
  exits: ReturnType<typeof useExitFlow>;
}

/** The cards, or the loading, error ('Failed to load applications.') and empty states. */
function ApplicationsList({ applications, onBrowse, onWithdraw, exits }: ApplicationsListProps) {
  if (applications.isPending) {
    return <LoadingBlocks label={MESSAGES.loadingApplications} count={2} height={260} />;
  }
  if (applications.isError) {
    return (
      <LoadError
        message={MESSAGES.failedLoadApplications}
        error={applications.error}
        onRetry={() => void applications.refetch()}
      />
    );
  }
  if (applications.data.length === 0) {
    return (
      <EmptyBlock message={MESSAGES.noApplicationsYet}>
        <Text size="sm" c="dimmed">
          {MESSAGES.noApplicationsHint}
        </Text>
        <Button leftSection={<IconSearch size={16} aria-hidden />} onClick={onBrowse}>
          {MESSAGES.browseOpenJobs}
        </Button>
      </EmptyBlock>
    );
  }
  return (
    <Stack gap="md">
      {applications.data.map((application) => (
        <ApplicationCard
          key={application.placementId}
          application={application}
          onWithdraw={onWithdraw}
          exit={exits.offer(application)}
          onEndEarly={exits.endEarly}
          onExitSurvey={exits.answerSurvey}
        />
      ))}
    </Stack>
  );
}

/**
 * My Applications (spec 2 §2): the learner's applications, newest first, each with its status,
 * interview, comments, people and history; Withdraw Application after a confirmation; on a Placed
 * one, End my placement early, then the exit survey (offered on the card until answered).
 */
export function ApplicationsPanel({ learnerId, onBrowse }: ApplicationsPanelProps) {
  const applications = useApplications(learnerId);
  const flow = useWithdrawFlow();
  const exits = useExitFlow(applications.data);

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Title order={2} size="h3">
          {MESSAGES.tabMyApplications}
        </Title>
        <Button
          variant="default"
          leftSection={<IconRefresh size={16} aria-hidden />}
          loading={applications.isFetching && !applications.isPending}
          onClick={() => void applications.refetch()}
        >
          {MESSAGES.refreshAction}
        </Button>
      </Group>
      <ApplicationsList
        applications={applications}
        onBrowse={onBrowse}
        onWithdraw={flow.open}
        exits={exits}
      />
      {exits.dialogs}
      <ConfirmDialog
        opened={flow.target !== null}
        title={MESSAGES.withdrawApplicationTitle}
        confirmLabel={MESSAGES.withdrawAction}
        confirmColor="red.9"
        loading={flow.pending}
        error={flow.failure}
        onConfirm={flow.confirm}
        onClose={flow.close}
      >
        {flow.target ? withdrawConfirmMessage(flow.target.jobs.empjobname, flow.target.employer.empName) : ''}
      </ConfirmDialog>
    </Stack>
  );
}
