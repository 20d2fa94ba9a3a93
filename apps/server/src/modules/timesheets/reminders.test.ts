import { describe, expect, it } from 'vitest';
import { notify } from '../../notifications/notify.ts';
import { testClock } from '../../test/clock.ts';
import { insertTimesheet, placedLearner, placingOffice } from '../../test/factories/placed-learners.ts';
import { forgetSetUpMail, portOfSpain, reminderRunner } from '../../test/factories/reminder-runs.ts';
import { useTestContext } from '../../test/test-app.ts';
import { sendTimesheetReminders } from './reminders.ts';

const clock = testClock();
const ctx = useTestContext({ clock });
const runAt = reminderRunner(ctx, clock);

const STIPEND_LINK = 'http://portal.test/learner-dashboard?tab=stipend';
const MARKED = [{ date: '2026-11-02', am: 'P' as const, pm: 'P' as const, leaveReason: null }];
const BLANK = [{ date: '2026-11-02', am: null, pm: null, leaveReason: null }];

/** Learners placed (by the real calls, at the real time) from September 2026 to June 2027. */
async function placed(names: string[], start = '2026-09-01') {
  clock.set(new Date());
  const office = await placingOffice(ctx);
  const learners = [];
  for (const firstName of names) {
    learners.push(
      await placedLearner(ctx, office, {
        start,
        end: '2027-06-30',
        learner: { firstName, lastName: 'Mohammed' },
      }),
    );
  }
  await forgetSetUpMail(ctx);
  return learners;
}

const recipients = (mails: { to: string }[]) => mails.map((m) => m.to.toLowerCase()).sort();
const emails = (...people: { learner: { email: string } }[]) =>
  people.map((p) => p.learner.email.toLowerCase()).sort();

describe('the learner’s reminder when nothing is saved (3 working days before the last)', () => {
  it('goes on Wednesday 25 November from 07:00, to those with no record or an empty draft, once', async () => {
    const [none, empty, blank, marked] = await placed(['Nadia', 'Ravi', 'Shane', 'Tricia']);
    await insertTimesheet(ctx, empty!.placementId, '2026-11', 'Draft');
    await insertTimesheet(ctx, blank!.placementId, '2026-11', 'Draft', BLANK);
    await insertTimesheet(ctx, marked!.placementId, '2026-11', 'Draft', MARKED);

    expect(await runAt('2026-11-24', '12:00'), 'the day before').toEqual([]);
    expect(await runAt('2026-11-25', '06:59'), 'before 07:00').toEqual([]);
    const mails = await runAt('2026-11-25', '07:00');
    expect(recipients(mails)).toEqual(emails(none!, empty!, blank!));
    const mail = mails.find((m) => m.to.toLowerCase() === none!.learner.email.toLowerCase());
    expect(mail?.subject).toBe('Your attendance for November 2026');
    expect(mail?.text).toMatch(
      /^Hello Nadia Mohammed,\n\nYou have not recorded any days for November 2026 yet/,
    );
    expect(mail?.text).toContain('from its last working day, Monday 30 November 2026');
    expect(mail?.text).toContain(STIPEND_LINK);

    expect(await runAt('2026-11-25', '07:30'), 'a second run that day').toEqual([]);
    expect(await runAt('2026-11-25', '21:00'), 'a third run that day').toEqual([]);
    const rows = await ctx.db.selectFrom('timesheet_reminders').selectAll().execute();
    expect(rows).toHaveLength(3);
    expect(
      rows.every((r) => r.kind === 'nothing-saved' && r.day === '2026-11-25' && r.month === '2026-11'),
    ).toBe(true);
  });
});

