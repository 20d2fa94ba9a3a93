import { describe, expect, it } from 'vitest';
import { matchQualifications, unmetRequirements } from './rules-match.ts';
import { mayNotMeetMessage } from './texts.ts';

const req = (qualificationType: string, certificateName: string) => ({ qualificationType, certificateName });

describe('matchQualifications', () => {
  it('scores the share of requirements met and names the best qualification', () => {
    const requirements = [req('CVQ', 'IT Support Level 2'), req('CXC', 'Mathematics')];
    expect(matchQualifications(requirements, [req('CVQ', 'IT Support')])).toEqual({
      score: 50,
      reason: 'Matches your CVQ in IT Support',
    });
    expect(
      matchQualifications(requirements, [req('cvq', 'it-support level 2'), req('CXC', 'Mathematics')]),
    ).toEqual({
      score: 100,
      reason: 'Matches your cvq in it-support level 2',
    });
  });

  it('counts the right type in another subject a quarter, and says only the type', () => {
    expect(matchQualifications([req('CVQ', 'Welding')], [req('CVQ', 'Cosmetology')])).toEqual({
      score: 25,
      reason: 'Matches your CVQ',
    });
  });

  it('answers null when nothing matches, or either side is empty', () => {
    expect(matchQualifications([req('NVQ', 'Plumbing')], [req('CVQ', 'Plumbing')])).toBeNull();
    expect(matchQualifications([], [req('CVQ', 'IT')])).toBeNull();
    expect(matchQualifications([req('CVQ', 'IT')], [])).toBeNull();
    // Words, not letters: 'IT' is not found inside 'Fitting'.
    expect(matchQualifications([req('CVQ', 'Pipe Fitting')], [req('CVQ', 'IT')])?.score).toBe(25);
  });
});

describe('unmetRequirements and the card sentence', () => {
  const cvq = { qualificationType: 'CVQ', certificateName: 'Welding Level 2' };
  const maths = { qualificationType: 'CSEC', certificateName: 'Mathematics' };

  it('lists what is not met in type and subject, in order; a type in another subject does not meet', () => {
    const held = [{ qualificationType: 'cvq', certificateName: 'welding level 2' }];
    expect(unmetRequirements([cvq, maths], held)).toEqual([maths]);
    expect(unmetRequirements([cvq], [{ qualificationType: 'CVQ', certificateName: 'Plumbing' }])).toEqual([
      cvq,
    ]);
    expect(unmetRequirements([], held)).toEqual([]);
    expect(unmetRequirements([cvq, maths], [])).toEqual([cvq, maths]);
  });

  it('says which in plain words', () => {
    expect(mayNotMeetMessage([cvq, maths])).toBe(
      'You may not meet: CVQ in Welding Level 2; CSEC in Mathematics',
    );
  });
});
