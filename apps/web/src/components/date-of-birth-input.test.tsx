import { LEARNER_FIELD_LABELS as L, MESSAGES } from '@ojt/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { PAGE_LOAD, renderInApp } from '../test/render-app';
import { DateOfBirthInput, dateOfBirthValue } from './date-of-birth-input';

vi.setConfig({ testTimeout: 20_000 });

/** The input in a form that holds its value, as the wizard and the profile do. */
function Harness({ initial = '', error }: { initial?: string; error?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateOfBirthInput id="dob" label={L.dob} required value={value} onChange={setValue} error={error} />
      <output data-testid="held">{value}</output>
      <button type="button" onClick={() => setValue('1988-12-01')}>
        Load
      </button>
    </>
  );
}

/** Renders in the real app (Mantine is set up there) and waits for the boxes. */
async function renderHarness(props: { initial?: string; error?: string } = {}) {
  renderInApp(<Harness {...props} />);
  await screen.findByRole('group', { name: /^Date of Birth/ }, PAGE_LOAD);
}

const group = () => screen.getByRole('group', { name: /^Date of Birth/ });
const box = (name: string) => within(group()).getByRole('textbox', { name });
const held = () => screen.getByTestId('held').textContent;

describe('DateOfBirthInput', () => {
  it('takes day, month and year in numeric boxes with a hint, and holds YYYY-MM-DD', async () => {
    const user = userEvent.setup({ delay: null });
    await renderHarness({});
    expect(group()).toHaveAccessibleDescription(MESSAGES.dateOfBirthHint);
    for (const name of ['Day', 'Month', 'Year']) expect(box(name)).toHaveAttribute('inputmode', 'numeric');
    await user.type(box('Day'), '3');
    expect(held()).toBe('--3');
    await user.type(box('Month'), '7');
    await user.type(box('Year'), '2001');
    expect(held()).toBe('2001-07-03');
    // The boxes keep what was typed; the held date is padded.
    expect(box('Day')).toHaveValue('3');
    await user.clear(box('Day'));
    await user.type(box('Day'), '1x5');
    expect(box('Day')).toHaveValue('15');
    expect(held()).toBe('2001-07-15');
  });

  it('holds nothing when every box is emptied', async () => {
    const user = userEvent.setup({ delay: null });
    await renderHarness({ initial: '1990-05-09' });
    expect(box('Day')).toHaveValue('09');
    for (const name of ['Day', 'Month', 'Year']) await user.clear(box(name));
    expect(held()).toBe('');
  });

  it('shows a value set from outside, such as a record loaded', async () => {
    const user = userEvent.setup({ delay: null });
    await renderHarness({});
    await user.click(screen.getByRole('button', { name: 'Load' }));
    expect([box('Day'), box('Month'), box('Year')].map((input) => (input as HTMLInputElement).value)).toEqual(
      ['01', '12', '1988'],
    );
  });

  it('shows its message once and marks each box invalid', async () => {
    await renderHarness({ error: MESSAGES.invalidDateOfBirth });
    expect(screen.getAllByText(MESSAGES.invalidDateOfBirth)).toHaveLength(1);
    expect(box('Day')).toHaveAttribute('aria-invalid', 'true');
    expect(box('Year')).toHaveAttribute('aria-invalid', 'true');
    expect(group()).toHaveAccessibleDescription(`${MESSAGES.dateOfBirthHint} ${MESSAGES.invalidDateOfBirth}`);
    expect(box('Day')).toHaveAttribute('id', 'dob');
  });
});

describe('dateOfBirthValue', () => {
  it('pads a complete date and leaves an unfinished one for the rule to refuse', () => {
    expect(dateOfBirthValue({ day: '9', month: '1', year: '1999' })).toBe('1999-01-09');
    expect(dateOfBirthValue({ day: '', month: '', year: '' })).toBe('');
    expect(dateOfBirthValue({ day: '9', month: '', year: '1999' })).toBe('1999--9');
    expect(dateOfBirthValue({ day: '9', month: '1', year: '99' })).toBe('99-1-9');
  });
});
