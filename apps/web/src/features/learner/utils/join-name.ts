/** Joins the present parts of a name with single spaces ('Asha Ramdial'); '' when none is present. */
export function joinName(...parts: (string | null | undefined)[]): string {
  return parts
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
}
