import { Table, Text } from '@mantine/core';
import type { EmployerRecord } from '@ojt/domain';
import { employerTypeName, MESSAGES, townName } from '@ojt/domain';
import { useApproveEmployer } from '../api/approve-employer';
import { useEmployers } from '../api/get-employers';
import { useRejectEmployer } from '../api/reject-employer';
import type { ListFilters } from '../hooks/use-list-filters';
import { AccountRow, EmailCheck, type RowHandlers } from './account-row';
import { type AccountKind, AccountsPanel } from './accounts-panel';
import classes from './admin-list.module.css';
import { EmployerDetailModal } from './employer-detail-modal';

export const EMPLOYER_COLUMNS = ['Company Name', 'Type', 'Contact', 'City', 'Status', 'Actions'] as const;

const nameOf = (employer: EmployerRecord) => employer.empName || employer.empId;

function EmployerRow({ employer, ...handlers }: RowHandlers & { employer: EmployerRecord }) {
  const [, c2, c3, c4] = EMPLOYER_COLUMNS;
  return (
    <AccountRow
      columns={EMPLOYER_COLUMNS}
      id={employer.empId}
      name={nameOf(employer)}
      status={employer.status}
      {...handlers}
    >
      <Table.Td data-label={c2}>{employerTypeName(employer.empType)}</Table.Td>
      <Table.Td data-label={c3}>
        <div className={classes.secondary}>
          <Text size="sm">{employer.empPName}</Text>
          <Text size="sm" c="dimmed">
            {employer.empEmail}
          </Text>
          <EmailCheck verified={employer.emailVerified} />
          <Text size="sm" c="dimmed" className={classes.nowrap}>
            {employer.empPhone}
          </Text>
        </div>
      </Table.Td>
      <Table.Td data-label={c4}>{townName(employer.empCity, employer.empCityOther)}</Table.Td>
    </AccountRow>
  );
}

const EMPLOYERS: AccountKind<EmployerRecord> = {
  noun: 'employers',
  label: 'Employers',
  searchPlaceholder: 'Name, company or email',
  columns: EMPLOYER_COLUMNS,
  emptyText: MESSAGES.noEmployersFound,
  errorText: MESSAGES.failedLoadEmployers,
  idOf: (employer) => employer.empId,
  nameOf,
  // The credentials go to the company's address (the server's approval mails empEmail).
  emailOf: (employer) => employer.empEmail,
  verifiedOf: (employer) => employer.emailVerified,
  statusOf: (employer) => employer.status,
  renderRow: (employer, handlers) => <EmployerRow employer={employer} {...handlers} />,
  Detail: EmployerDetailModal,
};

/** The Employers tab: search, status filter, a page of 10, details, and confirmed Approve and Reject. */
export function EmployersPanel({ filters }: { filters: ListFilters }) {
  const query = useEmployers(filters.params);
  const approve = useApproveEmployer();
  const reject = useRejectEmployer();
  return <AccountsPanel kind={EMPLOYERS} filters={filters} query={query} approve={approve} reject={reject} />;
}
