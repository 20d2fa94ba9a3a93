import { describe, expect, it } from 'vitest';
import { testClock } from '../../test/clock.ts';
import { validLearnerSignup } from '../../test/factories.ts';
import { useTestContext } from '../../test/test-app.ts';

// Issue 30: the programme takes people aged 16 to 35 on the Port of Spain day of sign-up (the
// server's clock), a mobile the office can call, and no postal code needed.
const clock = testClock();
const ctx = useTestContext({ clock });

const LEARNER_URL = '/api/Signup/SignUpAsLearner';
const BAND = 'The programme takes people aged 16 to 35 on the day they sign up';
// 27 Nov 2026, 23:30 in Port of Spain: already the 28th in UTC.
const LATE_EVENING = '2026-11-28T03:30:00Z';

const signUp = (overrides: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: LEARNER_URL, payload: validLearnerSignup(overrides) });

async function learnerCount(): Promise<number> {
  const row = await ctx.db
    .selectFrom('learners')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('POST /api/Signup/SignUpAsLearner: who the programme can accept and reach', () => {
  it.each([
    ['2010-11-28', 'turns 16 tomorrow in Port of Spain'],
    ['1990-11-27', 'turned 36 today'],
    ['1960-01-01', 'is 66'],
  ])('answers 400 on dob for %s (%s), saving nothing', async (dob) => {
    clock.set(LATE_EVENING);
    const res = await signUp({ dob });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      code: 'VALIDATION',
      error: BAND,
      fields: { dob: BAND },
    });
    await ctx.app.outbox.drain();
    expect(await learnerCount()).toBe(0);
  });

  it.each([
    ['2010-11-27', '16 today'],
    ['1990-11-28', '35, 36 tomorrow'],
  ])('accepts %s (%s)', async (dob) => {
    clock.set(LATE_EVENING);
    const res = await signUp({ dob });
    expect(res.statusCode, res.body).toBe(201);
    await ctx.app.outbox.drain();
    expect(await learnerCount()).toBe(1);
  });

  it('judges the age by the server clock, not the wall clock', async () => {
    clock.set('2045-06-01T12:00:00Z');
    expect((await signUp({ dob: '2001-05-14' })).json().error).toBe(BAND);
    expect((await signUp({ dob: '2020-01-01' })).statusCode).toBe(201);
  });

  it.each([
    ['12', 400],
    ['+1 868', 400],
    ['868 555 019', 400],
    ['555-0199', 201],
    ['1 868 555 0199', 201],
    ['+1 (868) 555-0199', 201],
    ['+44 7700 900123', 201],
  ])('mobile %j answers %i', async (phoneMobile, status) => {
    clock.set(new Date());
    const res = await signUp({ phoneMobile });
    expect(res.statusCode, res.body).toBe(status);
    if (status === 400) {
      expect(res.json()).toMatchObject({
        error: 'Please enter a valid phone number',
        fields: { phoneMobile: 'Please enter a valid phone number' },
      });
    }
  });

  it('accepts a sign-up without a postal code and stores it empty', async () => {
    clock.set(new Date());
    const res = await signUp({ postalCode: '' });
    expect(res.statusCode, res.body).toBe(201);
    await ctx.app.outbox.drain();
    const learner = await ctx.db.selectFrom('learners').select('postal_code').executeTakeFirstOrThrow();
    expect(learner.postal_code ?? '').toBe('');
  });
});
