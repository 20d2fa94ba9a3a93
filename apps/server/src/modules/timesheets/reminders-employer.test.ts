import { describe, expect, it } from 'vitest';
import { testClock } from '../../test/clock.ts';
import {
  insertTimesheet,
  type PlacedLearner,
  placedLearner,
  placingOffice,
} from '../../test/factories/placed-learners.ts';
import { forgetSetUpMail, reminderRunner } from '../../test/factories/reminder-runs.ts';
import { employerSession, type SignedIn } from '../../test/factories.ts';
import { useTestContext } from '../../test/test-app.ts';

const clock = testClock();
const ctx = useTestContext({ clock });
const runAt = reminderRunner(ctx, clock);

const TIMESHEETS_LINK = 'http://portal.test/employer-dashboard?tab=timesheets';
const MARKED = [{ date: '2026-11-02', am: 'P' as const, pm: 'P' as const, leaveReason: null }];

/** Learners placed with these employers (by the real calls, at the real time), Sept 2026 to June 2027. */
async function placedWith(...placings: [SignedIn, string][]): Promise<PlacedLearner[]> {
  const office = await placingOffice(ctx);
  const placedLearners: PlacedLearner[] = [];
  for (const [employer, firstName] of placings) {
    placedLearners.push(
      await placedLearner(ctx, office, {
        employer,
        start: '2026-09-01',
        end: '2027-06-30',
        learner: { firstName, lastName: 'Baptiste' },
      }),
    );
  }
  await forgetSetUpMail(ctx);
  return placedLearners;
}

const to = (employer: SignedIn) => (mails: { to: string; subject: string; text: string }[]) =>
  mails.filter((m) => m.to.toLowerCase() === employer.email.toLowerCase());

