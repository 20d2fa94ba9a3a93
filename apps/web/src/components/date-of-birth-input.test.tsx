import { dateOfBirthProblem, LEARNER_FIELD_LABELS as L, MESSAGES, requiredMessage } from '@ojt/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { PAGE_LOAD, renderInApp } from '../test/render-app';
import { DateOfBirthInput, dateParts } from './date-of-birth-input';

vi.setConfig({ testTimeout: 20_000 });

/**
 * The input in a form that holds its value, as the wizard and the profile do: Check shows the
 * domain rule's message (or the spec's required text), and typing clears it, as the forms do.
 */
function Harness({ initial = '', error: given }: { initial?: string; error?: string }) {
  const [value, setValue] = useState(initial);
  const [error, setError] = useState(given);
  const change = (date: string) => {
    setValue(date);
    setError(undefined);
  };
  return (
    <>
      <DateOfBirthInput id="dob" label={L.dob} required value={value} onChange={change} error={error} />
      <output data-testid="held">{value}</output>
      <button type="button" onClick={() => setValue('1988-12-01')}>
        Load
      </button>
      <button
        type="button"
        onClick={() => setError(value ? dateOfBirthProblem(value) : requiredMessage(L.dob))}
      >
        Check
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
const invalid = (name: string) => box(name).getAttribute('aria-invalid') === 'true';
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

  // GOV.UK's date input messages: each names what is wrong; only the boxes at fault are marked, and
  // the first of them carries the id the error summary links to.
  it.each([
    ['', '', '', 'Date of Birth is required', ['Day', 'Month', 'Year']],
    ['', '3', '2007', 'Date of Birth must include a day', ['Day']],
    ['27', '', '2007', 'Date of Birth must include a month', ['Month']],
    ['27', '3', '', 'Date of Birth must include a year', ['Year']],
    ['', '', '2007', 'Date of Birth must include a day and month', ['Day', 'Month']],
    ['', '3', '', 'Date of Birth must include a day and year', ['Day', 'Year']],
    ['27', '', '', 'Date of Birth must include a month and year', ['Month', 'Year']],
    ['31', '2', '2007', 'Date of Birth must be a real date', ['Day', 'Month', 'Year']],
    ['27', '13', '2007', 'Date of Birth must be a real date', ['Month']],
    ['32', '3', '2007', 'Date of Birth must be a real date', ['Day']],
    ['27', '3', '07', 'Year must include 4 numbers', ['Year']],
    ['27', '3', '1899', MESSAGES.dateOfBirthTooEarly, ['Year']],
    ['1', '1', '2999', 'Date of Birth must be in the past', ['Day', 'Month', 'Year']],
  ])('for %j %j %j says %j and marks %j', async (day, month, year, message, marked) => {
    const user = userEvent.setup({ delay: null });
    await renderHarness({});
    for (const [name, text] of [
      ['Day', day],
      ['Month', month],
      ['Year', year],
    ] as const) {
      if (text) await user.type(box(name), text);
    }
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(group()).toHaveAccessibleDescription(`${MESSAGES.dateOfBirthHint} ${message}`);
    expect(screen.getAllByText(message)).toHaveLength(1);
    expect(['Day', 'Month', 'Year'].filter(invalid)).toEqual(marked);
    expect(document.getElementById('dob')).toBe(box(marked[0] ?? 'Day'));
    // Typing clears the message; the Day box takes the id back.
    await user.clear(box('Day'));
    await user.type(box('Day'), '1');
    expect(within(group()).queryByText(message)).not.toBeInTheDocument();
    expect(['Day', 'Month', 'Year'].filter(invalid)).toEqual([]);
    expect(document.getElementById('dob')).toBe(box('Day'));
  });
});

describe('dateParts', () => {
  it('reads the boxes of a held date, or of a record’s date-time', () => {
    expect(dateParts('1999-01-09')).toEqual({ day: '09', month: '01', year: '1999' });
    expect(dateParts('1999-01-09T00:00:00')).toEqual({ day: '09', month: '01', year: '1999' });
    expect(dateParts('1999--9')).toEqual({ day: '9', month: '', year: '1999' });
    expect(dateParts('')).toEqual({ day: '', month: '', year: '' });
  });
});
