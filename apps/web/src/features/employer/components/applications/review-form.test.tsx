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
  reviewId: 9,
  placementId: 3,
  seq: 2,
  dueDate: '2030-04-01',
  scheduledAt: null,
  where: null,
  status: 'due',
  learnerDone: true,
  employerDone: false,
  learnerPart: null,
  employerPart: null,
  mustFill: true,
  canFill: true,
  actions: null,
  signedOffAt: null,
};

describe("the supervisor's review form", () => {
  it('names each missing score, then sends the four scores and the remarks', async () => {
    const onSave = vi.fn().mockResolvedValue({});
    renderInApp(<ReviewForm review={review} onSave={onSave} />);
    const user = userEvent.setup();
    await screen.findByRole('button', { name: MESSAGES.reviewSavePart }, { timeout: 15_000 });
    await user.click(screen.getByRole('radio', { name: 'Attendance 5 of 5' }));
    await user.click(screen.getByRole('button', { name: MESSAGES.reviewSavePart }));
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByText(/Punctuality must be/)).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Punctuality 4 of 5' }));
    await user.click(screen.getByRole('radio', { name: 'Quality of work 3 of 5' }));
    await user.click(screen.getByRole('radio', { name: 'Teamwork 2 of 5' }));
    await user.type(screen.getByRole('textbox', { name: MESSAGES.reviewRemarksLabel }), 'Keen');
    await user.click(screen.getByRole('button', { name: MESSAGES.reviewSavePart }));
    expect(onSave).toHaveBeenCalledWith({
      reviewId: 9,
      attendance: 5,
      punctuality: 4,
      quality: 3,
      teamwork: 2,
      remarks: 'Keen',
    });
    expect(await screen.findByText(MESSAGES.reviewInputSaved)).toBeInTheDocument();
  });

  it("shows a refused save in the server's words, and the house's text for any other failure", async () => {
    const onSave = vi
      .fn()
      .mockRejectedValueOnce(new ApiError(409, 'CONFLICT', MESSAGES.reviewSignedOff))
      .mockRejectedValueOnce(new ApiError(500, 'INTERNAL', 'stack trace'));
    const part = {
      attendance: 4,
      punctuality: 4,
      quality: 4,
      teamwork: 4,
      remarks: '',
      at: '2030-03-30T12:00:00.000Z',
    };
    renderInApp(<ReviewForm review={{ ...review, employerPart: part }} onSave={onSave} />);
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: MESSAGES.reviewSavePart }, { timeout: 15_000 }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.reviewSignedOff);
    await user.click(screen.getByRole('button', { name: MESSAGES.reviewSavePart }));
    expect(await screen.findByText(MESSAGES.reviewSaveFailed)).toBeInTheDocument();
    expect(screen.queryByText('stack trace')).not.toBeInTheDocument();
  });
});