describe('the employer’s reminder while a submitted month waits', () => {
  it('goes each working day from 2 working days before the cut-off day, once a day, until approved', async () => {
    clock.set(new Date());
    const employer = await employerSession(ctx);
    const [nadia] = await placedWith([employer, 'Nadia']);
    await insertTimesheet(ctx, nadia!.placementId, '2026-11', 'Submitted', MARKED);
    const toEmployer = to(employer);

    // The cut-off is 10:00 on Tuesday 1 December: reminders from Friday 27 November.
    expect(await runAt('2026-11-26', '12:00'), 'the working day before').toEqual([]);
    expect(await runAt('2026-11-27', '06:59'), 'before 07:00').toEqual([]);
    const first = await runAt('2026-11-27', '07:00');
    expect(first).toHaveLength(1);
    expect(toEmployer(first)).toHaveLength(1);
    expect(first[0]?.subject).toBe('A month of attendance is waiting for your approval');
    expect(first[0]?.text).toContain(
      '    - Nadia Baptiste, November 2026: approve it by 10:00 am on Tuesday 1 December 2026 for the first pay cycle',
    );
    expect(first[0]?.text).toContain(TIMESHEETS_LINK);
    expect(await runAt('2026-11-27', '07:30'), 'a second run that day').toEqual([]);

    expect(await runAt('2026-11-28', '09:00'), 'Saturday').toEqual([]);
    expect(await runAt('2026-11-29', '09:00'), 'Sunday').toEqual([]);
    // The last working day: the employer is reminded, the learner (Submitted) is not.
    expect(toEmployer(await runAt('2026-11-30', '07:00'))).toHaveLength(1);
    expect(ctx.mail.to(nadia!.learner.email)).toEqual([]);
    expect(toEmployer(await runAt('2026-12-01', '07:00')), 'the cut-off day').toHaveLength(1);
    const late = await runAt('2026-12-02', '07:00');
    expect(toEmployer(late)).toHaveLength(1);
    expect(late[0]?.text).toContain(
      'Nadia Baptiste, November 2026: its cut-off has passed, so it will be paid in the second pay cycle',
    );

    await ctx.db.updateTable('timesheets').set({ status: 'Approved' }).execute();
    expect(await runAt('2026-12-03', '07:00'), 'once approved').toEqual([]);
  });

  it('names every waiting month of an employer in one mail, and each employer gets its own', async () => {
    clock.set(new Date());
    const [first, second] = [await employerSession(ctx), await employerSession(ctx)];
    const [nadia, ravi, shane, tricia] = await placedWith(
      [first, 'Nadia'],
      [first, 'Ravi'],
      [second, 'Shane'],
      [first, 'Tricia'],
    );
    await insertTimesheet(ctx, nadia!.placementId, '2026-11', 'Submitted', MARKED);
    await insertTimesheet(ctx, ravi!.placementId, '2026-10', 'Submitted', MARKED);
    await insertTimesheet(ctx, ravi!.placementId, '2026-11', 'Draft', MARKED);
    await insertTimesheet(ctx, shane!.placementId, '2026-11', 'Submitted', MARKED);
    await insertTimesheet(ctx, tricia!.placementId, '2026-10', 'Approved', MARKED);

    const mails = await runAt('2026-11-27', '07:00');
    expect(mails).toHaveLength(2);
    const [toFirst] = to(first)(mails);
    expect(toFirst?.subject).toBe('Months of attendance are waiting for your approval');
    expect(toFirst?.text).toMatch(/^Hello Asha Ramdass,\n\nThese months of attendance are waiting/);
    expect(toFirst?.text).toContain(
      '    - Ravi Baptiste, October 2026: its cut-off has passed, so it will be paid in the second pay cycle\n' +
        '    - Nadia Baptiste, November 2026: approve it by 10:00 am on Tuesday 1 December 2026',
    );
    expect(toFirst?.text).not.toContain('Tricia');
    const [toSecond] = to(second)(mails);
    expect(toSecond?.text).toContain('Shane Baptiste, November 2026');
    expect(toSecond?.text).not.toContain('Nadia');
  });

  it('names a month submitted after the day’s mail in the next run, not again the months already named', async () => {
    clock.set(new Date());
    const employer = await employerSession(ctx);
    const [nadia, ravi] = await placedWith([employer, 'Nadia'], [employer, 'Ravi']);
    await insertTimesheet(ctx, nadia!.placementId, '2026-11', 'Submitted', MARKED);
    expect(await runAt('2026-12-01', '07:00')).toHaveLength(1);

    // Ravi submits at 09:00 on the cut-off day: his employer hears of it before 10:00.
    await insertTimesheet(ctx, ravi!.placementId, '2026-11', 'Submitted', MARKED);
    const later = await runAt('2026-12-01', '09:30');
    expect(later).toHaveLength(1);
    expect(later[0]?.text).toContain('Ravi Baptiste, November 2026');
    expect(later[0]?.text).not.toContain('Nadia');
    expect(await runAt('2026-12-01', '10:00')).toEqual([]);

    const next = await runAt('2026-12-02', '07:00');
    expect(next).toHaveLength(1);
    expect(next[0]?.text).toContain('Nadia Baptiste, November 2026');
    expect(next[0]?.text).toContain('Ravi Baptiste, November 2026');
  });

  it('sends nothing on a holiday while a month waits', async () => {
    clock.set(new Date());
    const employer = await employerSession(ctx);
    const [nadia] = await placedWith([employer, 'Nadia']);
    await insertTimesheet(ctx, nadia!.placementId, '2026-12', 'Submitted', MARKED);
    // The cut-off day is Monday 4 January 2027: New Year's Day (Friday) and the weekend send nothing.
    expect(await runAt('2026-12-29', '12:00')).toEqual([]);
    expect(await runAt('2026-12-30', '07:00')).toHaveLength(1);
    expect(await runAt('2026-12-31', '07:00')).toHaveLength(1);
    expect(await runAt('2027-01-01', '09:00'), 'New Year’s Day').toEqual([]);
    expect(await runAt('2027-01-02', '09:00'), 'Saturday').toEqual([]);
    expect(await runAt('2027-01-04', '07:00'), 'the cut-off day').toHaveLength(1);
  });
});
