import type { PlacementItem } from '@ojt/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PAGE_LOAD, renderEmployerDashboard } from '../../../test/render-app';
import { makeApplication, makeLearner, makeOpening, makePosition } from './employer-fixtures';
import { createFakeEmployerApi } from './fake-employer-api';

// The dialogs of one application card (interview, comment): one application and a way to open them.

const opening = makeOpening(11, 1);
const position = makePosition(1, { empjobname: 'Junior Technician', tblemployerjobopenings: [opening] });
const kiran = makeLearner('L001');

/** The fake API with one application: Kiran Persad (L001) for Junior Technician (opening 11). */
export function seedApplication(overrides: Partial<PlacementItem> = {}) {
  return createFakeEmployerApi({
    positions: [position],
    learners: [kiran],
    applications: [makeApplication(1, position, opening, kiran, overrides)],
  });
}

/** The Applications tab; then the card's `button` opens the dialog named `title`. */
export async function openApplicationDialog(button: string, title: string) {
  renderEmployerDashboard('applications');
  await userEvent.click(await screen.findByRole('button', { name: button }, PAGE_LOAD));
  return screen.findByRole('dialog', { name: title });
}

/** A dialog's input by the start of its label (the label may end with a required mark). */
export const dialogField = (dialog: HTMLElement, label: string) =>
  within(dialog).getByLabelText(new RegExp(`^${label}`));
