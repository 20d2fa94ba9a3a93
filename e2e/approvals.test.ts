import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { MESSAGES } from '@ojt/domain';
import type { Page } from 'playwright-core';
import { credentialsFrom, employerPayload, verificationFrom } from './support/accounts.ts';
import { newPage, screenshot } from './support/browser.ts';
import { usePortalAndBrowser } from './support/suite.ts';
import { expectAccessible, findInAdminTable, signInAsAdmin } from './support/ui.ts';

// Issue 16, approvals an office can trust: Approve asks first, naming the applicant and the address
// the credentials go to, warns when that address was never confirmed, and Reject (also offered in
// the detail view) takes a reason that the rejection mail carries.
const env = usePortalAndBrowser();

const WIDE = { width: 1280, height: 900 };
const PHONE = { width: 375, height: 812 };

type Employer = ReturnType<typeof employerPayload>;

/** Signs an employer up through the API; with `confirm`, also confirms its address with the mailed code. */
async function signedUpEmployer(confirm: boolean): Promise<Employer> {
  const employer = employerPayload();
  const post = (path: string, body: unknown) =>
    fetch(`${env.portal.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  assert.equal((await post('/api/Signup/SignupAsEmployer', employer)).status, 201);
  if (confirm) {
    const { code } = verificationFrom(await env.portal.smtp.waitFor(employer.empEmail, /verify/i));
    const res = await post('/api/Login/VerifyEmail', { pOTP: code, pEmail: employer.empEmail });
    assert.equal(res.status, 200);
  }
  return employer;
}

/** The left edges and widths of the table's column headers: the columns' layout. */
const columnBoxes = (page: Page) =>
  page
    .getByRole('columnheader')
    .evaluateAll((cells) => cells.map((cell) => cell.getBoundingClientRect()).map((r) => [r.x, r.width]));

describe('approvals', () => {
  it('approves after a confirmation naming the applicant and the address; the columns stay put', async () => {
    const employer = await signedUpEmployer(true);
    const { context, page } = await newPage(env.browser, WIDE);
    await signInAsAdmin(page, env.portal);
    const row = await findInAdminTable(page, 'Employers', employer.empName);
    await row.getByText('Email confirmed').waitFor();
    const before = await columnBoxes(page);

    await row.getByRole('button', { name: `Approve ${employer.empName}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Approve application' });
    await dialog.getByText(employer.empName).waitFor();
    await dialog.getByText(MESSAGES.credentialsGoTo).waitFor();
    await dialog.getByText(employer.empEmail, { exact: true }).waitFor();
    assert.equal(await dialog.getByText(MESSAGES.emailNotConfirmed).count(), 0);
    await expectAccessible(page, 'approval confirmation');
    await screenshot(page, 'approvals-confirm-1280', false);
    // Nothing was sent before the confirmation.
    assert.equal(
      env.portal.smtp.mails.filter((m) => /approved/i.test(m.subject) && m.to === employer.empEmail).length,
      0,
    );

    await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
    await page.getByText(`${employer.empName} approved`).waitFor();
    await row.getByText('Approved', { exact: true }).waitFor();
    await row.getByRole('button', { name: `Approve ${employer.empName}` }).waitFor({ state: 'detached' });
    assert.deepEqual(await columnBoxes(page), before, 'the columns did not move after the approval');
    const credentials = credentialsFrom(await env.portal.smtp.waitFor(employer.empEmail, /approved/i));
    assert.equal(credentials.username, employer.empId);
    await context.close();
  });

  it('warns before approving an unconfirmed address, on a phone too', async () => {
    const employer = await signedUpEmployer(false);
    for (const [viewport, name] of [
      [PHONE, 'approvals-unconfirmed-375'],
      [WIDE, 'approvals-unconfirmed-1280'],
    ] as const) {
      const { context, page } = await newPage(env.browser, viewport);
      await signInAsAdmin(page, env.portal);
      const row = await findInAdminTable(page, 'Employers', employer.empName);
      await row.getByText(MESSAGES.emailNotConfirmed).waitFor();
      await row.getByRole('button', { name: `Approve ${employer.empName}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Approve application' });
      await dialog.getByText(MESSAGES.approveUnverifiedWarning).waitFor();
      await dialog.getByText(MESSAGES.credentialsGoTo).waitFor();
      await dialog.getByText(employer.empEmail, { exact: true }).waitFor();
      assert.equal(await dialog.getByRole('button', { name: 'Approve', exact: true }).count(), 0);
      await dialog.getByRole('button', { name: MESSAGES.approveAnyway }).waitFor();
      await expectAccessible(page, `unconfirmed approval at ${viewport.width} px`);
      await screenshot(page, name, false);
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'detached' });
      await context.close();
    }
    // The phone's table view, cards with the address check, for a person to look at.
    const { context, page } = await newPage(env.browser, PHONE);
    await signInAsAdmin(page, env.portal);
    const row = await findInAdminTable(page, 'Employers', employer.empName);
    await row.getByText(MESSAGES.emailNotConfirmed).waitFor();
    await screenshot(page, 'approvals-table-375');
    await context.close();
  });

  it('rejects from the detail view with a reason, which the rejection mail carries', async () => {
    const employer = await signedUpEmployer(false);
    const reason = 'We could not find company registration number 12345 in the register.';
    const { context, page } = await newPage(env.browser, WIDE);
    await signInAsAdmin(page, env.portal);
    const row = await findInAdminTable(page, 'Employers', employer.empName);
    await row.getByRole('button', { name: `View ${employer.empName}` }).click();
    let detail = page.getByRole('dialog', { name: employer.empName });
    await detail.getByRole('button', { name: `Approve ${employer.empName}` }).waitFor();
    await expectAccessible(page, 'pending detail view');
    await screenshot(page, 'approvals-detail-1280', false);
    await detail.getByRole('button', { name: `Reject ${employer.empName}` }).click();

    const confirm = page.getByRole('dialog', { name: 'Reject application' });
    const field = confirm.getByRole('textbox', { name: MESSAGES.rejectReasonLabel });
    await field.fill(`bad\u0007${reason}`);
    await confirm.getByRole('button', { name: 'Reject' }).click();
    await confirm.getByText(MESSAGES.rejectReasonInvalid).waitFor();
    await expectAccessible(page, 'rejection with an invalid reason');
    await screenshot(page, 'approvals-reject-reason-1280', false);
    await field.fill(reason);
    await confirm.getByRole('button', { name: 'Reject' }).click();

    await page.getByText(`${employer.empName} rejected`).waitFor();
    detail = page.getByRole('dialog', { name: employer.empName });
    await detail.getByText('Rejected', { exact: true }).waitFor();
    assert.equal(await detail.getByRole('button', { name: `Reject ${employer.empName}` }).count(), 0);
    await expectAccessible(page, 'detail view after the rejection');
    const mail = await env.portal.smtp.waitFor(employer.empEmail, /registration/i);
    assert.match(mail.text, new RegExp(`The reason given:\\s+${reason}`));
    await context.close();
  });
});
