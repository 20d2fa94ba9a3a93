import { describe, expect, it } from 'vitest';
import { unpublishConfirmMessage } from '../openings/texts.ts';
import { MESSAGES } from '../shared/messages.ts';
import { interviewEmailNote, outcomeConfirmMessage } from './texts.ts';

describe('employer dashboard texts', () => {
  it('are part of MESSAGES', () => {
    expect(MESSAGES.jobAlreadyPublished).toBe('This job position is already published.');
    expect(MESSAGES.noApplicationsForOpening).toBe('No applications for this opening yet.');
  });

  it('name who and what a confirmation affects', () => {
    expect(unpublishConfirmMessage('Junior Technician')).toBe(
      'Unpublish "Junior Technician"? Learners will no longer be able to apply. Applications already made are kept.',
    );
    expect(outcomeConfirmMessage('Kiran Persad', 'selected')).toBe(
      'Mark Kiran Persad as Selected for this opening? Kiran Persad will be emailed.',
    );
    expect(outcomeConfirmMessage('Kiran Persad', 'not-selected')).toBe(
      'Mark Kiran Persad as Not selected for this opening? Kiran Persad will be emailed.',
    );
    expect(interviewEmailNote('Kiran Persad')).toBe(
      'Kiran Persad will be emailed the interview date, time and location.',
    );
  });
});
