/**
 * The per-field messages of a refused call (`fields` of a 400 answer, keyed by the API's parameter
 * names), renamed to the form's own fields with `names`; parameters the form does not show are left
 * out. `{}` when the failure carried none.
 */
export function serverFieldErrors<F extends string>(
  error: unknown,
  names: Readonly<Record<string, F>>,
): Partial<Record<F, string>> {
  const fields =
    error !== null && typeof error === 'object' ? (error as { fields?: unknown }).fields : undefined;
  if (fields === null || typeof fields !== 'object') return {};
  const found: Partial<Record<F, string>> = {};
  for (const [parameter, message] of Object.entries(fields)) {
    const name = Object.hasOwn(names, parameter) ? names[parameter] : undefined;
    if (name !== undefined && typeof message === 'string' && message !== '' && !(name in found)) {
      found[name] = message;
    }
  }
  return found;
}
