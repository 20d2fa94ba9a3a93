import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { describe, it } from 'node:test';
import { OFFICE_BULK_MESSAGES } from '@ojt/domain';
import type { Page } from 'playwright-core';
import { credentialsFrom, learnerPayload, unique, verificationFrom } from './support/accounts.ts';
import { newPage, screenshot } from './support/browser.ts';
import { usePortalAndBrowser } from './support/suite.ts';
import { expectAccessible, signInAsAdmin } from './support/ui.ts';

// Issue 30, tools for the office: pending learners selected and approved at once (each mailed their
// own credentials; an unconfirmed address listed apart and not approved), the selection exported,
// and the pending list oldest first.
const env = usePortalAndBrowser();

const WIDE = { width: 1280, height: 900 };
const PHONE = { width: 375, height: 812 };

interface SignedUp {
  learnerId: string;
  name: string;
  email: string;
}

const post = (path: string, body: unknown) =>
  fetch(`${env.portal.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

/** Signs a learner up through the API; with `confirm`, confirms the address with the mailed code. */
async function signedUpLearner(lastName: string, confirm: boolean): Promise<SignedUp> {
  const payload = { ...learnerPayload(), lastName };
  const res = await post('/api/Signup/SignUpAsLearner', payload);
  assert.equal(res.status, 201);
  const { learnerId } = ((await res.json()) as { data: { learnerId: string } }).data;
  if (confirm) {
    const { code } = verificationFrom(await env.portal.smtp.waitFor(payload.emailPersonal, /verify/i));
    const verified = await post('/api/Login/VerifyEmail', { pOTP: code, pEmail: payload.emailPersonal });
    assert.equal(verified.status, 200);
  }
  return { learnerId, name: `${payload.firstName} ${lastName}`, email: payload.emailPersonal };
}

/** The Learners tab, pending only, searched for `text`. */
async function pendingLearners(page: Page, text: string) {
  await page.getByRole('tab', { name: /Learners/ }).click();
  await page.getByRole('combobox', { name: 'Status' }).selectOption('pending');
  await page.getByRole('searchbox', { name: 'Search learners' }).fill(text);
}

const credentialMails = (email: string) =>
  env.portal.smtp.mails.filter((m) => m.to === email && /approved/i.test(m.subject));

describe('office bulk actions', () => {
  it('approves two selected pending learners after a counted confirmation; the unconfirmed one is listed apart', async () => {
    const run = `Bulk${unique()}`;
    const first = await signedUpLearner(`${run}a`, true);
    const second = await signedUpLearner(`${run}b`, true);
    const unconfirmed = await signedUpLearner(`${run}c`, false);

    for (const [viewport, suffix] of [
      [PHONE, '375'],
      [WIDE, '1280'],
    ] as const) {
      const { context, page } = await newPage(env.browser, viewport);
      await signInAsAdmin(page, env.portal);
      await pendingLearners(page, run);
      // Pending sign-ups come oldest first, as the overview's queue.
      assert.equal(await page.getByRole('combobox', { name: 'Order' }).inputValue(), 'oldest');
      await page.getByRole('checkbox', { name: `Select ${unconfirmed.name}` }).waitFor();
      const names = await page.locator('tbody th p:first-child').allTextContents();
      assert.deepEqual(names, [first.name, second.name, unconfirmed.name]);

      await page.getByRole('checkbox', { name: OFFICE_BULK_MESSAGES.bulkSelectPage }).check();
      const bar = page.getByRole('group', { name: 'Bulk actions' });
      await bar.getByText('3 selected').waitFor();
      await expectAccessible(page, `bulk bar at ${suffix} px`);
      await screenshot(page, `office-bulk-bar-${suffix}`);

      await bar.getByRole('button', { name: 'Approve 3' }).click();
      const dialog = page.getByRole('dialog', { name: 'Approve 2 learners' });
      await dialog.getByText('Email not confirmed (1)').waitFor();
      await dialog.getByText(unconfirmed.email, { exact: false }).waitFor();
      await dialog.getByText(first.name, { exact: true }).waitFor();
      await expectAccessible(page, `bulk confirmation at ${suffix} px`);
      await screenshot(page, `office-bulk-confirm-${suffix}`, false);
      if (viewport === PHONE) {
        // The phone only looks: cancel, nothing sent.
        await dialog.getByRole('button', { name: 'Cancel' }).click();
        await dialog.waitFor({ state: 'detached' });
        assert.equal(credentialMails(first.email).length, 0);
        await context.close();
        continue;
      }
      await dialog.getByRole('button', { name: 'Approve 2' }).click();
      await page.getByText('2 learners approved; each was emailed their credentials.').waitFor();
      // The list reloads: the two approved leave the pending list, the unconfirmed one stays.
      await page.getByRole('checkbox', { name: `Select ${first.name}` }).waitFor({ state: 'detached' });
      await page.getByRole('checkbox', { name: `Select ${unconfirmed.name}` }).waitFor();
      await context.close();
    }

    for (const learner of [first, second]) {
      const credentials = credentialsFrom(await env.portal.smtp.waitFor(learner.email, /approved/i));
      assert.equal(credentials.username, learner.learnerId);
      assert.equal(credentialMails(learner.email).length, 1);
    }
    assert.equal(credentialMails(unconfirmed.email).length, 0);
  });

  it('exports only the selected rows', async () => {
    const run = `Bulk${unique()}`;
    const first = await signedUpLearner(`${run}a`, false);
    const other = await signedUpLearner(`${run}b`, false);
    const third = await signedUpLearner(`${run}c`, false);
    const { context, page } = await newPage(env.browser, WIDE);
    await signInAsAdmin(page, env.portal);
    await pendingLearners(page, run);
    await page.getByRole('checkbox', { name: `Select ${first.name}` }).check();
    await page.getByRole('checkbox', { name: `Select ${third.name}` }).check();
    await page.getByRole('button', { name: 'Export 2' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('The file holds the 2 selected learners.').waitFor();
    await expectAccessible(page, 'export of the selection');
    await screenshot(page, 'office-bulk-export-1280', false);
    const download = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Download CSV' }).click();
    const file = await (await download).path();
    const csv = await readFile(file, 'utf8');
    assert.match(csv, new RegExp(first.learnerId));
    assert.match(csv, new RegExp(third.learnerId));
    assert.doesNotMatch(csv, new RegExp(other.learnerId));
    assert.equal(csv.trim().split('\r\n').length, 3);
    await context.close();
  });
});
