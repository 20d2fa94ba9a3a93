import { Badge } from '@mantine/core';
import {
  type EmployerRecord,
  employerTypeName,
  EMPLOYER_FIELD_LABELS as L,
  monthName,
  sectorName,
  staffCountLabel,
  townName,
} from '@ojt/domain';
import { formatDate } from '../../../../components/date-text';
import { emailLink, websiteLink } from '../../../../components/details/contact-links';
import { type DetailGroup, DetailSections } from '../../../../components/details/detail-section';
import { yesNo } from '../../../../components/record-text';

const APPROVAL_LOOK = {
  pending: { label: 'Pending approval', color: 'yellow.4', c: 'dark.9' },
  approved: { label: 'Approved', color: 'teal.9', c: 'white' },
  rejected: { label: 'Rejected', color: 'red.9', c: 'white' },
} as const;

function sections(r: EmployerRecord): DetailGroup[] {
  const look = APPROVAL_LOOK[r.status];
  return [
    {
      title: 'Account',
      items: [
        [L.empId, r.empId],
        [
          'Approval',
          <Badge key="status" variant="filled" color={look.color} c={look.c} tt="none">
            {look.label}
          </Badge>,
        ],
        ['Approved on', formatDate(r.empApprovalDate)],
      ],
    },
    {
      title: 'Company',
      items: [
        [L.empName, r.empName],
        [L.empType, employerTypeName(r.empType)],
        [L.empEmail, emailLink(r.empEmail)],
        [L.empPhone, r.empPhone],
        [L.empWebSite, websiteLink(r.empWebsite)],
        [L.empFax, r.empFax],
      ],
    },
    {
      title: 'Address',
      items: [
        [L.empStreet, r.empStreet],
        [L.empCity, townName(r.empCity, r.empCityOther)],
        [L.empState, r.empState],
        [L.empPostalCode, r.empPostalCode],
        [L.empCountry, r.empCountry],
        [L.empRegistrationState, r.empRegistrationState],
      ],
    },
    {
      title: 'Primary Contact',
      items: [
        [L.empPName, r.empPName],
        [L.empPTitle, r.empPTitle],
        [L.empPPhone, r.empPPhone],
        [L.empPEmail, emailLink(r.empPEmail)],
        [L.empPFax, r.empPFax],
      ],
    },
    {
      title: 'Company Details',
      items: [
        ['Company Start', [monthName(r.companyStartMonth), r.companyStartYear ?? ''].join(' ').trim()],
        [L.companySector, sectorName(r.companySectorKey)],
        [L.staffCount, staffCountLabel(r.staffCount)],
        [L.isParent, yesNo(r.empIsParent)],
        [L.empParentId, r.empIsParent ? r.empParentId : ''],
        [L.isRTP, yesNo(r.tvettrainingprovider)],
      ],
    },
  ];
}

/** The company profile, read view (spec 2 §3): names instead of ids. */
export function ProfileView({ record }: { record: EmployerRecord }) {
  return <DetailSections sections={sections(record)} />;
}
