import { describe, expect, it } from 'vitest';
import { validEmployerSignup, validLearnerSignup } from '../../test/factories.ts';
import { useTestContext } from '../../test/test-app.ts';

const ctx = useTestContext();

const EMPLOYER_URL = '/api/Signup/SignupAsEmployer';
const LEARNER_URL = '/api/Signup/SignUpAsLearner';
const post = (url: string, payload: unknown) =>
  ctx.app.inject({ method: 'POST', url, payload: payload as object });

describe('email addresses at sign-up', () => {
  it.each(['"x"<asha@mail.tt>', 'a,asha@mail.tt', 'asha@mail.tt;x@y.tt', 'asha@mail.tt\r\nBcc: x@y.tt'])(
    'answers 400 for %j and saves nothing',
    async (emailPersonal) => {
      const res = await post(LEARNER_URL, validLearnerSignup({ emailPersonal }));
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().fields).toHaveProperty('emailPersonal');
      expect(await ctx.db.selectFrom('learners').selectAll().execute()).toHaveLength(0);
    },
  );

  it('stores addresses lower-cased', async () => {
    const employer = validEmployerSignup({
      empEmail: 'HR@CaribSteel.TT',
      empPEmail: 'Ravi.Singh@CaribSteel.TT',
    });
    expect((await post(EMPLOYER_URL, employer)).statusCode).toBe(201);
    await ctx.app.outbox.drain();
    expect((await post(LEARNER_URL, validLearnerSignup({ emailPersonal: 'ASHA@Mail.TT' }))).statusCode).toBe(
      201,
    );
    await ctx.app.outbox.drain();
    const users = await ctx.db.selectFrom('users').select('email').orderBy('id').execute();
    expect(users.map((u) => u.email)).toEqual(['hr@caribsteel.tt', 'asha@mail.tt']);
    const row = await ctx.db
      .selectFrom('employers')
      .select(['emp_email', 'emp_p_email'])
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ emp_email: 'hr@caribsteel.tt', emp_p_email: 'ravi.singh@caribsteel.tt' });
    const learner = await ctx.db.selectFrom('learners').select('email_personal').executeTakeFirstOrThrow();
    expect(learner.email_personal).toBe('asha@mail.tt');
  });

  it('treats ASHA@mail.tt as the address asha@mail.tt already registered', async () => {
    expect((await post(LEARNER_URL, validLearnerSignup({ emailPersonal: 'asha@mail.tt' }))).statusCode).toBe(
      201,
    );
    // Answered as a new sign-up (no 409 that tells a stranger the address is known), and not saved.
    const res = await post(LEARNER_URL, validLearnerSignup({ emailPersonal: 'ASHA@mail.tt' }));
    expect(res.statusCode).toBe(201);
    await ctx.app.outbox.drain();
    expect(await ctx.db.selectFrom('learners').select('email_personal').execute()).toEqual([
      { email_personal: 'asha@mail.tt' },
    ]);
  });
});
