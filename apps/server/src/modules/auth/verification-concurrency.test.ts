import { MESSAGES } from '@ojt/domain';
import { describe, expect, it } from 'vitest';
import { createEmployer, createLearner } from '../../test/factories.ts';
import { useTestContext } from '../../test/test-app.ts';

const ctx = useTestContext();

const VERIFY = '/api/Login/VerifyEmail';
const RESEND = '/api/Login/ResendVerification';
const SENT = { success: true, message: MESSAGES.newCodeSent };
const EXPIRED = { success: false, code: 'CODE_EXPIRED', error: MESSAGES.verificationExpired };

const post = (url: string, payload: Record<string, unknown>, remoteAddress = '10.0.2.1') =>
  ctx.app.inject({ method: 'POST', url, payload, remoteAddress });

interface Mailed {
  link: string;
  code: string;
}

/** Every verification mail to `to`, oldest first (in the order queued: outbox ids are int8 strings). */
function verificationMails(to: string): Mailed[] {
  return ctx.mail
    .to(to)
    .filter((m) => /verify-email\//.test(m.text))
    .sort((a, b) => Number(a.id) - Number(b.id))
    .map((m) => ({
      link: m.text.match(/verify-email\/([\w-]+)/)![1]!,
      code: m.text.match(/\b(\d{6})\b/)![1]!,
    }));
}

/**
 * The verification mails to `to` once every link sent has been delivered: the work after the answers
 * has run when `drain` returns, but a delivery the answers kicked off may still be in flight.
 */
async function delivered(to: string): Promise<Mailed[]> {
  await ctx.app.outbox.drain();
  const sent = (
    await ctx.db.selectFrom('verification_links').select('user_id').where('email', '=', to).execute()
  ).length;
  const until = Date.now() + 10_000;
  for (;;) {
    const mails = verificationMails(to);
    if (mails.length >= sent || Date.now() > until) return mails;
    await ctx.app.outbox.drain();
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * Five 'email me a new code' calls for one account at the same instant: three name the address (its
 * limit is 3 in 15 minutes) and always send; two name the first link, and send unless a new link has
 * already replaced it. Answers every verification mail, oldest first, once all have arrived.
 */
async function resendFiveAtOnce(email: string): Promise<Mailed[]> {
  const [first] = await delivered(email);
  const answers = await Promise.all([
    post(RESEND, { pEmail: email }),
    post(RESEND, { pParameters: first!.link }),
    post(RESEND, { pEmail: email }),
    post(RESEND, { pParameters: first!.link }),
    post(RESEND, { pEmail: email }),
  ]);
  for (const answer of answers) expect(answer.json()).toEqual(SENT);
  const mails = await delivered(email);
  // The look-ups follow the answers: a link-named call may find its link replaced by then, and send nothing.
  expect(mails.length).toBeGreaterThanOrEqual(3);
  return mails;
}

// Each resend replaces the account's verification after its answer; on PostgreSQL those replacements
// run at once on several connections. What a person sees: the link and code of the most recent mail
// always work, and every earlier mail's link says it was replaced (a new code can be mailed).
describe('POST /api/Login/ResendVerification: several at once for one account', () => {
  it('leaves the newest mail the one whose link works; every earlier link was replaced', async () => {
    const learner = await createLearner(ctx);
    const mails = await resendFiveAtOnce(learner.email);
    const newest = mails.at(-1)!;
    for (const older of mails.slice(0, -1)) {
      expect((await post(VERIFY, { pParameters: older.link })).json()).toEqual(EXPIRED);
    }
    const res = await post(VERIFY, { pParameters: newest.link });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ next: 'learnerReview', alreadyVerified: false });
  });

  it('leaves the newest mail the one whose code works typed with the address', async () => {
    const employer = await createEmployer(ctx);
    const mails = await resendFiveAtOnce(employer.email);
    const res = await post(VERIFY, { pOTP: mails.at(-1)!.code, pEmail: employer.email });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ next: 'employerReview', alreadyVerified: false });
  });

  it('mails again for the newest link once it expires: it is the one newest link', async () => {
    const learner = await createLearner(ctx);
    const mails = await resendFiveAtOnce(learner.email);
    await ctx.db
      .updateTable('email_verifications')
      .set({ link_expires_at: new Date(Date.now() - 1000), code_expires_at: new Date(Date.now() - 1000) })
      .execute();
    // A link lasts days: the 15-minute windows of the resends (and their mail cap) are long over.
    await ctx.db
      .updateTable('rate_limits')
      .set({ window_started_at: new Date(Date.now() - 60 * 60 * 1000) })
      .execute();
    expect((await post(VERIFY, { pParameters: mails.at(-1)!.link })).json()).toEqual(EXPIRED);
    expect((await post(RESEND, { pParameters: mails.at(-1)!.link }, '10.0.2.2')).statusCode).toBe(200);
    const again = await delivered(learner.email);
    expect(again).toHaveLength(mails.length + 1);
    expect((await post(VERIFY, { pParameters: again.at(-1)!.link })).json().data.alreadyVerified).toBe(false);
  });
});
