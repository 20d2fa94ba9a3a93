import { Table, Text } from '@mantine/core';
import { cityName, employerTypeName, MESSAGES } from '@ojt/domain';
import { useState } from 'react';
import { useApproveEmployer } from '../api/approve-employer';
import { useEmployers } from '../api/get-employers';
import { useRejectEmployer } from '../api/reject-employer';
import type { EmployerRecord } from '../api/types';
import type { ListFilters } from '../hooks/use-list-filters';
import { AdminList } from './admin-list';
import classes from './admin-list.module.css';
import { EmployerDetailModal } from './employer-detail-modal';
import { RejectConfirmModal } from './reject-confirm-modal';
import { RowActions } from './row-actions';
import { StatusBadge } from './status-badge';

export const EMPLOYER_COLUMNS = ['Company Name', 'Type', 'Contact', 'City', 'Status', 'Actions'] as const;

const nameOf = (employer: EmployerRecord) => employer.empName || employer.empId;

interface EmployerRowProps {
  employer: EmployerRecord;
  onView: () => void;
  onReject: () => void;
  rejecting: boolean;
}

function EmployerRow({ employer, onView, onReject, rejecting }: EmployerRowProps) {
  const approve = useApproveEmployer();
  const [c1, c2, c3, c4, c5, c6] = EMPLOYER_COLUMNS;
  return (
    <Table.Tr>
      <Table.Th scope="row" className={classes.lead} data-label={c1}>
        <Text fw={600} size="sm">
          {nameOf(employer)}
        </Text>
        <Text size="xs" c="dimmed">
          {employer.empId}
        </Text>
      </Table.Th>
      <Table.Td data-label={c2}>{employerTypeName(employer.empType)}</Table.Td>
      <Table.Td data-label={c3}>
        <div className={classes.secondary}>
          <Text size="sm">{employer.empPName}</Text>
          <Text size="sm" c="dimmed">
            {employer.empEmail}
          </Text>
          <Text size="sm" c="dimmed" className={classes.nowrap}>
            {employer.empPhone}
          </Text>
        </div>
      </Table.Td>
      <Table.Td data-label={c4}>{cityName(employer.empCity)}</Table.Td>
      <Table.Td data-label={c5}>
        <div className={classes.nowrap}>
          <StatusBadge status={employer.status} />
        </div>
      </Table.Td>
      <Table.Td data-label={c6}>
        <RowActions
          name={nameOf(employer)}
          status={employer.status}
          onView={onView}
          onApprove={() => approve.mutate(employer.empId)}
          onReject={onReject}
          approving={approve.isPending}
          rejecting={rejecting}
        />
      </Table.Td>
    </Table.Tr>
  );
}

/** The Employers tab: search, status filter, a page of 10, details, Approve and Reject. */
export function EmployersPanel({ filters }: { filters: ListFilters }) {
  const query = useEmployers(filters.params);
  const reject = useRejectEmployer();
  const [viewing, setViewing] = useState<EmployerRecord | null>(null);
  const [rejectTarget, setRejectTarget] = useState<EmployerRecord | null>(null);

  const confirmReject = () => {
    if (!rejectTarget) return;
    reject.mutate(rejectTarget.empId, { onSettled: () => setRejectTarget(null) });
  };

  return (
    <>
      <AdminList
        noun="employers"
        label="Employers"
        searchPlaceholder="Name, company or email"
        filters={filters}
        query={query}
        columns={EMPLOYER_COLUMNS}
        emptyText={MESSAGES.noEmployersFound}
        errorText={MESSAGES.failedLoadEmployers}
      >
        {(items) =>
          items.map((employer) => (
            <EmployerRow
              key={employer.empId}
              employer={employer}
              onView={() => setViewing(employer)}
              onReject={() => setRejectTarget(employer)}
              rejecting={reject.isPending && reject.variables === employer.empId}
            />
          ))
        }
      </AdminList>
      <EmployerDetailModal
        empId={viewing?.empId ?? null}
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