describe('the learner’s reminder when the month is not submitted (its last working day)', () => {
  it('goes on Monday 30 November for no record, a Draft or a Returned month; a Submitted or Approved one stops it', async () => {
    const [none, draft, returned, submitted, approved] = await placed([
      'Nadia',
      'Ravi',
      'Shane',
      'Tricia',
      'Ulric',
    ]);
    await insertTimesheet(ctx, draft!.placementId, '2026-11', 'Draft', MARKED);
    await insertTimesheet(ctx, returned!.placementId, '2026-11', 'Returned', MARKED);
    await insertTimesheet(ctx, submitted!.placementId, '2026-11', 'Submitted', MARKED);
    await insertTimesheet(ctx, approved!.placementId, '2026-11', 'Approved', MARKED);
    const learners = emails(none!, draft!, returned!, submitted!, approved!);
    const toLearners = <M extends { to: string }>(mails: M[]) =>
      mails.filter((m) => learners.includes(m.to.toLowerCase()));

    expect(toLearners(await runAt('2026-11-27', '12:00')), 'the working day before').toEqual([]);
    expect(await runAt('2026-11-30', '06:59'), 'before 07:00').toEqual([]);
    const mails = toLearners(await runAt('2026-11-30', '07:00'));
    expect(recipients(mails)).toEqual(emails(none!, draft!, returned!));
    expect(mails[0]?.subject).toBe('Please submit your attendance for November 2026');
    expect(mails[0]?.text).toContain('Today is the last working day of November 2026');
    expect(mails[0]?.text).toContain('by 10:00 am on Tuesday 1 December 2026 is paid in the first pay cycle');
    expect(mails[0]?.text).toContain(STIPEND_LINK);

    expect(toLearners(await runAt('2026-11-30', '16:30')), 'a second run that day').toEqual([]);
  });

  it('follows a holiday that moves the last working day, and sends nothing on the holiday', async () => {
    const [learner] = await placed(['Nadia'], '2026-06-01');
    // Independence Day, Monday 31 August 2026 (seeded): the last working day is Friday 28 August.
    expect(await runAt('2026-08-31', '09:00'), 'on the holiday').toEqual([]);
    const august = await runAt('2026-08-28', '07:00');
    expect(recipients(august)).toEqual(emails(learner!));
    expect(august[0]?.subject).toBe('Please submit your attendance for August 2026');

    // The office adds a holiday on Monday 30 November: Friday 27 becomes the last working day, and
    // the nothing-saved reminder moves from Wednesday 25 to Tuesday 24.
    await ctx.db
      .insertInto('holidays')
      .values({ date: '2026-11-30', name: 'National Day of Mourning' })
      .execute();
    expect(await runAt('2026-11-25', '08:00')).toEqual([]);
    expect((await runAt('2026-11-24', '08:00'))[0]?.subject).toBe('Your attendance for November 2026');
    expect(await runAt('2026-11-30', '08:00'), 'on the new holiday').toEqual([]);
    const last = await runAt('2026-11-27', '07:00');
    expect(last.map((m) => m.subject)).toEqual(['Please submit your attendance for November 2026']);
    expect(last[0]?.text).toContain('by 10:00 am on Tuesday 1 December 2026');
  });
});

describe('two runs at once (two portal instances)', () => {
  it('send each reminder once', async () => {
    const [none, submitted] = await placed(['Nadia', 'Ravi']);
    await insertTimesheet(ctx, submitted!.placementId, '2026-11', 'Submitted', MARKED);
    clock.set(portOfSpain('2026-11-30', '07:00'));
    const deps = { db: ctx.db, publicUrl: ctx.config.publicUrl, clock, notify };
    const runs = await Promise.all([1, 2, 3].map(() => sendTimesheetReminders(deps)));
    expect(runs.reduce((sum, run) => sum + run.learners, 0)).toBe(1);
    expect(runs.reduce((sum, run) => sum + run.employers, 0)).toBe(1);
    await ctx.app.outbox.drain();
    expect(ctx.mail.to(none!.learner.email)).toHaveLength(1);
    expect(ctx.mail.to(submitted!.employer.email)).toHaveLength(1);
    expect(ctx.mail.sent).toHaveLength(2);
  });
});
