import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { approvedLearner, temporaryPasswordFrom, unique, verificationFrom } from './support/accounts.ts';
import { DESKTOP, newPage } from './support/browser.ts';
import { ADMIN } from './support/portal.ts';
import { usePortalAndBrowser } from './support/suite.ts';
import { chooseNewPassword, expectAccessible, signIn, signInAsAdmin } from './support/ui.ts';

const env = usePortalAndBrowser();

describe('recovery, change of email and session expiry', () => {
  it('recovers a password by email: the temporary password signs in', async () => {
    const learner = await approvedLearner(env.portal);
    const { context, page } = await newPage(env.browser);
    await page.goto(`${env.portal.url}/login`);
    await page
      .getByRole('button', { name: 'Forgot password?' })
      .or(page.getByRole('link', { name: 'Forgot password?' }))
      .click();
    const modal = page.getByRole('dialog');
    await modal.getByRole('button', { name: 'Send Recovery Email' }).click();
    await modal.getByText('Please fill in both username and email fields.').waitFor();
    await modal.getByLabel('Username').fill(learner.username);
    await modal.getByLabel(/email/i).fill(learner.payload.emailPersonal);
    await expectAccessible(page, 'recovery modal');
    await modal.getByRole('button', { name: 'Send Recovery Email' }).click();
    await modal.getByText('Password recovery email sent successfully!').waitFor();
    await modal.getByText('Please check your email for further instructions.').waitFor();
    // The confirmation stays until closed (WCAG 2.2.1).
    await modal.getByRole('button', { name: 'Close', exact: true }).click();
    await modal.waitFor({ state: 'detached' });

    const temporary = temporaryPasswordFrom(
      await env.portal.smtp.waitFor(learner.payload.emailPersonal, /temporary/i),
    );
    await signIn(page, env.portal, 'Learner', learner.username, temporary);
    // A temporary password is for choosing a new one.
    await chooseNewPassword(page, temporary, 'Maracas bay sunrise 12');
    await page.waitForURL('**/learner-dashboard');
    await context.close();
  });

  it('changes the admin email with the code sent to the new address', async () => {
    const newEmail = `chief-${unique()}@ojt.gov.tt`;
    const { context, page } = await newPage(env.browser, DESKTOP);
    await signInAsAdmin(page, env.portal);
    await page.getByRole('tab', { name: 'Profile' }).click();
    await page.getByRole('button', { name: 'Change Email' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(/new email/i).fill(newEmail);
    // The current password is needed (ASVS 7.5.1): a wrong one is refused and no code is sent.
    await dialog.getByLabel('Current password', { exact: true }).fill('not the admin password');
    await dialog.getByRole('button', { name: 'Send Code' }).click();
    // Named in the error summary and on the field itself.
    await dialog.getByRole('link', { name: 'The current password is incorrect.' }).waitFor();
    await dialog.locator('p', { hasText: 'The current password is incorrect.' }).waitFor();
    await dialog.getByLabel('Current password', { exact: true }).fill(ADMIN.password);
    await expectAccessible(page, 'change email dialog');
    await dialog
      .getByRole('button', { name: /send|change/i })
      .last()
      .click();

    const { code } = verificationFrom(await env.portal.smtp.waitFor(newEmail, /confirm/i));
    const verify = page.getByRole('dialog');
    await verify.getByLabel('Verification code').fill(code);
    await verify.getByRole('button', { name: /verify/i }).click();
    await page.getByText('Email verified successfully.').first().waitFor();
    await env.portal.smtp.waitFor(ADMIN.email, /changed/i);
    await page.getByText(newEmail).first().waitFor();
    await context.close();
  });

  it('an expired session mid-use shows the alert and logs out', async () => {
    const { context, page } = await newPage(env.browser, DESKTOP);
    await signInAsAdmin(page, env.portal);
    await page.getByRole('tab', { name: /Employers/ }).click();
    await page
      .getByText(/^Showing |^No employers found/)
      .first()
      .waitFor();
    // The server ends every session (as a password change elsewhere or an expiry would).
    await env.portal.app.db.updateTable('sessions').set({ revoked_at: new Date() }).execute();
    const alert = new Promise<string>((resolve) =>
      page.once('dialog', async (dialog) => {
        resolve(dialog.message());
        await dialog.accept();
      }),
    );
    await page.getByRole('tab', { name: /Learners/ }).click();
    assert.equal(await alert, 'Your session has expired. Please log in again.');
    await page.waitForURL(`${env.portal.url}/`);
    await page.goto(`${env.portal.url}/admin-dashboard`);
    await page.waitForURL('**/admin-login');
    await context.close();
  });
});
