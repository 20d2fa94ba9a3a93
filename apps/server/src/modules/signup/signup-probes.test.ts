import { describe, expect, it, vi } from 'vitest';
import { pruneExpired } from '../../lib/pruning.ts';
import {
  createEmployer,
  createLearner,
  validEmployerSignup,
  validLearnerSignup,
} from '../../test/factories.ts';
import { useTestContext } from '../../test/test-app.ts';
import { workBeforeAnswer } from '../../test/work-before-answer.ts';
import { createAdmin } from '../admin/admin-accounts.ts';

// What a stranger could learn about an address from sign-ups: nothing from the username the answer
// names, nothing from how long the answer takes (spec: the answer is alike for a known address).
const ctx = useTestContext();

const EMPLOYER_URL = '/api/Signup/SignupAsEmployer';
const LEARNER_URL = '/api/Signup/SignUpAsLearner';
const EMPLOYER_ID_TAKEN = 'An employer with this Employer ID is already registered.';
const DAY = 24 * 60 * 60 * 1000;
const post = (url: string, payload: unknown) =>
  ctx.app.inject({ method: 'POST', url, payload: payload as object });

/** Signs a learner up with `email`; then asks for an employer account with the answered username. */
async function learnerProbe(email: string) {
  const learner = await post(LEARNER_URL, validLearnerSignup({ emailPersonal: email }));
  expect(learner.statusCode).toBe(201);
  const empId = learner.json().data.learnerId as string;
  return post(EMPLOYER_URL, validEmployerSignup({ empId }));
}

/** Signs an employer up with `email` and Employer ID `empId`; then again with that ID and a fresh email. */
async function employerProbe(email: string, empId: string) {
  expect((await post(EMPLOYER_URL, validEmployerSignup({ empId, empEmail: email }))).statusCode).toBe(201);
  return post(EMPLOYER_URL, validEmployerSignup({ empId }));
}

describe('sign-up: the username does not tell a known address', () => {
  it('holds the username a learner sign-up answered alike for a known and a new address', async () => {
    const owner = await createLearner(ctx);
    const known = await learnerProbe(owner.email);
    const fresh = await learnerProbe('someone.new@example.com');
    expect(known.statusCode).toBe(409);
    expect(known.json()).toEqual({ success: false, code: 'CONFLICT', error: EMPLOYER_ID_TAKEN });
    expect(fresh.json()).toEqual(known.json());
  });

  it('holds the Employer ID of an employer sign-up alike for a known and a new company email', async () => {
    const owner = await createEmployer(ctx);
    const known = await employerProbe(owner.email, 'PROBE-KNOWN');
    const fresh = await employerProbe('hr@new-company.tt', 'PROBE-NEW');
    expect(known.statusCode).toBe(409);
    expect(known.json()).toEqual({ success: false, code: 'CONFLICT', error: EMPLOYER_ID_TAKEN });
    expect(fresh.json()).toEqual(known.json());
    await ctx.app.outbox.drain();
    const usernames = await ctx.db.selectFrom('users').select('username').orderBy('id').execute();
    expect(usernames.map((u) => u.username)).toEqual([owner.username, 'PROBE-NEW']);
  });

  it('refuses a held username to a new admin as it refuses an account’s', async () => {
    const owner = await createEmployer(ctx);
    expect(
      (await post(EMPLOYER_URL, validEmployerSignup({ empId: 'ops', empEmail: owner.email }))).statusCode,
    ).toBe(201);
    await expect(createAdmin(ctx.db, { username: 'OPS', email: 'ops@ojt.gov.tt' })).rejects.toThrow(
      /already taken/,
    );
  });

  it('frees a held username when an unverified sign-up of that day would be deleted', async () => {
    const owner = await createEmployer(ctx);
    expect(
      (await post(EMPLOYER_URL, validEmployerSignup({ empId: 'HELD', empEmail: owner.email }))).statusCode,
    ).toBe(201);
    await ctx.app.outbox.drain();
    expect((await pruneExpired(ctx.db, new Date(Date.now() + 29 * DAY))).reservedUsernames).toBe(0);
    expect((await post(EMPLOYER_URL, validEmployerSignup({ empId: 'held' }))).statusCode).toBe(409);
    expect((await pruneExpired(ctx.db, new Date(Date.now() + 31 * DAY))).reservedUsernames).toBe(1);
    expect((await post(EMPLOYER_URL, validEmployerSignup({ empId: 'held' }))).statusCode).toBe(201);
  });
});

