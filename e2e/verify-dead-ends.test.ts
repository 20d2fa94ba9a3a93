import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { employerPayload, learnerPayload, verificationFrom } from './support/accounts.ts';
import { newPage, screenshot } from './support/browser.ts';
import type { CapturedMail } from './support/smtp-capture.ts';
import { usePortalAndBrowser } from './support/suite.ts';
import { clickButton, expectAccessible, field } from './support/ui.ts';

// Issue 16, verification without dead ends: a used link says the address is confirmed, an expired one
// offers 'Email me a new code', and success says what comes next without sending a person who has no
// password to the sign-in form.

const env = usePortalAndBrowser();

const NARROW = { width: 375, height: 812 };
const WIDE = { width: 1280, height: 900 };

/** Signs a learner or an employer up through the API; answers its address and the mailed link. */
async function signedUp(kind: 'learner' | 'employer') {
  const payload = kind === 'learner' ? learnerPayload() : employerPayload();
  const email = 'emailPersonal' in payload ? payload.emailPersonal : payload.empEmail;
  const call = kind === 'learner' ? 'SignUpAsLearner' : 'SignupAsEmployer';
  const res = await fetch(`${env.portal.url}/api/Signup/${call}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(payload),
  });
  assert.equal(res.status, 201, await res.text());
  return {
    email: String(email),
    ...verificationFrom(await env.portal.smtp.waitFor(String(email), /verify/i)),
  };
}

/** The `count`th verification mail to `to` (1 = the sign-up's), waiting up to 15 s for it. */
async function verificationMail(to: string, count: number): Promise<CapturedMail> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const mails = env.portal.smtp.mails.filter((m) => m.to.toLowerCase() === to && /verify/i.test(m.subject));
    if (mails.length >= count) return mails[count - 1]!;
    assert.ok(Date.now() < deadline, `no verification mail number ${count} to ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Opens a link in a new window of the given width and waits for its outcome's heading. */
async function open(link: string, heading: string, viewport = NARROW): Promise<Page> {
  const { page } = await newPage(env.browser, viewport);
  await page.goto(link);
  await page.getByRole('heading', { name: heading }).waitFor();
  return page;
}

async function closeAll(...pages: Page[]) {
  for (const page of pages) await page.context().close();
}

describe('verification without dead ends', () => {
  it('says what comes next after success, and that a used link already confirmed the address', async () => {
    const learner = await signedUp('learner');
    const success = await open(learner.link, 'Verification Successful!');
    await success.getByText(/review your application, which usually takes 2–3 business days/).waitFor();
    await success.getByText(/we will email you your username and password/).waitFor();
    assert.equal(await success.getByText('Email verified successfully!').count(), 0, 'one success message');
    assert.equal(await success.getByRole('link', { name: 'Continue to Login' }).count(), 0);
    await success.getByRole('link', { name: 'Back to Home' }).waitFor();
    await expectAccessible(success, 'verify page, success (375)');
    await screenshot(success, 'verify-success-375');

    const used = await open(learner.link, 'Email address already confirmed');
    await used.getByText('You have already used this link, so there is nothing more to do here.').waitFor();
    await used.getByText(/2–3 business days/).waitFor();
    assert.equal(await used.getByText('Invalid verification code. Please try again.').count(), 0);
    assert.equal(await used.getByRole('link', { name: 'Continue to Login' }).count(), 0);
    await expectAccessible(used, 'verify page, used link (375)');
    await screenshot(used, 'verify-used-link-375');

    const usedWide = await open(learner.link, 'Email address already confirmed', WIDE);
    await expectAccessible(usedWide, 'verify page, used link (1280)');
    await screenshot(usedWide, 'verify-used-link-1280');

    const employer = await signedUp('employer');
    const successWide = await open(employer.link, 'Verification Successful!', WIDE);
    await successWide.getByText(/usually takes 3–5 business days/).waitFor();
    await expectAccessible(successWide, 'verify page, success (1280)');
    await screenshot(successWide, 'verify-success-1280');
    await closeAll(success, used, usedWide, successWide);
  });

  it("offers 'Email me a new code' for an expired link; the new code works and replaces the old", async () => {
    const learner = await signedUp('learner');
    const past = new Date(Date.now() - 60_000);
    await env.portal.app.db
      .updateTable('email_verifications')
      .set({ link_expires_at: past, code_expires_at: past })
      .where('email', '=', learner.email)
      .execute();

    const wide = await open(learner.link, 'This link or code has expired', WIDE);
    await expectAccessible(wide, 'verify page, expired link (1280)');
    await screenshot(wide, 'verify-expired-link-1280');

    const page = await open(learner.link, 'This link or code has expired');
    await page.getByText(/Verification links work for 7 days/).waitFor();
    await expectAccessible(page, 'verify page, expired link (375)');
    await screenshot(page, 'verify-expired-link-375');

    await clickButton(page, 'Email me a new code');
    await page
      .getByRole('status')
      .getByText(/we have emailed a new code and link/)
      .waitFor();
    await expectAccessible(page, 'verify page, new code sent (375)');
    await screenshot(page, 'verify-new-code-sent-375');
    const fresh = verificationFrom(await verificationMail(learner.email, 2));
    assert.notEqual(fresh.link, learner.link);

    await field(page, 'Email address').fill(learner.email);
    await field(page, 'Verification code').fill(fresh.code);
    await clickButton(page, 'Verify Email');
    await page.getByRole('heading', { name: 'Verification Successful!' }).waitFor();
    await page.getByText(/2–3 business days/).waitFor();

    // The new link was confirmed by its code; the old one was replaced and says so, not 'invalid'.
    const again = await open(fresh.link, 'Email address already confirmed');
    const old = await open(learner.link, 'This link or code has expired');
    const row = await env.portal.app.db
      .selectFrom('users')
      .select('email_verified_at')
      .where('email', '=', learner.email)
      .executeTakeFirstOrThrow();
    assert.ok(row.email_verified_at instanceof Date);
    await closeAll(wide, page, again, old);
  });
});
