import {
  type ExperienceItem,
  formatPortalDateTime,
  type IdentificationItem,
  type LearnerApplicationItem,
  type QualificationItem,
  type ReferenceItem,
} from '@ojt/domain';
import type { Selectable } from 'kysely';
import type {
  LearnerExperienceTable,
  LearnerIdentificationsTable,
  LearnerQualificationsTable,
  LearnerReferencesTable,
} from '../../db/schema.ts';
import type { PlacementRow } from '../employer/placement-repository.ts';
import { toPlacementItem } from '../employer/records.ts';

/** A status change as the history query reads it. */
export interface HistoryRow {
  from_status: number | null;
  to_status: number;
  changed_at: Date;
}

/** An application as its learner sees it: the placement item, the employer and the history (oldest first). */
export function toLearnerApplicationItem(
  row: PlacementRow,
  history: readonly HistoryRow[],
): LearnerApplicationItem {
  return {
    ...toPlacementItem(row),
    employer: { empId: row.emp_id, empName: row.emp_name },
    history: history.map((change) => ({
      fromStatus: change.from_status,
      toStatus: change.to_status,
      at: formatPortalDateTime(change.changed_at),
    })),
  };
}

function toIdentification(row: Selectable<LearnerIdentificationsTable>): IdentificationItem {
  return {
    id: row.id,
    identificationType: row.identification_type,
    identificationNumber: row.identification_number,
    issuingAuthority: row.issuing_authority,
    issueDate: row.issue_date,
    expiryDate: row.expiry_date,
  };
}

function toExperience(row: Selectable<LearnerExperienceTable>): ExperienceItem {
  return {
    id: row.id,
    company: row.company,
    position: row.position,
    startDate: row.start_date,
    endDate: row.end_date,
    description: row.description,
  };
}

function toQualification(row: Selectable<LearnerQualificationsTable>): QualificationItem {
  return {
    id: row.id,
    qualificationType: row.qualification_type,
    certificateName: row.certificate_name,
    institution: row.institution,
    yearObtained: row.year_obtained,
    description: row.description,
  };
}

function toReference(row: Selectable<LearnerReferencesTable>): ReferenceItem {
  return {
    id: row.id,
    name: row.name,
    relationship: row.relationship,
    phone: row.phone,
    email: row.email,
    company: row.company,
    position: row.position,
  };
}

/** The four profile lists in the answer's shape (GetLearnerById). */
export function toProfileLists(rows: {
  identifications: readonly Selectable<LearnerIdentificationsTable>[];
  experience: readonly Selectable<LearnerExperienceTable>[];
  qualifications: readonly Selectable<LearnerQualificationsTable>[];
  references: readonly Selectable<LearnerReferencesTable>[];
}) {
  return {
    identifications: rows.identifications.map(toIdentification),
    experience: rows.experience.map(toExperience),
    qualifications: rows.qualifications.map(toQualification),
    references: rows.references.map(toReference),
  };
}
