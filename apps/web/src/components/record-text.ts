// How a record's values read on screen, wherever a feature shows a person or a company.

/** Joins the present parts of a name with single spaces ('Asha Ramdial'); '' when none is present. */
export function joinName(...parts: (string | null | undefined)[]): string {
  return parts
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
}

/** An identity number with all but its last 4 characters hidden ('•••••1234'); '' when missing. */
export function maskIdentifier(value: string | null | undefined): string {
  const text = value?.trim() ?? '';
  if (!text) return '';
  return `${'•'.repeat(Math.max(text.length - 4, 4))}${text.slice(-4)}`;
}

/** 'Yes' / 'No' for a flag; '' when unknown. */
export function yesNo(value: boolean | null | undefined): string {
  if (value == null) return '';
  return value ? 'Yes' : 'No';
}
