import { describe, expect, it } from 'vitest';
import {
  timesheetCorrectedNotice,
  timesheetReturnedNotice,
  timesheetSubmittedNotice,
} from './texts-notices.ts';

describe('timesheet notices', () => {
  it('tells the supervisor which learner submitted which month, in words, and where to approve it', () => {
    const notice = timesheetSubmittedNotice({
      contactName: 'Asha Ramdass',
      learnerName: 'Kavita Persad',
      learnerId: 'kpersad',
      jobTitle: 'Lab Technician',
      month: '2030-03',
      timesheetsUrl: 'https://ojt.example/employer-dashboard?tab=timesheets',
    });
    expect(notice.subject).toBe('Attendance for March 2030 to approve: Kavita Persad');
    expect(notice.text).toMatch(
      /^Hello Asha Ramdass,\n\nKavita Persad \(learner ID kpersad, Lab Technician\)/,
    );
    expect(notice.text).toContain('https://ojt.example/employer-dashboard?tab=timesheets');
  });

  it('gives the learner the reason a month was returned', () => {
    const notice = timesheetReturnedNotice({
      learnerName: 'Kavita Persad',
      company: 'Acme Ltd',
      month: '2030-12',
      reason: 'The 3rd was a half day.',
      stipendUrl: 'https://ojt.example/learner-dashboard?tab=stipend',
    });
    expect(notice.subject).toBe('Your attendance for December 2030 was returned');
    expect(notice.text).toContain('Acme Ltd has returned your attendance for December 2030.');
    expect(notice.text).toContain('Reason:\nThe 3rd was a half day.\n');
  });

  it('tells the learner and the employer the reason and the new amount of a correction', () => {
    const context = {
      name: 'Kavita Persad',
      learnerName: 'Kavita Persad',
      month: '2030-03',
      reason: 'Sick leave confirmed.',
      amountText: '3,488.57 TTD',
      explanation: '18.5 of 21 working days × 3,960.00 = 3,488.57 TTD',
      url: 'https://ojt.example/learner-dashboard?tab=stipend',
      toLearner: true,
    };
    const toLearner = timesheetCorrectedNotice(context);
    expect(toLearner.subject).toBe('Your attendance for March 2030 was corrected');
    expect(toLearner.text).toContain('corrected your attendance for March 2030');
    expect(toLearner.text).toContain('Reason:\nSick leave confirmed.');
    expect(toLearner.text).toContain('now 3,488.57 TTD (18.5 of 21 working days × 3,960.00 = 3,488.57 TTD)');
    const toEmployer = timesheetCorrectedNotice({ ...context, name: 'Asha Ramdass', toLearner: false });
    expect(toEmployer.subject).toBe('Attendance for March 2030 corrected: Kavita Persad');
    expect(toEmployer.text).toMatch(
      /^Hello Asha Ramdass,\n\n.*the attendance of Kavita Persad for March 2030/,
    );
  });
});
