import { MESSAGES } from '@ojt/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { openPage } from '../../../test/render-app';
import {
  banner,
  button,
  fieldError,
  fill,
  select,
  stepHeading,
  textbox,
  type User,
} from '../testing/signup-test-utils';

// Issue 30: the learners the programme can accept (16 to 35 on the day of sign-up) and reach (a
// mobile the office can call), and no postal code needed.
const BAND = 'The programme takes people aged 16 to 35 on the day they sign up';
const open = () => openPage('/learner-signup', 'Learner Sign Up');
const dobGroup = () => screen.getByRole('group', { name: /^Date of Birth/ });
const dobBox = (name: 'Day' | 'Month' | 'Year') => within(dobGroup()).getByRole('textbox', { name });

/** Step 1 filled in, born on 1 January `yearsAgo` years ago, with `mobile`. */
async function fillStep1(user: User, yearsAgo: number, mobile = '868 755 0123') {
  await fill(user, textbox('First Name'), 'Keisha');
  await fill(user, textbox('Last Name'), 'Mohammed');
  await user.type(dobBox('Day'), '1');
  await user.type(dobBox('Month'), '1');
  await user.type(dobBox('Year'), String(new Date().getFullYear() - yearsAgo));
  await user.selectOptions(select('Gender'), 'Female');
  await fill(user, textbox('Personal Email'), 'keisha.m@example.tt');
  await fill(user, textbox('Mobile Phone'), mobile);
}

/** Replaces the year of birth typed in the Year box. */
async function retypeYear(user: User, yearsAgo: number) {
  await user.clear(dobBox('Year'));
  await user.type(dobBox('Year'), String(new Date().getFullYear() - yearsAgo));
}

describe('LearnerSignupPage: eligible and reachable learners', { timeout: 30_000 }, () => {
  it('refuses a date of birth outside the ages 16 to 35 with a message naming the band', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    await open();
    await fillStep1(user, 10);
    await user.click(button('Next'));
    expect(banner()).toHaveTextContent(MESSAGES.fixBeforeProceeding);
    expect(dobGroup()).toHaveAccessibleDescription(`${MESSAGES.dateOfBirthHint} ${BAND}`);
    expect(dobBox('Day')).toHaveAttribute('aria-invalid', 'true');
    expect(stepHeading('Personal Information')).toBeInTheDocument();

    await retypeYear(user, 50);
    await user.click(button('Next'));
    expect(dobGroup()).toHaveAccessibleDescription(`${MESSAGES.dateOfBirthHint} ${BAND}`);

    await retypeYear(user, 25);
    await user.click(button('Next'));
    expect(stepHeading('Address Information')).toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("refuses '12' as a mobile with the spec's message and takes an international number", async () => {
    const user = userEvent.setup({ delay: null });
    await open();
    await fillStep1(user, 20, '12');
    await user.click(button('Next'));
    expect(fieldError(textbox('Mobile Phone'))).toBe(MESSAGES.invalidPhone);

    await fill(user, textbox('Mobile Phone'), '+44 7700 900123');
    await user.click(button('Next'));
    expect(stepHeading('Address Information')).toBeInTheDocument();
  });

  it('goes past the address step without a postal code', async () => {
    const user = userEvent.setup({ delay: null });
    await open();
    await fillStep1(user, 20);
    await user.click(button('Next'));
    expect(textbox('Postal Code')).not.toBeRequired();
    await fill(user, textbox('Street Address'), '4 Eastern Main Road');
    await user.selectOptions(select('City'), 'Tunapuna');
    await fill(user, textbox('Region or corporation'), 'Tunapuna-Piarco');
    await user.click(button('Next'));
    expect(stepHeading('Additional Information')).toBeInTheDocument();
  });
});
