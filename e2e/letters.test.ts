import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { allowLetterConfirmText, MESSAGES } from '@ojt/domain';
import jsQR from 'jsqr';
import type { Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { apiLogin, approvedLearner } from './support/accounts.ts';
import { DESKTOP, newPage, PHONE, screenshot } from './support/browser.ts';
import { card, control, dialog, signInAsEmployer, signInAsLearner, tab } from './support/dashboards.ts';
import { api, apply, openPosition } from './support/placements.ts';
import { usePortalAndBrowser } from './support/suite.ts';
import { signInAsAdmin } from './support/ui.ts';

// Issue 10's journey over the three dashboards: the employer selects an applicant, the admin places
// them with officers, the learner sees the placement, officers and stipend, the employer completes it
// with an evaluation and issues a letter, the learner downloads it, and the verify page, opened from
// the address in the letter's QR code, says genuine and who issued it, then revoked once the admin
// revokes it: the employer can no longer download it nor issue another until the office allows it,
// and the learner's copy says REVOKED; the office sees the hold on the placement and allows a new one.
const env = usePortalAndBrowser();
const OUT = path.resolve(import.meta.dirname, '../.tmp/e2e');
const PDFTOPPM = '/usr/bin/pdftoppm';
const PDFTOTEXT = '/usr/bin/pdftotext';

/** The PDF's text (pdftotext, Debian's poppler-utils). */
function pdfText(pdfPath: string): string {
  return execFileSync(PDFTOTEXT, ['-layout', pdfPath, '-']).toString('utf8');
}

/** The PDF's first page as a PNG (pdftoppm, Debian's poppler-utils); its path. */
function pdfToPng(pdfPath: string): string {
  const base = pdfPath.replace(/\.pdf$/, '');
  execFileSync(PDFTOPPM, ['-png', '-r', '150', '-singlefile', pdfPath, base]);
  return `${base}.png`;
}

/** The text of the QR code in a PNG. */
function readQr(pngPath: string): string {
  const png = PNG.sync.read(readFileSync(pngPath));
  const found = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
  assert.ok(found, `no QR code found in ${pngPath}`);
  return found.data;
}

async function addOfficer(page: Page, name: string, role: string) {
  const officers = dialog(page, 'Officers');
  await control(officers, 'Name').fill(name);
  await control(officers, 'Role').selectOption({ label: role });
  await officers.getByRole('button', { name: 'Add officer' }).click();
  await officers.getByText(name, { exact: true }).waitFor();
}

describe('a placement from selection to a verifiable experience letter', () => {
  it('selects, places, completes, issues, downloads, verifies and revokes', async () => {
    mkdirSync(OUT, { recursive: true });
    const title = 'Laboratory Assistant Trainee';
    const employerSide = await newPage(env.browser, DESKTOP);
    const office = employerSide.page;
    const employer = await signInAsEmployer(office, env.portal);
    const employerToken = await apiLogin(env.portal, employer.username, employer.password);
    const openingId = await openPosition(env.portal, employerToken, employer.username, title, 4);

    // A learner with a First Degree (6,875 TTD a month) applies.
    const learner = await approvedLearner(env.portal);
    const learnerToken = await apiLogin(env.portal, learner.username, learner.password);
    const { lstQualification: _q, lstExp: _e, lstIds: _i, lstRef: _r, ...fields } = learner.payload;
    await api(env.portal, 'POST', '/api/Learner/UpdateLearnerProfile', learnerToken, {
      learnerID: learner.username,
      ...fields,
      lstQualification: [{ qualificationType: 'First Degree', certificateName: 'BSc Chemistry' }] as never,
    });
    await apply(env.portal, learnerToken, learner.username, openingId, 1);
    const name = `${learner.payload.firstName} ${learner.payload.lastName}`;

    // The employer selects the applicant.
    await tab(office, 'Applications').click();
    await office.getByRole('button', { name: `Mark ${name} Selected` }).click();
    await dialog(office, 'Mark Selected').getByRole('button', { name: 'Mark Selected' }).click();
    await card(office, name).getByText('Selected', { exact: true }).waitFor();

    // The admin keeps three officers and places the learner with them.
    const adminSide = await newPage(env.browser, DESKTOP);
    const desk = adminSide.page;
    await signInAsAdmin(desk, env.portal);
    await tab(desk, 'Placements').click();
    await desk.getByRole('button', { name: 'Manage officers' }).click();
    await addOfficer(desk, 'Anil Ramdial', 'Placement officer');
    await addOfficer(desk, 'Beverly Joseph', 'PME officer');
    await addOfficer(desk, 'Curtis Mohammed', 'Placement assistant');
    await dialog(desk, 'Officers').getByRole('button', { name: /close/i }).first().click();
    await desk.getByRole('searchbox', { name: 'Search placements' }).fill(name);
    await desk.getByRole('button', { name: `View placement of ${name}, ${title}` }).click();
    const detail = dialog(desk, `${name} · ${title}`);
    await detail.getByRole('button', { name: 'Place learner' }).click();
    const placing = dialog(desk, 'Place learner');
    await control(placing, 'Date placed').fill('2026-01-02');
    await control(placing, 'Start date').fill('2026-01-05');
    await control(placing, 'End date').fill('2026-06-30');
    await control(placing, 'Placement officer').selectOption({ label: 'Anil Ramdial' });
    await control(placing, 'PME officer').selectOption({ label: 'Beverly Joseph' });
    await control(placing, 'Placement assistant').selectOption({ label: 'Curtis Mohammed' });
    // The office sees which qualification sets the stipend and confirms it saw the certificate.
    await placing.getByText('Stipend set by: First Degree').waitFor();
    await placing
      .getByRole('checkbox', { name: "I checked this qualification against the learner's certificate" })
      .check();
    for (const width of [375, 1280]) {
      await desk.setViewportSize({ width, height: 900 });
      await screenshot(desk, `letters-admin-place-dialog-${width}`);
    }
    await desk.setViewportSize(DESKTOP);
    await placing.getByRole('button', { name: 'Place learner' }).click();
    await desk.getByText('The learner was placed.').first().waitFor();
    await screenshot(desk, 'letters-admin-placements-desktop');

    // The learner sees the placement: dates, the three officers and the stipend.
    const learnerSide = await newPage(env.browser, PHONE);
    const phone = learnerSide.page;
    await signInAsLearner(phone, env.portal, learner);
    await tab(phone, 'My Applications').click();
    const mine = card(phone, title);
    await mine.getByText('Placed', { exact: true }).first().waitFor();
    for (const text of [
      'Anil Ramdial',
      'Beverly Joseph',
      'Curtis Mohammed',
      'TTD 6,875 a month',
      '5 Jan 2026',
    ]) {
      await mine.getByText(text, { exact: true }).first().waitFor();
    }
    await screenshot(phone, 'letters-learner-placed-phone');

    // The employer completes the placement with an evaluation and issues a letter.
    await office.reload();
    await tab(office, 'Applications').click();
    await office.getByRole('button', { name: `Mark ${name} Completed` }).click();
    const completing = dialog(office, 'Complete placement');
    for (const [score, value] of [
      ['Attendance', 5],
      ['Punctuality', 4],
      ['Quality of work', 4],
      ['Teamwork', 4],
    ] as const) {
      await completing.getByRole('radio', { name: `${score} ${value} of 5` }).check();
    }
    await control(completing, 'Remarks').fill('Careful at the bench and quick to learn.');
    await completing.getByRole('button', { name: 'Mark Completed' }).click();
    await card(office, name).getByText('Completed', { exact: true }).first().waitFor();
    await tab(office, 'Experience Letters').click();
    await office.getByRole('button', { name: `Generate New Letter for ${name}` }).click();
    await office.getByText('Experience letter generated.').waitFor();
    await screenshot(office, 'letters-employer-letters-desktop');

    // The learner downloads the letter from My Applications.
    await phone.reload();
    await tab(phone, 'My Applications').click();
    const download = phone.waitForEvent('download');
    await card(phone, title)
      .getByRole('button', { name: /^Download letter / })
      .click();
    const pdfPath = path.join(OUT, 'experience-letter.pdf');
    await (await download).saveAs(pdfPath);
    assert.equal(readFileSync(pdfPath).subarray(0, 5).toString(), '%PDF-');
    await screenshot(phone, 'letters-learner-completed-phone');

    // The letter, as a picture: its QR code holds the verify address.
    if (!existsSync(PDFTOPPM)) {
      assert.ok(process.env.CI !== 'true', 'pdftoppm (poppler-utils) is required in CI');
      return;
    }
    const png = pdfToPng(pdfPath);
    const verifyUrl = readQr(png);
    assert.match(verifyUrl, /\/verify-letter\/[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    const visitor = await newPage(env.browser, PHONE);
    const address = new URL(verifyUrl);
    await visitor.page.goto(`${env.portal.url}${address.pathname}`);
    await visitor.page.getByRole('heading', { name: 'This letter is genuine.' }).waitFor();
    await visitor.page.getByText(name, { exact: true }).waitFor();
    await visitor.page.getByText(title, { exact: true }).waitFor();
    await visitor.page.getByText('5 Jan 2026 to 30 Jun 2026', { exact: true }).waitFor();
    // The employer issued it (the office does not countersign), and the whole fingerprint matches the letter's.
    const verdict = visitor.page.getByRole('status');
    await verdict.getByText(`Issued by ${employer.payload.empName}.`, { exact: true }).waitFor();
    assert.doesNotMatch((await verdict.textContent()) ?? '', /programme office/i);
    const fingerprint = /\b[0-9a-f]{64}\b/.exec(pdfText(pdfPath))?.[0];
    assert.ok(fingerprint, 'the letter prints its whole SHA-256 fingerprint');
    await verdict.getByText(fingerprint, { exact: true }).waitFor();
    await screenshot(visitor.page, 'letters-verify-genuine-phone');

    // The admin revokes it; the same address now says revoked.
    await desk.reload();
    await tab(desk, 'Placements').click();
    await desk.getByRole('searchbox', { name: 'Search placements' }).fill(name);
    await desk.getByRole('button', { name: `View placement of ${name}, ${title}` }).click();
    await dialog(desk, `${name} · ${title}`)
      .getByRole('button', { name: /^Revoke letter / })
      .click();
    const revoking = dialog(desk, 'Revoke letter');
    await control(revoking, 'Reason').fill('Issued before the final evaluation was agreed.');
    await revoking.getByRole('button', { name: 'Revoke letter' }).click();
    await desk.getByText('The letter was revoked.').first().waitFor();
    await visitor.page.reload();
    await visitor.page.getByRole('heading', { name: 'This letter was revoked.' }).waitFor();
    assert.equal(await visitor.page.getByText('Issued before the final evaluation').count(), 0);
    await screenshot(visitor.page, 'letters-verify-revoked-phone');

    // The employer can no longer download it, nor issue another at once.
    await office.reload();
    await tab(office, 'Experience Letters').click();
    const completed = card(office, name);
    await completed.getByText(MESSAGES.letterRevokedForEmployer).waitFor();
    assert.equal(await completed.getByRole('button', { name: /^Download letter / }).count(), 0);
    await office.getByRole('button', { name: `Generate New Letter for ${name}` }).click();
    await completed.getByText(MESSAGES.letterReissueHeld).waitFor();

    // The learner's copy says REVOKED across the page.
    await phone.reload();
    await tab(phone, 'My Applications').click();
    await card(phone, title).getByText(MESSAGES.letterRevokedLearnerNote).waitFor();
    const revokedDownload = phone.waitForEvent('download');
    await card(phone, title)
      .getByRole('button', { name: /^Download letter / })
      .click();
    const revokedPath = path.join(OUT, 'experience-letter-revoked.pdf');
    await (await revokedDownload).saveAs(revokedPath);
    assert.match(pdfText(revokedPath), /REVOKED on \d{1,2} \w+ \d{4}: this letter is no longer valid\./);
    pdfToPng(revokedPath);

    // The office sees the hold on the placement and allows a new letter, naming who and why.
    await desk.reload();
    await tab(desk, 'Placements').click();
    await desk.getByRole('searchbox', { name: 'Search placements' }).fill(name);
    await desk.getByRole('button', { name: `View placement of ${name}, ${title}` }).click();
    const heldDetail = dialog(desk, `${name} · ${title}`);
    await heldDetail.getByText(MESSAGES.lettersHeldTitle).waitFor();
    await heldDetail.getByRole('button', { name: MESSAGES.allowLetterAction }).click();
    const allowing = dialog(desk, MESSAGES.allowLetterAction);
    await allowing.getByText(allowLetterConfirmText(employer.payload.empName, name)).waitFor();
    await control(allowing, 'Reason').fill('The evaluation is now agreed.');
    await allowing.getByRole('button', { name: MESSAGES.allowLetterAction }).click();
    await desk.getByText(MESSAGES.letterReissueAllowed).first().waitFor();
    await allowing.waitFor({ state: 'hidden' });
    await heldDetail.getByText(MESSAGES.lettersHeldTitle).waitFor({ state: 'detached' });

    // The employer issues a new letter.
    await office.getByRole('button', { name: `Generate New Letter for ${name}` }).click();
    await office.getByText(MESSAGES.letterGenerated).waitFor();
    await screenshot(office, 'letters-employer-reissued-desktop');

    for (const side of [employerSide, adminSide, learnerSide, visitor]) await side.context.close();
  });
});
