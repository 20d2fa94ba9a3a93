import { commentReadersNote, MESSAGES } from '@ojt/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  dialogField as field,
  openApplicationDialog,
  seedApplication as seed,
} from '../../testing/application-dialog';

vi.setConfig({ testTimeout: 20_000 });
afterEach(() => vi.unstubAllGlobals());

const openDialog = (button = 'Add comment for Kiran Persad', title = 'Add Comment') =>
  openApplicationDialog(button, title);

describe('Add Comment', () => {
  it("refuses a blank comment with 'Please enter a comment.'", async () => {
    const api = seed();
    const dialog = await openDialog();
    await userEvent.type(field(dialog, 'Comment'), '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Comment' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(MESSAGES.commentRequired);
    expect(api.calls('POST /api/Employer/AddComment')).toHaveLength(0);
  });

  it("adds the comment, then confirms 'Comment Added Successfully!' and the card shows it", async () => {
    const api = seed();
    const dialog = await openDialog();
    await userEvent.type(field(dialog, 'Comment'), '  Good interview. ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Comment' }));

    const added = await screen.findByRole('dialog', { name: 'Comment Added' });
    expect(added).toHaveTextContent(MESSAGES.commentAdded);
    expect(added).toHaveTextContent('Kiran Persad');
    expect(api.calls('POST /api/Employer/AddComment')[0]?.body).toEqual({
      Id: 1,
      comments: 'Good interview.',
      Visibility: 'applicant',
    });
    await userEvent.click(within(added).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const card = screen.getByRole('article', { name: 'Kiran Persad' });
    expect(
      await within(card).findByText('[23 Nov 2026, 1:40 pm] Asha Ramdial: Good interview.'),
    ).toBeInTheDocument();
  });

  it('offers a private note, says who will read each, and keeps the note apart on the card', async () => {
    const api = seed();
    const dialog = await openDialog();
    const choices = within(dialog).getByRole('radiogroup', { name: MESSAGES.commentVisibilityLabel });
    const toApplicant = within(choices).getByRole('radio', { name: MESSAGES.commentToApplicant });
    expect(toApplicant).toBeChecked();
    expect(field(dialog, 'Comment')).toHaveAccessibleDescription(
      expect.stringContaining(commentReadersNote('applicant', 'Kiran Persad')),
    );
    await userEvent.click(within(choices).getByRole('radio', { name: MESSAGES.commentPrivateNote }));
    expect(field(dialog, 'Comment')).toHaveAccessibleDescription(
      expect.stringContaining(
        'Only your company and the programme office will read this note. Kiran Persad will not see it.',
      ),
    );
    await userEvent.type(field(dialog, 'Comment'), 'Keep as a backup.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Comment' }));

    const added = await screen.findByRole('dialog', { name: 'Comment Added' });
    expect(api.calls('POST /api/Employer/AddComment')[0]?.body).toEqual({
      Id: 1,
      comments: 'Keep as a backup.',
      Visibility: 'private',
    });
    await userEvent.click(within(added).getByRole('button', { name: 'OK' }));
    const card = screen.getByRole('article', { name: 'Kiran Persad' });
    const notes = await within(card).findByRole('list', { name: MESSAGES.privateNotesTitle });
    expect(notes).toHaveTextContent('[23 Nov 2026, 1:40 pm] Asha Ramdial: Keep as a backup.');
    expect(within(card).queryByRole('list', { name: MESSAGES.commentsTitle })).not.toBeInTheDocument();
  });

  it("shows 'Network error while adding comment' when nothing answers", async () => {
    const api = seed();
    api.override('POST /api/Employer/AddComment', () => 'network');
    const dialog = await openDialog();
    await userEvent.type(field(dialog, 'Comment'), 'Good interview.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Comment' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(MESSAGES.addCommentNetworkError);
  });
});
