import { toClockTime, toIsoDate } from '@ojt/domain';

/** A stored date (`YYYY-MM-DD`) as the interview form's `MM/DD/YYYY` (spec 2 §5); '' when unreadable. */
export function toUsDate(value: string | null | undefined): string {
  const iso = toIsoDate(value?.trim().split(/[T\s]/)[0] ?? '');
  if (!iso) return '';
  const [year, month, day] = iso.split('-');
  return `${month}/${day}/${year}`;
}

/** A stored time (`14:05` or `14:05:00`) as the interview form's `14:05`; '' when unreadable. */
export function toClockInput(value: string | null | undefined): string {
  return toClockTime(value?.trim() ?? '') ?? '';
}

/** Joins the present parts of a name with single spaces. */
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
