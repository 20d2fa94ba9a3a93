import {
  listEntryProblemMessage,
  MESSAGES,
  PROFILE_LIST_ENTRY_NAMES,
  PROFILE_LIST_FIELD_LABELS,
} from '@ojt/domain';
import type { ReactNode } from 'react';
import type { SelectOption } from '../../../../components/lookup-options';
import { QUALIFICATION_TYPE_OPTIONS } from '../../../../components/person-options';
import type { ProfileFormValues } from './profile-values';

export type ListKey = 'lstIds' | 'lstExp' | 'lstQualification' | 'lstRef';

/** How one field of a list row is entered. */
export interface ListField {
  name: string;
  label: string;
  kind: 'text' | 'date' | 'year' | 'email' | 'tel' | 'textarea' | 'select';
  required?: boolean;
  options?: SelectOption[];
}

/** One of the four profile lists (spec 2 §3): its title, entry name, fields and empty row. */
export interface ListConfig {
  key: ListKey;
  title: string;
  entry: string;
  fields: ListField[];
  empty: () => ProfileFormValues[ListKey][number];
}

function fields(key: ListKey, kinds: Record<string, Omit<ListField, 'name' | 'label'>>): ListField[] {
  const labels: Record<string, string> = PROFILE_LIST_FIELD_LABELS[key];
  return Object.entries(kinds).map(([name, kind]) => ({ name, label: labels[name] ?? name, ...kind }));
}

// Every field of the row, blank: the row's fields are the list's labels' keys.
function emptyRow(list: ListField[]): () => ProfileFormValues[ListKey][number] {
  return () =>
    Object.fromEntries(list.map((field) => [field.name, ''])) as ProfileFormValues[ListKey][number];
}

function config(key: ListKey, title: string, list: ListField[]): ListConfig {
  return { key, title, entry: PROFILE_LIST_ENTRY_NAMES[key], fields: list, empty: emptyRow(list) };
}

/** The four lists in the order of the profile screen, their required fields as the domain's row rules. */
export const PROFILE_LISTS: readonly ListConfig[] = [
  config(
    'lstIds',
    MESSAGES.sectionAdditionalIdentifications,
    fields('lstIds', {
      identificationType: { kind: 'text', required: true },
      identificationNumber: { kind: 'text', required: true },
      issuingAuthority: { kind: 'text' },
      issueDate: { kind: 'date' },
      expiryDate: { kind: 'date' },
    }),
  ),
  config(
    'lstExp',
    MESSAGES.sectionExperience,
    fields('lstExp', {
      company: { kind: 'text', required: true },
      position: { kind: 'text', required: true },
      startDate: { kind: 'date' },
      endDate: { kind: 'date' },
      description: { kind: 'textarea' },
    }),
  ),
  config(
    'lstQualification',
    MESSAGES.sectionQualifications,
    fields('lstQualification', {
      qualificationType: { kind: 'select', required: true, options: QUALIFICATION_TYPE_OPTIONS },
      certificateName: { kind: 'text', required: true },
      institution: { kind: 'text' },
      yearObtained: { kind: 'year' },
      description: { kind: 'textarea' },
    }),
  ),
  config(
    'lstRef',
    MESSAGES.sectionReferences,
    fields('lstRef', {
      name: { kind: 'text', required: true },
      relationship: { kind: 'text' },
      phone: { kind: 'tel' },
      email: { kind: 'email' },
      company: { kind: 'text' },
      position: { kind: 'text' },
    }),
  ),
];

/** The rows of a list in the form's values. */
export function listRows(values: ProfileFormValues, key: ListKey): Record<string, string>[] {
  return values[key] as unknown as Record<string, string>[];
}

/**
 * The form's problems for its error summary, a list row's named after its row ('Reference 2: Name is
 * required'): rows repeat the same labels, so the bare message would not say which one.
 */
export function summaryProblems(errors: Record<string, ReactNode>): Record<string, ReactNode> {
  return Object.fromEntries(
    Object.entries(errors).map(([path, problem]) => {
      const [key, index] = path.split('.');
      const list = PROFILE_LISTS.find((candidate) => candidate.key === key);
      const row = Number(index);
      if (!list || !Number.isInteger(row) || typeof problem !== 'string') return [path, problem];
      return [path, listEntryProblemMessage(`${list.entry} ${row + 1}`, problem)];
    }),
  );
}
