// Prints Lighthouse's mobile scores for a page of the built portal (not a test; see the issue's targets).
// Usage: npm run lighthouse [-- /path]   (default: the landing page). Needs `npm run build` first.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_PATH } from '../e2e/support/browser.ts';
import { startPortal } from '../e2e/support/portal.ts';

const TARGETS: Record<string, number> = {
  performance: 95,
  accessibility: 100,
  'best-practices': 100,
  seo: 95,
};
const route = process.argv[2] ?? '/';

/** What an audit found, a line each (at most five): the element, the issue or the resource it names. */
function failingItems(details: unknown): string[] {
  const items = (details as { items?: Record<string, unknown>[] } | undefined)?.items ?? [];
  return items.slice(0, 5).map((item) => {
    const node = item.node as { snippet?: string; explanation?: string } | undefined;
    const subItems = (item.subItems as { items?: { url?: string }[] } | undefined)?.items ?? [];
    const said = node?.explanation ?? node?.snippet ?? item.issueType ?? item.url ?? JSON.stringify(item);
    const where = subItems
      .map((sub) => sub.url)
      .filter(Boolean)
      .join(', ');
    return `${String(said).replace(/\s+/g, ' ').slice(0, 240)}${where ? ` (${where})` : ''}`;
  });
}

const portal = await startPortal();
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
try {
  const result = await lighthouse(`${portal.url}${route}`, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: Object.keys(TARGETS),
  });
  if (!result) throw new Error('Lighthouse returned no result');
  const { categories, audits, runtimeError } = result.lhr;
  console.log(`Lighthouse (mobile) for ${route}:`);
  // A run that could not load the page scores 0 and says why here (run it again).
  if (runtimeError)
    console.log(`  Lighthouse could not measure the page: ${runtimeError.code} ${runtimeError.message}`);
  let missed = 0;
  for (const [id, target] of Object.entries(TARGETS)) {
    const score = Math.round((categories[id]?.score ?? 0) * 100);
    const ok = score >= target;
    if (!ok) missed += 1;
    console.log(
      `  ${(categories[id]?.title ?? id).padEnd(16)} ${String(score).padStart(3)}  (target ≥ ${target}) ${ok ? 'ok' : 'BELOW TARGET'}`,
    );
  }
  for (const id of [
    'first-contentful-paint',
    'largest-contentful-paint',
    'total-blocking-time',
    'cumulative-layout-shift',
  ]) {
    console.log(`  ${audits[id]?.title}: ${audits[id]?.displayValue}`);
  }
  for (const [id, category] of Object.entries(categories)) {
    for (const ref of category.auditRefs) {
      const audit = audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) {
        console.log(`  - [${id}] ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
        for (const item of failingItems(audit.details)) console.log(`      ${item}`);
      }
    }
  }
  process.exitCode = missed > 0 && process.argv.includes('--strict') ? 1 : 0;
} finally {
  await chrome.kill();
  await portal.stop();
}
