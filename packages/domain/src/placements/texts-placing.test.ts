import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../shared/messages.ts';
import { completeEarlyNote, placeLearnerIntro } from './texts-placing.ts';

describe('placing and letter screen texts', () => {
  it('fills the place dialog intro and the early completion note', () => {
    expect(placeLearnerIntro(24)).toBe(
      'The learner and the employer are emailed. The placement lasts at most 24 months.',
    );
    expect(completeEarlyNote('30 Jun 2027')).toBe(
      'The placement ends on 30 Jun 2027. To complete it before then, give the reason.',
    );
  });

  it('reaches MESSAGES with one key per text', () => {
    expect(MESSAGES.overallResultLabel).toBe('Overall result');
    expect(MESSAGES.reasonLabel).toBe('Reason');
    expect(MESSAGES.downloadAction).toBe('Download');
    expect(MESSAGES.failedDownloadLetter).toBe('Failed to download the letter. Please try again.');
    expect(MESSAGES.stipendNotKnown).toBe('Not known');
  });
});
