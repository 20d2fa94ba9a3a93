import { screen, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { vi } from 'vitest';

export type User = ReturnType<typeof userEvent.setup>;

/** Spies on fetch, answering `response` (or throwing it when it is an Error). */
export function mockFetch(response: Response | Error | Promise<Response>) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async () => {
    if (response instanceof Error) throw response;
    return response;
  });
}

/** A fetch that answers only when `resolve` is called, to see the busy state. */
export function deferredFetch() {
  let resolve: (response: Response) => void = () => {};
  const pending = new Promise<Response>((r) => {
    resolve = r;
  });
  const spy = vi.spyOn(globalThis, 'fetch').mockReturnValue(pending);
  return { spy, resolve };
}

/** The JSON body and init of the fetch call number `index`. */
export function sentRequest(spy: ReturnType<typeof vi.spyOn>, index = 0) {
  const [url, init] = spy.mock.calls[index] as [string, RequestInit];
  return { url, init, body: JSON.parse(String(init.body)) as Record<string, unknown> };
}

/** A text-like input by its label (asterisk and description excluded). */
export const textbox = (name: string) => screen.getByRole('textbox', { name });
export const select = (name: string) => screen.getByRole('combobox', { name });
export const button = (name: string) => screen.getByRole('button', { name });

/** Replaces the input's text, as pasting would. */
export async function fill(user: User, element: HTMLElement, text: string) {
  await user.clear(element);
  if (text) {
    await user.click(element);
    await user.paste(text);
  }
}

/** The message shown under the field, if any (Mantine links it with aria-describedby). */
export function fieldError(element: HTMLElement): string | null {
  if (element.getAttribute('aria-invalid') !== 'true') return null;
  const ids = (element.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
  const error = ids.map((id) => document.getElementById(id)).find((node) => node?.id.endsWith('-error'));
  return error?.textContent ?? null;
}

/** The progress line: its percentage counts the steps finished ('Step 4 of 4 - 75% Complete'). */
export const progressText = (step: number, total: number) =>
  screen.getByText(`Step ${step} of ${total} - ${Math.round(((step - 1) / total) * 100)}% Complete`);

/** The current step's heading (h2; the page's h1 is the wizard's title). */
export const stepHeading = (name: string) => screen.getByRole('heading', { level: 2, name });
/** The wizard's error banner. */
export const banner = () => screen.getByRole('alert');

/**
 * Fills the employer wizard's first three steps (Caroni Agro Ltd, Couva or a typed town) and moves on
 * to step 4.
 */
export async function fillEmployerToStep4(user: User, town: { other?: string } = {}) {
  await fill(user, textbox('Employer ID'), 'EMP-2041');
  await fill(user, textbox('Company Name'), 'Caroni Agro Ltd');
  await user.selectOptions(select('Employer Type'), 'Institution-Based');
  await fill(user, textbox('Company Email'), 'hr@caroniagro.tt');
  await fill(user, textbox('Company Phone'), '(868) 555-0142');
  await user.click(button('Next'));
  await fill(user, textbox('Street Address'), '12 Southern Main Road');
  if (town.other) {
    await user.selectOptions(select('City'), 'Other (type it)');
    await fill(user, textbox('Town or village name'), town.other);
    await fill(user, textbox('Region or corporation'), 'Tunapuna-Piarco');
  } else {
    await user.selectOptions(select('City'), 'Couva');
    await fill(user, textbox('Region or corporation'), 'Couva-Tabaquite-Talparo');
  }
  await fill(user, textbox('Postal Code'), '540101');
  await user.click(button('Next'));
  await fill(user, textbox('Contact Name'), 'Anil Persad');
  await fill(user, textbox('Contact Title'), 'HR Manager');
  await fill(user, textbox('Contact Phone'), '+1 868 555 0199');
  await fill(user, textbox('Contact Email'), 'anil@caroniagro.tt');
  await user.click(button('Next'));
}

/** A box of the learner's date of birth. */
export const dobBox = (name: 'Day' | 'Month' | 'Year') =>
  within(screen.getByRole('group', { name: /^Date of Birth/ })).getByRole('textbox', { name });

/** Types the learner's date of birth into its three boxes. */
export async function typeDob(user: User, day: string, month: string, year: string) {
  for (const [name, text] of [
    ['Day', day],
    ['Month', month],
    ['Year', year],
  ] as const) {
    await fill(user, dobBox(name), text);
  }
}

/** Fills the learner wizard's step 1 (Keisha Mohammed, born 15 Aug 2001), staying on it. */
export async function fillLearnerStep1(user: User) {
  await fill(user, textbox('First Name'), 'Keisha');
  await fill(user, textbox('Last Name'), 'Mohammed');
  await typeDob(user, '15', '8', '2001');
  await user.selectOptions(select('Gender'), 'Female');
  await fill(user, textbox('Personal Email'), 'keisha.m@example.tt');
  await fill(user, textbox('Mobile Phone'), '868 755 0123');
}

/** Fills the learner wizard's step 2 (4 Eastern Main Road, Tunapuna), staying on it. */
export async function fillLearnerStep2(user: User) {
  await fill(user, textbox('Street Address'), '4 Eastern Main Road');
  await user.selectOptions(select('City'), 'Tunapuna');
  await fill(user, textbox('Region or corporation'), 'Tunapuna-Piarco');
  await fill(user, textbox('Postal Code'), '330101');
}

/** Fills the learner wizard's first two steps and moves on to step 3. */
export async function fillLearnerToStep3(user: User) {
  await fillLearnerStep1(user);
  await user.click(button('Next'));
  await fillLearnerStep2(user);
  await user.click(button('Next'));
}
