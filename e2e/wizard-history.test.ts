import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { LEARNER_FIELD_LABELS as L, MESSAGES } from '@ojt/domain';
import { newPage, screenshot } from './support/browser.ts';
import { usePortalAndBrowser } from './support/suite.ts';
import { choose, clickButton, expectAccessible, field, fill } from './support/ui.ts';

const env = usePortalAndBrowser();

// Issue 12: the wizard's step is a browser history entry. A reload keeps this tab's draft (issue 30,
// e2e/signup-drafts.test.ts); a link opened in another tab starts again with a note.
describe('sign-up wizard history', () => {
  it('Back and Forward move between steps with the answers kept; another tab starts again with a note', async () => {
    const { context, page } = await newPage(env.browser, { width: 375, height: 800 });
    await page.goto(`${env.portal.url}/learner-signup`);
    await page.getByText('Step 1 of 3 - 0% Complete').waitFor();
    await fill(page, L.firstName, 'Keisha');
    await fill(page, L.lastName, 'Mohammed');
    const dob = page.getByRole('group', { name: /^Date of Birth/ });
    await dob.getByRole('textbox', { name: 'Day', exact: true }).fill('15');
    await dob.getByRole('textbox', { name: 'Month', exact: true }).fill('08');
    await dob.getByRole('textbox', { name: 'Year', exact: true }).fill('2001');
    await choose(page, L.gender, 'Female');
    await fill(page, L.emailPersonal, 'keisha.m@example.tt');
    await fill(page, L.phoneMobile, '868 755 0123');
    await clickButton(page, 'Next');
    await page.waitForURL('**/learner-signup?step=2');
    await page.getByText('Step 2 of 3 - 33% Complete').waitFor();
    await fill(page, L.streetAddress, '4 Eastern Main Road');

    await page.goBack();
    await page.getByText('Step 1 of 3 - 0% Complete').waitFor();
    assert.equal(new URL(page.url()).search, '');
    assert.equal(await field(page, L.firstName).inputValue(), 'Keisha');
    assert.equal(await dob.getByRole('textbox', { name: 'Day', exact: true }).inputValue(), '15');
    assert.equal(await field(page, L.emailPersonal).inputValue(), 'keisha.m@example.tt');

    await page.goForward();
    await page.getByText('Step 2 of 3 - 33% Complete').waitFor();
    assert.equal(await field(page, L.streetAddress).inputValue(), '4 Eastern Main Road');
    const stored = await page.evaluate(() =>
      [window.sessionStorage, window.localStorage]
        .flatMap((storage) => Object.keys(storage).map((key) => storage.getItem(key)))
        .join('\n'),
    );
    assert.doesNotMatch(stored, /2001-08-15/, 'the date of birth is never kept in browser storage');

    // The same address in another tab: that tab has no draft, so the answers are not there.
    const other = await context.newPage();
    await other.goto(page.url());
    await other.getByRole('status').filter({ hasText: MESSAGES.wizardRestarted }).waitFor();
    await other.getByText('Step 1 of 3 - 0% Complete').waitFor();
    await other.waitForURL((url) => url.search === '');
    assert.equal(await field(other, L.firstName).inputValue(), '');
    await expectAccessible(other, 'the restarted wizard');
    await screenshot(other, 'wizard-restarted-phone', false);
    await context.close();
  });
});
