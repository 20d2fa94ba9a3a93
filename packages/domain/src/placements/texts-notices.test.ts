import { describe, expect, it } from 'vitest';
import {
  applicationOutcomeNotice,
  applicationReceivedNotice,
  interviewScheduledNotice,
  learnerPlacedNotice,
} from './texts-notices.ts';

const toLearner = {
  learnerName: 'Ann Baptiste',
  company: 'Acme Ltd',
  jobTitle: 'Clerk',
  applicationsUrl: 'https://ojt.example/learner-dashboard?tab=applications',
};

describe('placement notices', () => {
  it('tells the employer who applied, with the placement type', () => {
    const notice = applicationReceivedNotice({
      company: 'Acme Ltd',
      jobTitle: 'Clerk',
      learnerName: 'Ann Baptiste',
      learnerId: 'L-0001',
      applicationsUrl: 'https://ojt.example/employer-dashboard?tab=applications',
      placementType: 1,
    });
    expect(notice.subject).toBe('New application: Clerk');
    expect(notice.text).toMatch(
      /^Hello Acme Ltd,\n\nAnn Baptiste \(learner ID L-0001\) has applied for Clerk \(placement type: /,
    );
  });

  it('gives an interview in words, in Trinidad and Tobago time, and says when it moved', () => {
    const interview = {
      startsAt: new Date('2026-12-03T13:30:00Z'),
      location: 'Head office',
      message: '',
      rescheduled: false,
    };
    const first = interviewScheduledNotice({ ...toLearner, interview });
    expect(first.subject).toBe('Interview invitation: Clerk');
    expect(first.text).toContain(
      '    When: Thursday 3 December 2026 at 9:30 am (Trinidad and Tobago time)\n',
    );
    const moved = interviewScheduledNotice({ ...toLearner, interview: { ...interview, rescheduled: true } });
    expect(moved.subject).toBe('Your interview for Clerk has moved');
  });

  it('names the outcome in the subject', () => {
    expect(applicationOutcomeNotice({ ...toLearner, selected: true }).subject).toBe(
      'You have been selected: Clerk',
    );
    expect(applicationOutcomeNotice({ ...toLearner, selected: false }).subject).toBe(
      'Update on your application: Clerk',
    );
  });

  it('gives the learner the monthly stipend, or says the office will confirm it', () => {
    const placed = {
      ...toLearner,
      datePlaced: '1 Jan 2027',
      startDate: '4 Jan 2027',
      endDate: '30 Jun 2027',
      placementOfficer: 'P. Officer',
      pmeOfficer: 'M. Officer',
      placementAssistant: 'A. Assistant',
      monthlyStipend: 3000,
      dashboardUrl: 'https://ojt.example/learner-dashboard',
    };
    expect(learnerPlacedNotice(placed).subject).toBe('You have been placed: Clerk');
    expect(learnerPlacedNotice(placed).text).toContain('Your monthly stipend: TTD 3,000.');
    expect(learnerPlacedNotice({ ...placed, monthlyStipend: null }).text).toContain(
      'Your monthly stipend will be confirmed by the programme office.',
    );
  });
});
