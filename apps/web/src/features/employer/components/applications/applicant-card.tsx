import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { PlacementStatusBadge } from '../../../../components/placement-status-badge';
import { RecordCard } from '../../../../components/record-card';
import { joinName } from '../../../../components/record-text';
import type { Application } from '../../api/types';

/** The applicant's full name, or their learner ID when the record has no name. */
export function applicantName(application: Application): string {
  return joinName(application.learner.firstName, application.learner.lastName) || application.learnerKey;
}

/** An application as a card: the applicant, the position applied for and the status, then `children`. */
export function ApplicantCard({
  application,
  titleId,
  children,
}: {
  application: Application;
  titleId: string;
  children: ReactNode;
}) {
  return (
    <RecordCard
      titleId={titleId}
      title={applicantName(application)}
      subtitle={application.jobs.empjobname}
      badges={<PlacementStatusBadge status={application.placementStatus} />}
    >
      {children}
    </RecordCard>
  );
}

/** A dialog's opening lines about an application: the applicant and the position, then `children`. */
export function ApplicantHeading({
  application,
  children,
}: {
  application: Application;
  children?: ReactNode;
}) {
  return (
    <Text size="sm">
      <strong>{applicantName(application)}</strong> · {application.jobs.empjobname}
      {children ? (
        <>
          <br />
          {children}
        </>
      ) : null}
    </Text>
  );
}
