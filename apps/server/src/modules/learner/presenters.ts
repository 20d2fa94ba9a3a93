import type { ExperienceItem, IdentificationItem, QualificationItem, ReferenceItem } from '@ojt/domain';
import type { Insertable, Selectable } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { ProfileListTable, ProfileListValues } from './learner-profile-repository.ts';

/** The columns of a profile list table that hold the answer's fields (not its id, owner or number). */
type ListColumn<T extends ProfileListTable> = Exclude<
  keyof Database[T] & string,
  'id' | 'learner_user_id' | 'ordinal'
>;

// Each list's answer field and the column that holds it: one map reads the rows and saves the body's.
const LIST_COLUMNS = {
  learner_identifications: {
    identificationType: 'identification_type',
    identificationNumber: 'identification_number',
    issuingAuthority: 'issuing_authority',
    issueDate: 'issue_date',
    expiryDate: 'expiry_date',
  },
  learner_experience: {
    company: 'company',
    position: 'position',
    startDate: 'start_date',
    endDate: 'end_date',
    description: 'description',
  },
  learner_qualifications: {
    qualificationType: 'qualification_type',
    certificateName: 'certificate_name',
    institution: 'institution',
    yearObtained: 'year_obtained',
    description: 'description',
  },
  learner_references: {
    name: 'name',
    relationship: 'relationship',
    phone: 'phone',
    email: 'email',
    company: 'company',
    position: 'position',
  },
} as const satisfies { [T in ProfileListTable]: Record<string, ListColumn<T>> };

type Fields<T extends ProfileListTable> = (typeof LIST_COLUMNS)[T];
/** A stored row of a profile list. */
export type ProfileListRow<T extends ProfileListTable> = Selectable<Database[T]>;
/** A row of a list as the update body sends it (an `id` in it is ignored). */
export type ProfileListBodyRow<T extends ProfileListTable> = {
  [F in keyof Fields<T>]: Insertable<Database[T]>[Fields<T>[F] & keyof Insertable<Database[T]>];
};
type ProfileListItem<T extends ProfileListTable> = { id: number } & {
  -readonly [F in keyof Fields<T>]: ProfileListRow<T>[Fields<T>[F] & keyof ProfileListRow<T>];
};

/** Stored rows of one list in the answer's shape. */
function toListItems<T extends ProfileListTable>(table: T, rows: readonly ProfileListRow<T>[]) {
  const columns = Object.entries(LIST_COLUMNS[table]);
  return rows.map((row) => {
    const values = row as Record<string, unknown>;
    const item = Object.fromEntries(columns.map(([field, column]) => [field, values[column]]));
    return { id: values.id, ...item } as ProfileListItem<T>;
  });
}

/** The body's rows of one list as the columns to save. */
export function toListValues<T extends ProfileListTable>(
  table: T,
  rows: readonly ProfileListBodyRow<T>[],
): ProfileListValues<T>[] {
  const columns = Object.entries(LIST_COLUMNS[table]);
  return rows.map((row) => {
    const values = row as Record<string, unknown>;
    return Object.fromEntries(
      columns.map(([field, column]) => [column, values[field]]),
    ) as ProfileListValues<T>;
  });
}

/** The four profile lists in the answer's shape (GetLearnerById). */
export function toProfileLists(rows: {
  identifications: readonly ProfileListRow<'learner_identifications'>[];
  experience: readonly ProfileListRow<'learner_experience'>[];
  qualifications: readonly ProfileListRow<'learner_qualifications'>[];
  references: readonly ProfileListRow<'learner_references'>[];
}): {
  identifications: IdentificationItem[];
  experience: ExperienceItem[];
  qualifications: QualificationItem[];
  references: ReferenceItem[];
} {
  return {
    identifications: toListItems('learner_identifications', rows.identifications),
    experience: toListItems('learner_experience', rows.experience),
    qualifications: toListItems('learner_qualifications', rows.qualifications),
    references: toListItems('learner_references', rows.references),
  };
}
