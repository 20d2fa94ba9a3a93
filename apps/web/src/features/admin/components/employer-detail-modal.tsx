import { Stack } from '@mantine/core';
import {
  type EmployerRecord,
  employerTypeName,
  MESSAGES,
  monthName,
  STATE_LABEL,
  sectorName,
  staffCountLabel,
  townName,
} from '@ojt/domain';
import { formatDateTime } from '../../../components/date-text';
import { emailLink, websiteLink } from '../../../components/details/contact-links';
import { DetailDialog } from '../../../components/details/detail-dialog';
import { type DetailGroup, DetailSections } from '../../../components/details/detail-section';
import { joinName, yesNo } from '../../../components/record-text';
import { useEmployer } from '../api/get-employer';
import { useLastValue } from '../hooks/use-last-value';
import { EmailCheck } from './account-row';
import type { AccountDetailProps } from './accounts-panel';
import { RecordHistory } from './audit/record-history';
import { EmployerFundingSection } from './employer-funding';
import { loadFailure } from './load-failure';
import { DetailActions } from './row-actions';
import { StatusBadge } from './status-badge';

/** Every field of the admin view (spec 1 §3), with human labels instead of ids. */
export function employerSections(e: EmployerRecord): DetailGroup[] {
  return [
    {
      title: 'Company',
      items: [
        ['Employer ID', e.empId],
        ['Company Name', e.empName],
        ['Type', employerTypeName(e.empType)],
        ['Sector', sectorName(e.companySectorKey)],
        ['Staff Count', staffCountLabel(e.staffCount)],
        ['Started', joinName(monthName(e.companyStartMonth), String(e.companyStartYear ?? ''))],
        ['Registration State', e.empRegistrationState],
        ['Training Provider (RTP)', yesNo(e.tvettrainingprovider)],
        ['Parent Company', yesNo(e.empIsParent)],
        ['Parent Employer ID', e.empParentId],
      ],
    },
    {
      title: 'Company Contact',
      items: [
        ['Email', emailLink(e.empEmail)],
        ['Phone', e.empPhone],
        ['Fax', e.empFax],
        ['Website', websiteLink(e.empWebsite)],
      ],
    },
    {
      title: 'Address',
      items: [
        ['Street', e.empStreet],
        ['City', townName(e.empCity, e.empCityOther)],
        [STATE_LABEL, e.empState],
        ['Postal Code', e.empPostalCode],
        ['Country', e.empCountry],
      ],
    },
    {
      title: 'Contact Person',
      items: [
        ['Name', e.empPName],
        ['Title', e.empPTitle],
        ['Phone', e.empPPhone],
        ['Fax', e.empPFax],
        ['Email', emailLink(e.empPEmail)],
      ],
    },
    {
      title: 'Application',
      items: [
        ['Status', <StatusBadge key="status" status={e.status} />],
        ['Email Status', <EmailCheck key="email" verified={e.emailVerified} />],
        ['Applied', formatDateTime(e.empAppDate)],
        ['Approved', formatDateTime(e.empApprovalDate)],
      ],
    },
  ];
}

/** The employer's details; the list's copy of the row shows until the record arrives. */
export function EmployerDetailModal({ viewing, onClose, decisions }: AccountDetailProps<EmployerRecord>) {
  const initial = viewing ?? undefined;
  const shownId = useLastValue(viewing?.empId ?? null);
  const query = useEmployer(shownId, initial);
  // The record call does not say whether the address was confirmed; the list's row does.
  const record = query.data && {
    ...query.data,
    emailVerified: query.data.emailVerified ?? initial?.emailVerified,
  };
  return (
    <DetailDialog
      opened={viewing !== null}
      onClose={onClose}
      title={record?.empName || 'Employer details'}
      loading={!record}
      failure={record ? null : loadFailure(query.error, MESSAGES.failedLoadEmployerProfile)}
      closeLabel="Close"
    >
      {record && (
        <Stack gap="md">
          {decisions && (
            <DetailActions name={record.empName || record.empId} status={record.status} {...decisions} />
          )}
          <DetailSections sections={employerSections(record)} />
          <EmployerFundingSection empId={record.empId} funding={record.funding} />
          <RecordHistory recordType="employer" recordId={record.empId} />
        </Stack>
      )}
    </DetailDialog>
  );
}
