import { Table, Text } from '@mantine/core';
import type { EmployerRecord } from '@ojt/domain';
import { cityName, employerTypeName, MESSAGES } from '@ojt/domain';
import { useApproveEmployer } from '../api/approve-employer';
import { useEmployers } from '../api/get-employers';
import { useRejectEmployer } from '../api/reject-employer';
import type { ListFilters } from '../hooks/use-list-filters';
import { AccountRow, EmailCheck, type RowHandlers } from './account-row';
import { AccountsPanel } from './accounts-panel';
import classes from './admin-list.module.css';
import { EmployerDetailModal } from './employer-detail-modal';
import { ExportBar } from './exports/export-csv-button';

export const EMPLOYER_COLUMNS = ['Company Name', 'Type', 'Contact', 'City', 'Status', 'Actions'] as const;

const idOf = (employer: EmployerRecord) => employer.empId;
const nameOf = (employer: EmployerRecord) => employer.empName || employer.empId;
// The credentials go to the company's address (the server's approval mails empEmail).
const emailOf = (employer: EmployerRecord) => employer.empEmail;
const verifiedOf = (employer: EmployerRecord) => employer.emailVerified;

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
      <Table.Td data-label={c4}>{cityName(employer.empCity)}</Table.Td>
    </AccountRow>
  );
}

/** The Employers tab: search, status filter, a page of 10, details, and confirmed Approve and Reject. */
export function EmployersPanel({ filters }: { filters: ListFilters }) {
  const query = useEmployers(filters.params);
  const approve = useApproveEmployer();
  const reject = useRejectEmployer();
  return (
    <>
      <ExportBar kind="employers" filters={{ search: filters.search, status: filters.status }} />
      <AccountsPanel
        noun="employers"
        label="Employers"
        searchPlaceholder="Name, company or email"
        filters={filters}
        query={query}
        columns={EMPLOYER_COLUMNS}
        emptyText={MESSAGES.noEmployersFound}
        errorText={MESSAGES.failedLoadEmployers}
        approve={approve}
        reject={reject}
        idOf={idOf}
        nameOf={nameOf}
        emailOf={emailOf}
        verifiedOf={verifiedOf}
        renderRow={(employer, handlers) => <EmployerRow employer={employer} {...handlers} />}
        renderDetail={(viewing, onClose, decisions) => (
          <EmployerDetailModal
            empId={viewing?.empId ?? null}
            initial={viewing ?? undefined}
            onClose={onClose}
            decisions={decisions}
          />
        )}
      />
    </>
  );
}
