import { describe, expect, it } from 'vitest';
import {
  type AgreementTerms,
  agreementConfirmBy,
  agreementRemindersDue,
  isAgreementOverdue,
  needsNewAgreementVersion,
  orderedDays,
  parseWorkDays,
} from './rules.ts';
import { confirmByText, hoursText, stipendText } from './texts.ts';

const terms: AgreementTerms = {
  learnerName: 'Asha Ramdial',
  employerName: 'Caribbean Steel Ltd',
  positionTitle: 'Welder',
  sectorName: 'Manufacturing',
  siteAddress: '12 Wrightson Road, Port of Spain',
  startDate: '2026-12-01',
  endDate: '2027-11-30',
  hoursPerWeek: 40,
  days: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'],
  stipendLevel: 2,
  monthlyStipendCents: 396_000,
  placementOfficer: 'Kavita Singh',
  pmeOfficer: 'Marcus Lee',
  placementAssistant: 'Nadia Ali',
  conditions: 'The conditions.',
};

describe('agreement due dates', () => {
  it('is due 14 days after the day it was drawn, across a month and a year', () => {
    expect(agreementConfirmBy('2026-11-28')).toBe('2026-12-12');
    expect(agreementConfirmBy('2026-12-25')).toBe('2027-01-08');
    expect(agreementConfirmBy('2028-02-20')).toBe('2028-03-05');
  });

  it('is overdue only the day after its confirm-by day, and never once confirmed', () => {
    expect(isAgreementOverdue('2026-12-12', '2026-12-12', false)).toBe(false);
    expect(isAgreementOverdue('2026-12-12', '2026-12-13', false)).toBe(true);
    expect(isAgreementOverdue('2026-12-12', '2027-03-01', true)).toBe(false);
  });

  it('earns its reminders at 7 and 12 days, none once confirmed', () => {
    expect(agreementRemindersDue('2026-11-28', '2026-12-04', false)).toEqual([]);
    expect(agreementRemindersDue('2026-11-28', '2026-12-05', false)).toEqual([7]);
    expect(agreementRemindersDue('2026-11-28', '2026-12-09', false)).toEqual([7]);
    expect(agreementRemindersDue('2026-11-28', '2026-12-10', false)).toEqual([7, 12]);
    expect(agreementRemindersDue('2026-11-28', '2026-12-20', true)).toEqual([]);
  });

  it('says the due day in words, and overdue in words', () => {
    expect(confirmByText('2026-12-12', false)).toBe('Confirm by 12 Dec 2026');
    expect(confirmByText('2026-12-12', true)).toBe('Overdue: it was due by 12 Dec 2026');
  });
});

describe('agreement versions', () => {
  it('draws the first version when there is none', () => {
    expect(needsNewAgreementVersion(null, terms)).toBe(true);
  });

  it('draws no new version when nothing recorded changed', () => {
    expect(needsNewAgreementVersion(terms, { ...terms })).toBe(false);
  });

  it.each([
    ['the end date', { endDate: '2027-12-31' }],
    ['the start date', { startDate: '2026-12-02' }],
    ['the hours', { hoursPerWeek: 32 }],
    ['the days', { days: ['Mon', 'Tue', 'Wed', 'Thu'] }],
    ['an officer', { placementOfficer: 'Ria Mohammed' }],
    ['the level', { stipendLevel: 3, monthlyStipendCents: 450_000 }],
  ] as const)('draws a new version when %s changes', (_what, change) => {
    expect(needsNewAgreementVersion(terms, { ...terms, ...change } as AgreementTerms)).toBe(true);
  });

  it("keeps the version when only the learner's name or the office's conditions changed", () => {
    expect(needsNewAgreementVersion(terms, { ...terms, learnerName: 'Asha R.' })).toBe(false);
    expect(needsNewAgreementVersion(terms, { ...terms, conditions: 'New conditions.' })).toBe(false);
  });
});

describe('hours and days', () => {
  it('reads stored days back in the week order, leaving unknown names out', () => {
    expect(parseWorkDays('Mon,Tue,Wed,Thu,Fri')).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri']);
    expect(parseWorkDays('Sat, Mon,Xyz')).toEqual(['Mon', 'Sat']);
    expect(orderedDays(['Fri', 'Mon'])).toEqual(['Mon', 'Fri']);
  });

  it('says the hours and days as the agreement reads them', () => {
    expect(hoursText(40, ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'])).toBe('40 hours a week, Monday to Friday');
    expect(hoursText(24, ['Mon', 'Wed', 'Fri'])).toBe('24 hours a week: Monday, Wednesday, Friday');
    expect(hoursText(1, ['Sat'])).toBe('1 hour a week: Saturday');
  });

  it('says the stipend with its level', () => {
    expect(stipendText({ stipendLevel: 2, monthlyStipendCents: 396_000 })).toBe(
      'Level 2, 3,960.00 TTD a month',
    );
    expect(stipendText({ stipendLevel: null, monthlyStipendCents: null })).toBe('Not set yet');
  });
});
