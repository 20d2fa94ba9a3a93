import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1366, height: 900 };

/** Debian's Chromium, headless, with the flags this sandbox needs and a fresh profile. */
export async function launchBrowser(): Promise<Browser> {
  mkdtempSync(path.join(tmpdir(), 'ojt-chromium-'));
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  });
}

/** A new context (axe needs one) with a phone-sized window unless told otherwise. */
export async function newPage(
  browser: Browser,
  viewport = PHONE,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport,
    locale: 'en-TT',
    timezoneId: 'America/Port_of_Spain',
  });
  context.setDefaultTimeout(15_000);
  const page = await context.newPage();
  return { context, page };
}

/** A contrast failure's colours and ratio, as axe measured them: ' (#868e96 on #f1f3f5, 3.1)'. */
function contrastOf(data: unknown): string {
  const d = data as { fgColor?: string; bgColor?: string; contrastRatio?: number } | undefined;
  return d?.fgColor ? ` (${d.fgColor} on ${d.bgColor}, ${d.contrastRatio})` : '';
}

/** The WCAG 2.2 AA violations axe finds on the page, as readable lines (empty when none). */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes
        .map((n) => `${n.target.join(' ')}${contrastOf(n.any[0]?.data)}`)
        .slice(0, 3)
        .join(', ')}`,
  );
}

/**
 * Saves a screenshot under test-results/ for a person to look at: the whole page, or only the
 * window (`fullPage` false) for a full-screen dialog, which a whole-page picture would cut short.
 */
export async function screenshot(page: Page, name: string, fullPage = true): Promise<string> {
  const dir = path.resolve(import.meta.dirname, '../../test-results');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name}.png`);
  await page.screenshot({ path: file, fullPage });
  return file;
}
