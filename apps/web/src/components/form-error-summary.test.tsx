import { MESSAGES } from '@ojt/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactNode, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { PAGE_LOAD, renderInApp } from '../test/render-app';
import { FormErrorSummary } from './form-error-summary';

const FIELDS = ['first', 'second', 'third'] as const;
const fieldId = (path: string) => (FIELDS.includes(path as never) ? `field-${path}` : undefined);

/** A form whose submit finds the problems `found`, in that order. */
function Form({ found, once }: { found: Record<string, ReactNode>; once?: boolean }) {
  const [errors, setErrors] = useState<Record<string, ReactNode>>({});
  const [attempt, setAttempt] = useState(0);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        setErrors(found);
        setAttempt((n) => n + 1);
      }}
    >
      <FormErrorSummary errors={errors} fieldId={fieldId} attempt={attempt} once={once} />
      {FIELDS.map((name) => (
        <input key={name} id={`field-${name}`} aria-label={name} />
      ))}
      <button type="submit">Save</button>
    </form>
  );
}

/** The summary's items after a failed submit (the summary has the focus). */
async function failedSubmit(found: Record<string, ReactNode>, once?: boolean) {
  renderInApp(<Form found={found} once={once} />);
  await userEvent.click(await screen.findByRole('button', { name: 'Save' }, PAGE_LOAD));
  const summary = screen.getByRole('alert');
  expect(summary).toHaveFocus();
  return within(summary)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
}

describe('FormErrorSummary (PRODUCT.md §5)', () => {
  it("lists the problems in their fields' order on the page, whatever order they were found in", async () => {
    const found = { third: 'Third is wrong', first: 'First is wrong', second: 'Second is wrong' };
    expect(await failedSubmit(found)).toEqual(['First is wrong', 'Second is wrong', 'Third is wrong']);
  });

  it('puts a problem with no field (the form as a whole) first, without a link', async () => {
    const found = { second: 'Second is wrong', form: 'The server refused it' };
    expect(await failedSubmit(found)).toEqual(['The server refused it', 'Second is wrong']);
    expect(screen.getByRole('link', { name: 'Second is wrong' })).toHaveAttribute('href', '#field-second');
    expect(screen.queryByRole('link', { name: 'The server refused it' })).not.toBeInTheDocument();
  });

  it('with `once`, lists a shared message once, for the first field on the page', async () => {
    const shared = MESSAGES.fillAllFields;
    const found = { third: shared, second: shared, first: 'First is wrong' };
    expect(await failedSubmit(found, true)).toEqual(['First is wrong', shared]);
    await userEvent.click(screen.getByRole('link', { name: shared }));
    expect(screen.getByRole('textbox', { name: 'second' })).toHaveFocus();
  });

  it('without `once`, lists every field that has it', async () => {
    expect(await failedSubmit({ second: 'Missing', first: 'Missing' })).toEqual(['Missing', 'Missing']);
  });
});
