import { Table, Text } from '@mantine/core';
import { MESSAGES } from '@ojt/domain';
import { useState } from 'react';
import { useApproveLearner } from '../api/approve-learner';
import { useLearners } from '../api/get-learners';
import { useRejectLearner } from '../api/reject-learner';
import type { LearnerRecord } from '../api/types';
import type { ListFilters } from '../hooks/use-list-filters';
import { joinName } from '../utils/format';
import { AdminList } from './admin-list';
import classes from './admin-list.module.css';
import { LearnerDetailModal } from './learner-detail-modal';
import { RejectConfirmModal } from './reject-confirm-modal';
import { RowActions } from './row-actions';
import { StatusBadge } from './status-badge';

export const LEARNER_COLUMNS = ['Learner', 'Contact', 'Education', 'Status', 'Actions'] as const;

const nameOf = (learner: LearnerRecord) => joinName(learner.firstName, learner.lastName) || learner.learnerId;

interface LearnerRowProps {
  learner: LearnerRecord;
  onView: () => void;
  onReject: () => void;
  rejecting: boolean;
}

function LearnerRow({ learner, onView, onReject, rejecting }: LearnerRowProps) {
  const approve = useApproveLearner();
  const [c1, c2, c3, c4, c5] = LEARNER_COLUMNS;
  return (
    <Table.Tr>
      <Table.Th scope="row" className={classes.lead} data-label={c1}>
        <Text fw={600} size="sm">
          {nameOf(learner)}
        </Text>
        <Text size="xs" c="dimmed">
          {learner.learnerId}
        </Text>
      </Table.Th>
      <Table.Td data-label={c2}>
        <div className={classes.secondary}>
          <Text size="sm">{learner.emailPersonal}</Text>
          <Text size="sm" c="dimmed" className={classes.nowrap}>
            {learner.phoneMobile || learner.phoneHome}
          </Text>
        </div>
      </Table.Td>
      <Table.Td data-label={c3}>
        <div>
          <Text size="sm">{learner.learnerEducationLevel || learner.lastLevelEducation}</Text>
          <Text size="sm" c="dimmed">
            {learner.learnerEmploymentStatus}
          </Text>
        </div>
      </Table.Td>
      <Table.Td data-label={c4}>
        <div className={classes.nowrap}>
          <StatusBadge status={learner.status} />
        </div>
      </Table.Td>
      <Table.Td data-label={c5}>
        <RowActions
          name={nameOf(learner)}
          status={learner.status}
          onView={onView}
          onApprove={() => approve.mutate(learner.learnerId)}
          onReject={onReject}
          approving={approve.isPending}
          rejecting={rejecting}
        />
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * The Learners tab. The spec shows every learner at once; with 100,000 learners it is paged on the
 * server like the employers (PRODUCT.md: scale wins).
 */
export function LearnersPanel({ filters }: { filters: ListFilters }) {
  const query = useLearners(filters.params);
  const reject = useRejectLearner();
  const [viewing, setViewing] = useState<LearnerRecord | null>(null);
  const [rejectTarget, setRejectTarget] = useState<LearnerRecord | null>(null);

  const confirmReject = () => {
    if (!rejectTarget) return;
    reject.mutate(rejectTarget.learnerId, { onSettled: () => setRejectTarget(null) });
  };

  return (
    <>
      <AdminList
        noun="learners"
        label="Learners"
        searchPlaceholder="Name or email"
        filters={filters}
        query={query}
        columns={LEARNER_COLUMNS}
        emptyText={MESSAGES.noLearnersFound}
        errorText={MESSAGES.failedLoadLearners}
      >
        {(items) =>
          items.map((learner) => (
            <LearnerRow
              key={learner.learnerId}
              learner={learner}
              onView={() => setViewing(learner)}
              onReject={() => setRejectTarget(learner)}
              rejecting={reject.isPending && reject.variables === learner.learnerId}
            />
          ))
        }
      </AdminList>
      <LearnerDetailModal
        learnerId={viewing?.learnerId ?? null}
        initial={viewing ?? undefined}
        onClose={() => setViewing(null)}
      />
      <RejectConfirmModal
        name={rejectTarget ? nameOf(rejectTarget) : null}
        loading={reject.isPending}
        onConfirm={confirmReject}
        onClose={() => setRejectTarget(null)}
      />
    </>
  );
}
