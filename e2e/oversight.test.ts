import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, it } from 'node:test';
import type { Download, Page } from 'playwright-core';
import { apiLogin, approvedEmployer, approvedLearner } from './support/accounts.ts';
import { DESKTOP, newPage, PHONE, screenshot } from './support/browser.ts';
import { control, dialog, signInAsLearner, tab } from './support/dashboards.ts';
import { apply, openPosition } from './support/placements.ts';
import { usePortalAndBrowser } from './support/suite.ts';
import { expectAccessible, findInAdminTable, signInAsAdmin } from './support/ui.ts';

// Issue 11's journey: the admin reads the Reports (charts drawn, their data tables hold the
// numbers), exports placements, and finds in the audit trail both the export and their own view of
// a learner's identity data; the learner downloads their data and finds their application in it.
const env = usePortalAndBrowser();
const OUT = path.resolve(import.meta.dirname, '../.tmp/e2e');

async function saved(download: Promise<Download>, name: string): Promise<string> {
  await mkdir(OUT, { recursive: true });
  const file = path.join(OUT, name);
  await (await download).saveAs(file);
  return readFileSync(file, 'utf8');
}

/** The cells of a "Show data" table, row by row, once it is open. */
async function dataRows(page: Page, chart: string): Promise<string[][]> {
  await page.getByRole('button', { name: `Show data: ${chart}` }).click();
  const table = page.getByRole('table', { name: chart });
  await table.waitFor();
  return table
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent?.trim() ?? '')),
    );
}

describe('oversight and a learner’s own data', () => {
  it('reports, exports, audit trail, and Download my data', async () => {
    const title = 'Records Clerk Trainee';
    const employer = await approvedEmployer(env.portal);
    const employerToken = await apiLogin(env.portal, employer.username, employer.password);
    const openingId = await openPosition(env.portal, employerToken, employer.username, title, 4);
    const learner = await approvedLearner(env.portal);
    const learnerToken = await apiLogin(env.portal, learner.username, learner.password);
    await apply(env.portal, learnerToken, learner.username, openingId, 1);

    const adminSide = await newPage(env.browser, DESKTOP);
    const desk = adminSide.page;
    await signInAsAdmin(desk, env.portal);

    // The admin opens the learner's record: a view of identity data, recorded.
    const row = await findInAdminTable(desk, 'Learners', learner.username);
    const name = `${learner.payload.firstName} ${learner.payload.lastName}`;
    await row.getByRole('button', { name: `View ${name}` }).click();
    const record = dialog(desk, new RegExp(name));
    await record.getByRole('button', { name: 'Show National ID' }).click();
    await record.getByText(learner.payload.nationalId).waitFor();
    await desk.keyboard.press('Escape');

    // Reports: the charts are drawn and the stage table counts the application.
    await tab(desk, 'Reports').click();
    await desk
      .getByRole('img', { name: /^Applications by stage:/ })
      .locator('svg')
      .first()
      .waitFor();
    const stages = await dataRows(desk, 'Applications by stage');
    const applications = stages.find(([stage]) => /^Applications?$/i.test(stage ?? ''));
    assert.ok(applications, `no Applications row in ${JSON.stringify(stages)}`);
    assert.ok(Number(applications[1]) >= 1, `applications counted: ${applications[1]}`);
    // The axes count whole applications and placements: no '0.5' or '1.5' ticks, even at small counts.
    for (const chart of ['Applications and placements by month', 'Applications and placements by sector']) {
      await desk
        .getByRole('img', { name: new RegExp(`^${chart}:`) })
        .locator('svg')
        .first()
        .waitFor();
    }
    const ticks = await desk.locator('.recharts-cartesian-axis-tick-value').allTextContents();
    const numbers = ticks.filter((tick) => /^[\d.,]+$/.test(tick.trim()));
    assert.ok(numbers.length > 0, `no number ticks among ${JSON.stringify(ticks)}`);
    assert.deepEqual(
      numbers.filter((tick) => tick.includes('.')),
      [],
      'the chart axes count in whole numbers',
    );
    await expectAccessible(desk, 'the Reports tab');
    await screenshot(desk, 'oversight-reports-desktop');

    // Export placements: a CSV with a header row and the application.
    await tab(desk, 'Placements').click();
    await desk.getByRole('button', { name: 'Export CSV: placements' }).click();
    const exporting = dialog(desk, 'Export to CSV');
    const download = desk.waitForEvent('download');
    await exporting.getByRole('button', { name: 'Download CSV' }).click();
    const csv = await saved(download, 'placements.csv');
    const [header, ...lines] = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    assert.match(header ?? '', /Learner/i);
    assert.ok(
      lines.some((line) => line.includes(title)),
      'the export holds the application',
    );
    assert.ok(!csv.includes(learner.payload.nationalId), 'no identity numbers without a reason');

    // The audit trail holds the export and the identity view.
    await tab(desk, 'Audit trail').click();
    await control(desk, 'What').selectOption({ label: 'Export downloaded' });
    await desk.getByText('Export downloaded').nth(1).waitFor();
    await control(desk, 'What').selectOption({ label: 'Identity or disability data viewed' });
    await desk.getByText(learner.username).first().waitFor();
    await expectAccessible(desk, 'the Audit trail tab');
    await screenshot(desk, 'oversight-audit-desktop');

    // The learner downloads their data and finds their application in it.
    const learnerSide = await newPage(env.browser, PHONE);
    const phone = learnerSide.page;
    await signInAsLearner(phone, env.portal, learner);
    await tab(phone, 'Settings').click();
    const mine = phone.waitForEvent('download');
    await phone.getByRole('button', { name: 'Download my data (JSON)' }).click();
    const data = JSON.parse(await saved(mine, 'my-data.json')) as Record<string, unknown>;
    assert.ok(JSON.stringify(data).includes(title), 'the application is in the learner’s data');
    assert.ok(JSON.stringify(data).includes(learner.username));
    await expectAccessible(phone, 'the learner Settings tab');
    await screenshot(phone, 'oversight-learner-settings-phone');

    await adminSide.context.close();
    await learnerSide.context.close();
  });
});
