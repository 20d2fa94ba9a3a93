import { Table, Text } from '@mantine/core';
import type { LearnerListItem } from '@ojt/domain';
import { educationLevelLabel, MESSAGES } from '@ojt/domain';
import { joinName } from '../../../components/record-text';
import { useApproveLearner } from '../api/approve-learner';
import { useLearners } from '../api/get-learners';
import { useRejectLearner } from '../api/reject-learner';
import type { ListFilters } from '../hooks/use-list-filters';
import { AccountRow, EmailCheck, type RowHandlers } from './account-row';
import { type AccountKind, AccountsPanel } from './accounts-panel';
import classes from './admin-list.module.css';
import { LearnerDetailModal } from './learner-detail-modal';

export const LEARNER_COLUMNS = ['Learner', 'Contact', 'Education', 'Status', 'Actions'] as const;

const nameOf = (learner: LearnerListItem) =>
  joinName(learner.firstName, learner.lastName) || learner.learnerId;

function LearnerRow({ learner, ...handlers }: RowHandlers & { learner: LearnerListItem }) {
  const [, c2, c3] = LEARNER_COLUMNS;
  return (
    <AccountRow
      columns={LEARNER_COLUMNS}
      id={learner.learnerId}
      name={nameOf(learner)}
      status={learner.status}
      {...handlers}
    >
      <Table.Td data-label={c2}>
        <div className={classes.secondary}>
          <Text size="sm">{learner.emailPersonal}</Text>
          <EmailCheck verified={learner.emailVerified} />
          <Text size="sm" c="dimmed" className={classes.nowrap}>
            {learner.phoneMobile || learner.phoneHome}
          </Text>
        </div>
      </Table.Td>
      <Table.Td data-label={c3}>
        <div>
          <Text size="sm">
            {educationLevelLabel(learner.learnerEducationLevel || learner.lastLevelEducation)}
          </Text>
          <Text size="sm" c="dimmed">
            {learner.learnerEmploymentStatus}
          </Text>
        </div>
      </Table.Td>
    </AccountRow>
  );
}

const LEARNERS: AccountKind<LearnerListItem> = {
  noun: 'learners',
  label: 'Learners',
  searchPlaceholder: 'Name or email',
  columns: LEARNER_COLUMNS,
  emptyText: MESSAGES.noLearnersFound,
  errorText: MESSAGES.failedLoadLearners,
  idOf: (learner) => learner.learnerId,
  nameOf,
  // The credentials go to the personal address given at sign-up (the server's approval mails it).
  emailOf: (learner) => learner.emailPersonal,
  verifiedOf: (learner) => learner.emailVerified,
  statusOf: (learner) => learner.status,
  renderRow: (learner, handlers) => <LearnerRow learner={learner} {...handlers} />,
  Detail: LearnerDetailModal,
};

/**
 * The Learners tab. The spec shows every learner at once; with 100,000 learners it is paged on the
 * server like the employers (PRODUCT.md: scale wins).
 */
export function LearnersPanel({ filters }: { filters: ListFilters }) {
  const query = useLearners(filters.params);
  const approve = useApproveLearner();
  const reject = useRejectLearner();
  return <AccountsPanel kind={LEARNERS} filters={filters} query={query} approve={approve} reject={reject} />;
}
