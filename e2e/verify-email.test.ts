import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { learnerPayload, verificationFrom } from './support/accounts.ts';
import { newPage } from './support/browser.ts';
import { usePortalAndBrowser } from './support/suite.ts';
import { clickButton, expectAccessible, field } from './support/ui.ts';

const env = usePortalAndBrowser();

/** Signs a learner up through the API; answers its address and the mailed code. */
async function signedUpLearner() {
  const payload = learnerPayload();
  const res = await fetch(`${env.portal.url}/api/Signup/SignUpAsLearner`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(payload),
  });
  assert.equal(res.status, 201, await res.text());
  const { code } = verificationFrom(await env.portal.smtp.waitFor(payload.emailPersonal, /verify/i));
  return { email: payload.emailPersonal, code };
}

describe('verifying an email by hand', () => {
  it('takes the code with the address it was sent to, on a phone', async () => {
    const learner = await signedUpLearner();
    const { context, page } = await newPage(env.browser);
    await page.goto(`${env.portal.url}/verify-email`);
    await page.getByRole('heading', { name: 'Enter Verification Code' }).waitFor();

    await field(page, 'Verification code').fill(learner.code);
    await clickButton(page, 'Verify Email');
    const summary = page.getByRole('alert');
    await summary.getByText('Please fix the validation errors before submitting.').waitFor();
    await summary.getByRole('link', { name: 'Please enter the email address the code was sent to.' }).click();
    assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('type')), 'email');
    await expectAccessible(page, 'verify page with the error summary');

    // Another address: the code is not its code, and the answer says no more than that.
    await field(page, 'Email address').fill(`someone-else-${learner.email}`);
    await clickButton(page, 'Verify Email');
    await page.getByText('Invalid verification code. Please try again.').waitFor();

    await field(page, 'Email address').fill(learner.email.toUpperCase());
    await clickButton(page, 'Verify Email');
    await page.getByRole('heading', { name: 'Verification Successful!' }).waitFor();
    await context.close();

    const row = await env.portal.app.db
      .selectFrom('users')
      .select('email_verified_at')
      .where('email', '=', learner.email)
      .executeTakeFirstOrThrow();
    assert.ok(row.email_verified_at instanceof Date);
  });
});