describe('sign-up: the work before the answer does not tell a known address', () => {
  it('runs the same SQL for a known and a new learner address, then mails the owner or the applicant', async () => {
    const owner = await createLearner(ctx);
    await ctx.app.outbox.drain();
    const before = ctx.mail.sent.length;
    const known = await workBeforeAnswer(ctx, () =>
      post(LEARNER_URL, validLearnerSignup({ emailPersonal: owner.email })),
    );
    const fresh = await workBeforeAnswer(ctx, () =>
      post(LEARNER_URL, validLearnerSignup({ emailPersonal: 'new.learner@example.com' })),
    );
    expect(known.answer.statusCode).toBe(201);
    expect(fresh.answer.statusCode).toBe(201);
    expect(known.statements).toEqual(fresh.statements);
    expect(await ctx.db.selectFrom('learners').select('email_personal').execute()).toHaveLength(1);

    await known.release();
    await fresh.release();
    const mails = ctx.mail.sent.slice(before).map((m) => [m.to, m.subject]);
    expect(mails).toEqual([
      [owner.email, 'Someone tried to sign up with your email address'],
      ['new.learner@example.com', 'Verify your email for the OJT Portal'],
    ]);
    expect(await ctx.db.selectFrom('learners').select('email_personal').execute()).toHaveLength(2);
  });

  it('runs the same SQL for a known and a new company email, then mails the owner or the applicant', async () => {
    const owner = await createEmployer(ctx);
    await ctx.app.outbox.drain();
    const before = ctx.mail.sent.length;
    const known = await workBeforeAnswer(ctx, () =>
      post(EMPLOYER_URL, validEmployerSignup({ empEmail: owner.email })),
    );
    const fresh = await workBeforeAnswer(ctx, () =>
      post(EMPLOYER_URL, validEmployerSignup({ empEmail: 'hr@fresh-company.tt' })),
    );
    expect(known.answer.json()).toEqual(fresh.answer.json());
    expect(known.statements).toEqual(fresh.statements);

    await known.release();
    await fresh.release();
    const mails = ctx.mail.sent.slice(before).map((m) => [m.to, m.subject]);
    expect(mails).toEqual([
      [owner.email.toLowerCase(), 'Someone tried to sign up with your email address'],
      ['hr@fresh-company.tt', 'Verify your email for the OJT Portal'],
    ]);
  });

  it('logs a sign-up that cannot be saved after its answer, and does not leave its Employer ID held', async () => {
    const held = await workBeforeAnswer(ctx, () =>
      post(EMPLOYER_URL, validEmployerSignup({ empId: 'LOST-1' })),
    );
    expect(held.answer.statusCode).toBe(201);
    // Another account takes the name meanwhile (an admin made from the command line, say).
    const blocker = await ctx.db
      .insertInto('users')
      .values({ username: 'lost-1', role: 3, email: 'ops@ojt.gov.tt' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const logged = vi.spyOn(ctx.app.log, 'error');
    try {
      await held.release();
      expect(logged).toHaveBeenCalledWith(
        expect.objectContaining({ username: 'LOST-1' }),
        'a sign-up answered 201 could not be saved',
      );
    } finally {
      logged.mockRestore();
    }
    await ctx.db.deleteFrom('users').where('id', '=', blocker.id).execute();
    expect((await post(EMPLOYER_URL, validEmployerSignup({ empId: 'LOST-1' }))).statusCode).toBe(201);
  });
});
