import type { PartyReview } from '@ojt/domain';
import { MESSAGES } from '@ojt/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

vi.setConfig({ testTimeout: 30_000 });

import { ApiError } from '../../../../lib/api-client';
import { renderInApp } from '../../../../test/render-app';
import { ReviewForm } from './review-form';

const review: PartyReview = {
  reviewId: 7,
  placementId: 3,
  seq: 1,
  dueDate: '2030-02-04',
  scheduledAt: null,
  where: null,
  status: 'due',
  learnerDone: false,
  employerDone: false,
  learnerPart: null,
  employerPart: null,
  mustFill: true,
  canFill: true,
  actions: null,
  signedOffAt: null,
};

describe("the learner's review form", () => {
  it('asks for a rating before sending, then sends the rating and what would help', async () => {
    const onSave = vi.fn().mockResolvedValue({});
    renderInApp(<ReviewForm review={review} onSave={onSave} />);
    const user = userEvent.setup();
    await screen.findByRole('button', { name: MESSAGES.reviewSavePart }, { timeout: 15_000 });
    await user.click(screen.getByRole('button', { name: MESSAGES.reviewSavePart }));
    expect(await screen.findByText(MESSAGES.reviewRatingInvalid)).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
    await user.click(screen.getByRole('radio', { name: '4 of 5' }));
    await user.type(screen.getByRole('textbox', { name: MESSAGES.reviewWhatWouldHelpLabel }), ' A mentor ');
    await user.click(screen.getByRole('button', { name: MESSAGES.reviewSavePart }));
    expect(onSave).toHaveBeenCalledWith({ reviewId: 7, rating: 4, whatWouldHelp: 'A mentor' });
    expect(await screen.findByText(MESSAGES.reviewInputSaved)).toBeInTheDocument();
  });

  it("shows a refused save in the server's words, and the house's text for any other failure", async () => {
    const onSave = vi
      .fn()
      .mockRejectedValueOnce(new ApiError(409, 'CONFLICT', MESSAGES.reviewSignedOff))
      .mockRejectedValueOnce(new TypeError('boom'));
    renderInApp(<ReviewForm review={review} onSave={onSave} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: '3 of 5' }, { timeout: 15_000 }));
    await user.click(screen.getByRole('button', { name: MESSAGES.reviewSavePart }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.reviewSignedOff);
    await user.click(screen.getByRole('button', { name: MESSAGES.reviewSavePart }));
    expect(await screen.findByText(MESSAGES.reviewSaveFailed)).toBeInTheDocument();
    expect(screen.queryByText('boom')).not.toBeInTheDocument();
  });

  it('shows a signed-off review read-only', async () => {
    const part = { rating: 5, whatWouldHelp: 'Nothing', at: '2030-02-01T13:00:00.000Z' };
    renderInApp(<ReviewForm review={{ ...review, canFill: false, learnerPart: part }} onSave={vi.fn()} />);
    await screen.findByRole('radio', { name: '5 of 5' }, { timeout: 15_000 });
    expect(screen.queryByRole('button', { name: MESSAGES.reviewSavePart })).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '5 of 5' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '5 of 5' })).toBeDisabled();
  });
});
