import {
  type EmployerPublicProfile,
  employerTypeName,
  EMPLOYER_FIELD_LABELS as L,
  MESSAGES,
  sectorName,
  townName,
} from '@ojt/domain';
import { websiteLink } from '../../../../components/details/contact-links';
import { DetailDialog } from '../../../../components/details/detail-dialog';
import { DetailSection } from '../../../../components/details/detail-section';
import { failureText } from '../../../../lib/failure-text';
import { useEmployerDetails } from '../../api/get-employer-details';

export interface EmployerDetailsDialogProps {
  opened: boolean;
  /** The employer of the open job; '' when the job does not name one. */
  empId: string;
  onClose: () => void;
}

// Spec 2 §8: the three texts of the Employer Details error popup.
function loadFailure(empId: string, error: unknown): string | null {
  if (!empId) return MESSAGES.employerIdentifierUnavailable;
  if (!error) return null;
  return failureText(error, {
    NOT_FOUND: MESSAGES.employerDetailsNotFound,
    otherwise: MESSAGES.failedLoadEmployerDetails,
  });
}

function EmployerSections({ employer }: { employer: EmployerPublicProfile }) {
  return (
    <>
      <DetailSection
        title={MESSAGES.employerSectionCompany}
        items={[
          [L.empName, employer.empName],
          [L.empType, employerTypeName(employer.empType)],
          [L.companySector, sectorName(employer.companySectorKey)],
          [L.empCity, townName(employer.empCity, employer.empCityOther)],
          [L.empWebSite, websiteLink(employer.empWebsite)],
        ]}
      />
      <DetailSection
        title={MESSAGES.employerSectionContact}
        items={[
          [L.empPName, employer.empPName],
          [L.empPTitle, employer.empPTitle],
        ]}
      />
    </>
  );
}

/** Employer Details (spec 2 §2): the public profile of an open job's employer, with the §8 error texts. */
export function EmployerDetailsDialog({ opened, empId, onClose }: EmployerDetailsDialogProps) {
  const details = useEmployerDetails(opened ? empId : '');
  return (
    <DetailDialog
      opened={opened}
      title={MESSAGES.employerDetailsTitle}
      onClose={onClose}
      loading={details.isPending}
      failure={opened ? loadFailure(empId, details.error) : null}
    >
      {details.data ? <EmployerSections employer={details.data} /> : null}
    </DetailDialog>
  );
}
