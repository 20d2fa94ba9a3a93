import { afterEach, describe, expect, it } from 'vitest';
import { LEARNER_INITIAL_VALUES } from './learner-form';
import { clearDraft, draftKey, isNeverKept, loadDraft, saveDraft } from './signup-draft';

const KEY = draftKey('learner');
const stored = () => JSON.parse(window.sessionStorage.getItem(KEY) ?? 'null');

afterEach(() => window.sessionStorage.clear());

describe('signup draft', () => {
  it('never keeps identity numbers, dates of birth or passwords, whatever the form calls them', () => {
    for (const field of [
      'passportNo',
      'nationalId',
      'birthCertificateNo',
      'nisno',
      'driverId',
      'driversPermitNo',
      'dob',
      'dateOfBirth',
      'password',
    ]) {
      expect(isNeverKept(field), field).toBe(true);
    }
    for (const field of ['firstName', 'countryOfBirth', 'permanentCity', 'empId', 'isParent']) {
      expect(isNeverKept(field), field).toBe(false);
    }
  });

  it('keeps only the given answers and the step, without the secret ones', () => {
    const values = {
      ...LEARNER_INITIAL_VALUES,
      firstName: 'Keisha',
      dob: '2001-08-15',
      nationalId: '20010815123',
      passportNo: 'TA123456',
      nisno: '1234567',
      employmentStatus: '2',
    };
    saveDraft(KEY, { values, step: 2 }, LEARNER_INITIAL_VALUES);
    expect(stored()).toEqual({ version: 1, step: 2, values: { firstName: 'Keisha', employmentStatus: '2' } });
    expect(window.sessionStorage.getItem(KEY)).not.toMatch(/2001|TA123456|1234567/);
  });

  it('removes the draft when nothing was typed on step 1', () => {
    saveDraft(
      KEY,
      { values: { ...LEARNER_INITIAL_VALUES, firstName: 'K' }, step: 0 },
      LEARNER_INITIAL_VALUES,
    );
    expect(stored()).not.toBeNull();
    saveDraft(KEY, { values: LEARNER_INITIAL_VALUES, step: 0 }, LEARNER_INITIAL_VALUES);
    expect(stored()).toBeNull();
  });

  it('restores over the starting values, ignoring unknown fields, wrong types and secrets', () => {
    window.sessionStorage.setItem(
      KEY,
      JSON.stringify({
        version: 1,
        step: 9,
        values: { firstName: 'Keisha', gone: 'x', disability: 1, nationalId: '20010815123' },
      }),
    );
    expect(loadDraft(KEY, LEARNER_INITIAL_VALUES, 2)).toEqual({
      values: { ...LEARNER_INITIAL_VALUES, firstName: 'Keisha' },
      step: 2,
    });
  });

  it('reads nothing from a draft it cannot understand', () => {
    for (const text of ['{', '"text"', '{"version":0,"step":1,"values":{}}', '{"version":1,"step":1}']) {
      window.sessionStorage.setItem(KEY, text);
      expect(loadDraft(KEY, LEARNER_INITIAL_VALUES, 2), text).toBeNull();
    }
    clearDraft(KEY);
    expect(loadDraft(KEY, LEARNER_INITIAL_VALUES, 2)).toBeNull();
  });
});
