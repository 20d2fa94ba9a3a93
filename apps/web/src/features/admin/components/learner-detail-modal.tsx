import { Stack } from '@mantine/core';
import { type LearnerListItem, MESSAGES } from '@ojt/domain';
import { formatDate, formatDateTime } from '../../../components/date-text';
import { DetailDialog } from '../../../components/details/detail-dialog';
import { type DetailGroup, DetailSections } from '../../../components/details/detail-section';
import { type LearnerDetailRecord, learnerSections } from '../../../components/details/learner-sections';
import { joinName } from '../../../components/record-text';
import { useLearner } from '../api/get-learner';
import { useLastValue } from '../hooks/use-last-value';
import { EmailCheck } from './account-row';
import type { AccountDetailProps } from './accounts-panel';
import { RecordHistory } from './audit/record-history';
import { loadFailure } from './load-failure';
import { MaskedIdentifier } from './masked-identifier';
import { DetailActions } from './row-actions';
import { StatusBadge } from './status-badge';

/** An identity number, masked but for its last 4 characters, with a Show toggle. */
function identifier(label: string, value: string | null | undefined) {
  return value?.trim() ? <MaskedIdentifier key={label} label={label} value={value} /> : '';
}

/** Every field of the admin view (spec 1 §3), with human labels instead of codes and ids. */
export function adminLearnerSections(l: LearnerDetailRecord): DetailGroup[] {
  return learnerSections(l, {
    date: formatDate,
    identifier,
    account: {
      title: 'Application',
      items: [
        ['Status', <StatusBadge key="status" status={l.status} />],
        ['Email Status', <EmailCheck key="email" verified={l.emailVerified} />],
        ['Registered', formatDateTime(l.dateRegistered)],
      ],
    },
  });
}

/** The learner's details; the list's copy of the row shows until the record arrives. */
export function LearnerDetailModal({ viewing, onClose, decisions }: AccountDetailProps<LearnerListItem>) {
  const initial = viewing ?? undefined;
  const shownId = useLastValue(viewing?.learnerId ?? null);
  const query = useLearner(shownId, initial);
  // The record call does not say whether the address was confirmed; the list's row does.
  const record = query.data && {
    ...query.data,
    emailVerified: query.data.emailVerified ?? initial?.emailVerified,
  };
  const name = record ? joinName(record.firstName, record.lastName) : '';
  return (
    <DetailDialog
      opened={viewing !== null}
      onClose={onClose}
      title={name || 'Learner details'}
      loading={!record}
      failure={record ? null : loadFailure(query.error, MESSAGES.failedLoadLearnerProfile)}
      closeLabel="Close"
    >
      {record && (
        <Stack gap="md">
          {decisions && (
            <DetailActions name={name || record.learnerId} status={record.status} {...decisions} />
          )}
          <DetailSections sections={adminLearnerSections(record)} />
          <RecordHistory recordType="learner" recordId={record.learnerId} />
        </Stack>
      )}
    </DetailDialog>
  );
}
