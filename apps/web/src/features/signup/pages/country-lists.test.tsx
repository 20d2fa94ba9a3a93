import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { openPage } from '../../../test/render-app';
import {
  button,
  fieldError,
  fill,
  fillEmployerToStep4,
  select,
  stepHeading,
  textbox,
  type User,
} from '../testing/signup-test-utils';

// Issue 30: lists that fit the country, on the sign-up wizards.
const dobBox = (name: 'Day' | 'Month' | 'Year') =>
  within(screen.getByRole('group', { name: /^Date of Birth/ })).getByRole('textbox', { name });
const optionTexts = (element: HTMLElement) =>
  within(element)
    .getAllByRole('option')
    .filter((o) => o.getAttribute('value') !== '')
    .map((o) => o.textContent);

async function learnerToStep2(user: User) {
  await openPage('/learner-signup', 'Learner Sign Up');
  await fill(user, textbox('First Name'), 'Keisha');
  await fill(user, textbox('Last Name'), 'Mohammed');
  await user.type(dobBox('Day'), '15');
  await user.type(dobBox('Month'), '8');
  await user.type(dobBox('Year'), '2001');
  await user.selectOptions(select('Gender'), 'Female');
  await fill(user, textbox('Personal Email'), 'keisha.m@example.tt');
  await fill(user, textbox('Mobile Phone'), '868 755 0123');
  await user.click(button('Next'));
  expect(stepHeading('Address Information')).toBeInTheDocument();
}

describe('country lists at sign-up', { timeout: 30_000 }, () => {
  it('offers the new towns, fills the region from the town, and asks for a typed town on Other', async () => {
    const user = userEvent.setup({ delay: null });
    await learnerToStep2(user);
    expect(optionTexts(select('City'))).toEqual(
      expect.arrayContaining(['Sangre Grande', 'Laventille', 'Maraval']),
    );
    expect(optionTexts(select('City')).at(-1)).toBe('Other (type it)');
    await user.selectOptions(select('City'), 'Sangre Grande');
    expect(textbox('Region or corporation')).toHaveValue('Sangre Grande');
    expect(screen.queryByRole('textbox', { name: 'Town or village name' })).toBeNull();

    await user.selectOptions(select('City'), 'Other (type it)');
    expect(textbox('Region or corporation')).toHaveValue('');
    await fill(user, textbox('Street Address'), '4 Paramin Road');
    await fill(user, textbox('Region or corporation'), 'Diego Martin');
    await user.click(button('Next'));
    expect(fieldError(textbox('Town or village name'))).toBe('Town or village name is required');

    await fill(user, textbox('Town or village name'), 'Paramin');
    // A region the person typed stays when the town changes.
    await user.selectOptions(select('City'), 'Arima');
    expect(textbox('Region or corporation')).toHaveValue('Diego Martin');
    await user.selectOptions(select('City'), 'Other (type it)');
    expect(textbox('Town or village name')).toHaveValue('Paramin');
    await user.click(button('Next'));
    expect(stepHeading('Additional Information')).toBeInTheDocument();
    const check = screen.getByRole('region', { name: 'Check your answers' });
    expect(within(check).getByText('Town or village name').nextSibling).toHaveTextContent('Paramin');
    // The permanent address names no town, so its typed-town row is left out.
    expect(within(check).queryByText('Permanent town or village name')).toBeNull();
  });

  it('shows education levels with the local qualifications, Secondary once', async () => {
    const user = userEvent.setup({ delay: null });
    await learnerToStep2(user);
    await fill(user, textbox('Street Address'), '4 Eastern Main Road');
    await user.selectOptions(select('City'), 'Tunapuna');
    await user.click(button('Next'));
    const levels = optionTexts(select('Education Level'));
    expect(levels).toEqual([
      'Primary (primary school)',
      'Secondary (CSEC, CVQ Level 1 or 2)',
      'Diploma (CAPE, CVQ Level 3, associate degree)',
      "Bachelor (bachelor's degree)",
      "Master (master's degree)",
      'PhD (doctorate)',
    ]);
    expect(levels.join()).not.toContain('High School');
    const check = screen.getByRole('region', { name: 'Check your answers' });
    expect(within(check).queryByText('Town or village name')).toBeNull();
  });

  it('groups the employer sectors into industries and programme streams, and starts years at 1900', async () => {
    const user = userEvent.setup({ delay: null });
    await openPage('/employer-signup', 'Employer Sign Up');
    await fillEmployerToStep4(user, { other: 'Lopinot' });

    const sector = select('Company Sector');
    const groups = sector.querySelectorAll('optgroup');
    expect([...groups].map((g) => g.label)).toEqual(['Industries', 'Programme streams']);
    const [industries, streams] = [...groups].map((g) => optionTexts(g as HTMLElement));
    expect(streams).toContain('OJT Airport');
    expect(streams).toContain('National Apprenticeship Service (NAS)');
    expect(industries).toContain('Agriculture Industry');
    expect(industries?.some((name) => name?.startsWith('OJT'))).toBe(false);
    const years = optionTexts(select('Company Start Year'));
    expect(years.at(-1)).toBe('1900');
    await user.selectOptions(select('Company Start Year'), '1900');
    expect(select('Company Start Year')).toHaveValue('1900');
  });
});
