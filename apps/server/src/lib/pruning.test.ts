import { describe, expect, it } from 'vitest';
import { enqueueMail } from '../mail/outbox.ts';
import { userIdOf } from '../test/factories/payments.ts';
import { placedLearner, placingOffice } from '../test/factories/placed-learners.ts';
import { bearer, contactMessage, createAdmin, createLearner, signIn } from '../test/factories.ts';
import { useTestContext } from '../test/test-app.ts';
import { pruneExpired } from './pruning.ts';
import { countRateLimitHit } from './rate-limit-repository.ts';

const ctx = useTestContext();

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** The session id a token names. */
const sessionOf = (token: string): string =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sid;

const me = (token: string) => ctx.app.inject({ method: 'GET', url: '/api/Login/me', headers: bearer(token) });

describe('pruneExpired', () => {
  it('deletes rate-limit counters whose window started over a day ago, and keeps the others', async () => {
    const now = new Date();
    for (const key of ['test:live', 'test:two-hours', 'test:dead']) await countRateLimitHit(ctx.db, key, 900);
    const started = { 'test:two-hours': 2 * HOUR, 'test:dead': DAY + HOUR };
    for (const [key, ago] of Object.entries(started)) {
      await ctx.db
        .updateTable('rate_limits')
        .set({ window_started_at: new Date(now.getTime() - ago) })
        .where('key', '=', key)
        .execute();
    }

    expect((await pruneExpired(ctx.db, now)).rateLimits).toBe(1);

    const keys = (await ctx.db.selectFrom('rate_limits').select('key').execute()).map((r) => r.key);
    expect(keys).toContain('test:live');
    expect(keys).toContain('test:two-hours');
    expect(keys).not.toContain('test:dead');
  });

  it('deletes sessions that expired, were revoked or went idle over a day ago; a live session still works', async () => {
    const admin = await createAdmin(ctx);
    const tokens = {
      expiredLongAgo: await signIn(ctx, admin.username, admin.password),
      revokedLongAgo: await signIn(ctx, admin.username, admin.password),
      expiredRecently: await signIn(ctx, admin.username, admin.password),
      revokedRecently: await signIn(ctx, admin.username, admin.password),
      idleLongAgo: await signIn(ctx, admin.username, admin.password),
      idleRecently: await signIn(ctx, admin.username, admin.password),
    };
    const now = new Date();
    const ago = (ms: number) => new Date(now.getTime() - ms);
    const ended = {
      expiredLongAgo: { expires_at: ago(DAY + HOUR) },
      revokedLongAgo: { revoked_at: ago(DAY + HOUR) },
      expiredRecently: { expires_at: ago(HOUR) },
      revokedRecently: { revoked_at: ago(HOUR) },
      // An admin session ends 30 minutes after its last request.
      idleLongAgo: { last_seen_at: ago(DAY + HOUR) },
      idleRecently: { last_seen_at: ago(HOUR) },
    };
    for (const [name, change] of Object.entries(ended)) {
      const id = sessionOf(tokens[name as keyof typeof tokens]);
      await ctx.db.updateTable('sessions').set(change).where('id', '=', id).execute();
    }

    expect((await pruneExpired(ctx.db, now)).sessions).toBe(3);

    const ids = (await ctx.db.selectFrom('sessions').select('id').execute()).map((r) => r.id);
    expect(ids.sort()).toEqual(
      [admin.token, tokens.expiredRecently, tokens.revokedRecently, tokens.idleRecently]
        .map(sessionOf)
        .sort(),
    );
    const res = await me(admin.token);
    expect(res.statusCode, res.body).toBe(200);
  });

  it('deletes email verifications used or expired over a day ago, and keeps live and recently ended ones', async () => {
    const learners = {
      usedLongAgo: await createLearner(ctx),
      expiredLongAgo: await createLearner(ctx),
      usedRecently: await createLearner(ctx),
      expiredRecently: await createLearner(ctx),
      live: await createLearner(ctx),
    };
    const now = new Date();
    const ago = (ms: number) => new Date(now.getTime() - ms);
    const ended = {
      usedLongAgo: { consumed_at: ago(DAY + HOUR) },
      expiredLongAgo: { link_expires_at: ago(DAY + HOUR), code_expires_at: ago(8 * DAY) },
      usedRecently: { consumed_at: ago(HOUR) },
      expiredRecently: { link_expires_at: ago(HOUR), code_expires_at: ago(7 * DAY) },
    };
    for (const [name, change] of Object.entries(ended)) {
      const { email } = learners[name as keyof typeof learners];
      const { numUpdatedRows } = await ctx.db
        .updateTable('email_verifications')
        .set(change)
        .where('email', '=', email.toLowerCase())
        .executeTakeFirst();
      expect(Number(numUpdatedRows), `the sign-up verification of ${name}`).toBe(1);
    }

    expect((await pruneExpired(ctx.db, now)).verifications).toBe(2);

    const left = (await ctx.db.selectFrom('email_verifications').select('email').execute()).map(
      (r) => r.email,
    );
    const emailsOf = (...names: (keyof typeof learners)[]) =>
      names.map((name) => learners[name].email.toLowerCase()).sort();
    expect(left.sort()).toEqual(emailsOf('usedRecently', 'expiredRecently', 'live'));
  });

  it('deletes mail delivered over 30 days ago, and never a row of mail that is still queued or failed', async () => {
    for (const to of ['old@example.com', 'recent@example.com']) {
      await enqueueMail(ctx.db, { to, toUserId: null, subject: 'Delivered', text: 'Hello.' });
    }
    expect(await ctx.app.outbox.drain()).toBe(2);
    for (const to of ['queued@example.com', 'failed@example.com']) {
      await enqueueMail(ctx.db, { to, toUserId: null, subject: 'Not delivered', text: 'Hello.' });
    }
    const now = new Date();
    const ago = (ms: number) => new Date(now.getTime() - ms);
    const rows = {
      'old@example.com': { sent_at: ago(31 * DAY), created_at: ago(31 * DAY) },
      'recent@example.com': { sent_at: ago(29 * DAY), created_at: ago(29 * DAY) },
      'queued@example.com': { created_at: ago(40 * DAY), next_attempt_at: new Date(now.getTime() + HOUR) },
      'failed@example.com': { created_at: ago(40 * DAY), status: 'failed' as const },
    };
    for (const [to, change] of Object.entries(rows)) {
      await ctx.db.updateTable('outbox').set(change).where('recipient', '=', to).execute();
    }

    expect((await pruneExpired(ctx.db, now)).sentMail).toBe(1);

    const left = (await ctx.db.selectFrom('outbox').select('recipient').execute()).map((r) => r.recipient);
    expect(left.sort()).toEqual(['failed@example.com', 'queued@example.com', 'recent@example.com']);
  });

  it('clears the bodies of mail that failed over 30 days ago; the Overview still counts it and the learner still sees its subject', async () => {
    const admin = await createAdmin(ctx);
    const learner = await createLearner(ctx, { status: 'approved', admin });
    const { id: learnerId } = await ctx.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', learner.username)
      .executeTakeFirstOrThrow();
    const contact = contactMessage('sender@example.com');
    expect((await ctx.app.inject({ method: 'POST', url: '/api/Contact', payload: contact })).statusCode).toBe(
      201,
    );
    const secret = { html: '<p>Your code is 482913</p>', consoleNote: 'code 482913' };
    for (const subject of ['Your code (old)', 'Your code (recent)']) {
      await enqueueMail(ctx.db, {
        to: learner.email,
        toUserId: learnerId,
        subject,
        text: 'Your code is 482913.',
        ...secret,
        attachments: [{ filename: 'a.ics', contentType: 'text/calendar', content: 'BEGIN:VCALENDAR' }],
      });
    }
    const now = new Date();
    const ago = (days: number) => new Date(now.getTime() - days * DAY);
    const failed = (created: Date) => ({ status: 'failed' as const, created_at: created });
    await ctx.db
      .updateTable('outbox')
      .set(failed(ago(31)))
      .where('recipient_user_id', 'is', null)
      .execute();
    await ctx.db
      .updateTable('outbox')
      .set(failed(ago(31)))
      .where('subject', '=', 'Your code (old)')
      .execute();
    await ctx.db
      .updateTable('outbox')
      .set(failed(ago(29)))
      .where('subject', '=', 'Your code (recent)')
      .execute();
    const stats = async () =>
      (await ctx.app.inject({ method: 'GET', url: '/api/Admin/Stats', headers: bearer(admin.token) })).json()
        .failedMail;

    expect((await pruneExpired(ctx.db, now)).failedMailBodies).toBe(2);

    const rows = await ctx.db
      .selectFrom('outbox')
      .select(['subject', 'text_body', 'html_body', 'console_note', 'attachments', 'recipient_user_id'])
      .where('status', '=', 'failed')
      .orderBy('id')
      .execute();
    const cleared = { text_body: '', html_body: null, console_note: null, attachments: null };
    expect(rows).toEqual([
      { ...cleared, subject: '', recipient_user_id: null },
      { ...cleared, subject: 'Your code (old)', recipient_user_id: learnerId },
      expect.objectContaining({ subject: 'Your code (recent)', text_body: 'Your code is 482913.' }),
    ]);
    expect(JSON.stringify(rows)).not.toContain(contact.email);
    expect(JSON.stringify(rows)).not.toContain(contact.message);
    expect(await stats()).toBe(3);
    const myData = await ctx.app.inject({
      method: 'GET',
      url: '/api/Learner/MyData',
      headers: bearer(learner.token!),
    });
    expect(myData.statusCode, myData.body).toBe(200);
    const subjects = (myData.json().emails as { subject: string; status: string }[])
      .filter((mail) => mail.status === 'failed')
      .map((mail) => mail.subject);
    expect(subjects.sort()).toEqual(['Your code (old)', 'Your code (recent)']);
    expect((await pruneExpired(ctx.db, now)).failedMailBodies).toBe(0);
  });

  it('deletes verification links used or expired over 30 days ago, and keeps the others', async () => {
    const learners = {
      usedLongAgo: await createLearner(ctx),
      expiredLongAgo: await createLearner(ctx),
      usedRecently: await createLearner(ctx),
      expiredRecently: await createLearner(ctx),
      live: await createLearner(ctx),
    };
    const now = new Date();
    const ago = (ms: number) => new Date(now.getTime() - ms);
    const ended = {
      usedLongAgo: { used_at: ago(31 * DAY) },
      expiredLongAgo: { expires_at: ago(31 * DAY) },
      usedRecently: { used_at: ago(29 * DAY) },
      expiredRecently: { expires_at: ago(29 * DAY) },
    };
    for (const [name, change] of Object.entries(ended)) {
      const { email } = learners[name as keyof typeof learners];
      await ctx.db
        .updateTable('verification_links')
        .set(change)
        .where('email', '=', email.toLowerCase())
        .execute();
    }

    expect((await pruneExpired(ctx.db, now)).verificationLinks).toBe(2);

    const left = (await ctx.db.selectFrom('verification_links').select('email').execute()).map(
      (r) => r.email,
    );
    expect(left.sort()).toEqual(
      [learners.usedRecently, learners.expiredRecently, learners.live]
        .map((l) => l.email.toLowerCase())
        .sort(),
    );
  });

  it('deletes contact messages 30 days after they were sent (and mailed to support)', async () => {
    const send = (email: string) =>
      ctx.app.inject({ method: 'POST', url: '/api/Contact', payload: contactMessage(email) });
    for (const email of ['old@example.com', 'recent@example.com'])
      expect((await send(email)).statusCode).toBe(201);
    await ctx.db
      .updateTable('contact_messages')
      .set({ created_at: new Date(Date.now() - 31 * DAY) })
      .where('email', '=', 'old@example.com')
      .execute();

    expect((await pruneExpired(ctx.db, new Date())).contactMessages).toBe(1);
    const left = await ctx.db.selectFrom('contact_messages').select('email').execute();
    expect(left).toEqual([{ email: 'recent@example.com' }]);
    expect((await pruneExpired(ctx.db, new Date(Date.now() + 31 * DAY))).contactMessages).toBe(1);
  });

  it('deletes the records of attendance reminders sent over 90 days ago, and keeps the recent ones', async () => {
    const office = await placingOffice(ctx);
    const placed = await placedLearner(ctx, office, { start: '2026-01-05', end: '2026-12-31' });
    const learnerUserId = await userIdOf(ctx, placed.learner);
    const reminder = (day: string, sentAt: Date) => ({
      kind: 'not-submitted' as const,
      day,
      month: day.slice(0, 7),
      placement_id: placed.placementId,
      recipient_user_id: learnerUserId,
      sent_at: sentAt,
    });
    await ctx.db
      .insertInto('timesheet_reminders')
      .values([
        reminder('2026-03-27', new Date(Date.now() - 91 * DAY)),
        reminder('2026-10-27', new Date(Date.now() - 10 * DAY)),
      ])
      .execute();
    expect((await pruneExpired(ctx.db, new Date())).timesheetReminders).toBe(1);
    const left = await ctx.db.selectFrom('timesheet_reminders').select('day').execute();
    expect(left.map((row) => String(row.day).slice(0, 10))).toEqual(['2026-10-27']);
  });

  it('answers the counts of each kind, and nothing the second time', async () => {
    const now = new Date();
    const longAgo = new Date(now.getTime() - 40 * DAY);
    await countRateLimitHit(ctx.db, 'test:dead', 900);
    await ctx.db.updateTable('rate_limits').set({ window_started_at: longAgo }).execute();
    const admin = await createAdmin(ctx);
    await ctx.db.updateTable('sessions').set({ revoked_at: longAgo }).execute();
    await createLearner(ctx);
    await ctx.db.updateTable('email_verifications').set({ consumed_at: longAgo }).execute();
    await ctx.db.updateTable('verification_links').set({ used_at: longAgo }).execute();
    await ctx.app.inject({ method: 'POST', url: '/api/Contact', payload: contactMessage() });
    await ctx.db.updateTable('contact_messages').set({ created_at: longAgo }).execute();
    await ctx.app.outbox.drain();
    await ctx.db.updateTable('outbox').set({ sent_at: longAgo }).execute();
    const mails = (await ctx.db.selectFrom('outbox').select('id').execute()).length;

    expect(await pruneExpired(ctx.db, now)).toEqual({
      rateLimits: 1,
      sessions: 1,
      verifications: 1,
      withdrawalCodes: 0,
      sentMail: mails,
      failedMailBodies: 0,
      verificationLinks: 1,
      contactMessages: 1,
      timesheetReminders: 0,
      unverifiedSignups: 0,
      rejectedSignups: 0,
      reservedUsernames: 0,
    });
    expect(await pruneExpired(ctx.db, now)).toEqual({
      rateLimits: 0,
      sessions: 0,
      verifications: 0,
      withdrawalCodes: 0,
      sentMail: 0,
      failedMailBodies: 0,
      verificationLinks: 0,
      contactMessages: 0,
      timesheetReminders: 0,
      unverifiedSignups: 0,
      rejectedSignups: 0,
      reservedUsernames: 0,
    });
    expect((await me(admin.token)).statusCode).toBe(401);
  });
});
