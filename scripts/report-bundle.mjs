#!/usr/bin/env node
// Prints how much JavaScript the landing page downloads (gzipped): the entry script of index.html,
// everything it imports statically, and the landing route's lazy chunk with its static imports.
// Fails (exit 1) above the budget (issue #4: 100 KB gzipped) and when dashboard code is part of that set,
// so `npm run build` fails too.
// Usage: node scripts/report-bundle.mjs [--dist <dir> | <dir>] [--budget=100]   (dir: apps/web/dist)
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants, gzipSync } from 'node:zlib';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const args = process.argv.slice(2);
const distIndex = args.indexOf('--dist');
const distArg =
  args.find((a) => a.startsWith('--dist='))?.slice('--dist='.length) ??
  (distIndex >= 0 ? args[distIndex + 1] : args.find((a) => !a.startsWith('--')));
const budgetKb = Number(args.find((a) => a.startsWith('--budget='))?.split('=')[1] ?? 100);

const LANDING_SOURCE = 'src/features/public/pages/landing-page.tsx';
const DASHBOARD_CODE = /features\/(admin|employer|learner)\/|app\/layouts\/dashboard/;

function fail(message) {
  console.error(`report-bundle: ${message}`);
  process.exit(1);
}

if (distIndex >= 0 && !args[distIndex + 1]) fail('--dist needs a directory.');
if (!Number.isFinite(budgetKb) || budgetKb <= 0) fail('--budget=<KB> needs a positive number.');
const distDir = resolve(distArg ?? join(root, 'apps/web/dist'));

const manifestPath = join(distDir, '.vite/manifest.json');
if (!existsSync(manifestPath)) fail(`${manifestPath} is missing; build with \`build.manifest: true\`.`);
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const html = readFileSync(join(distDir, 'index.html'), 'utf8');

const gzipSize = (file) => {
  const path = join(distDir, file);
  const precompressed = `${path}.gz`;
  return existsSync(precompressed)
    ? readFileSync(precompressed).length
    : gzipSync(readFileSync(path), { level: constants.Z_BEST_COMPRESSION }).length;
};
const brotliSize = (file) => {
  const path = join(distDir, `${file}.br`);
  return existsSync(path) ? readFileSync(path).length : null;
};
const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;

// The entry is the chunk index.html loads as a module script.
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) fail('the manifest has no entry chunk.');
const entryFile = manifest[entryKey].file;
if (!html.includes(`/${entryFile}`)) fail(`index.html does not load the manifest entry ${entryFile}.`);
if (!manifest[LANDING_SOURCE]) fail(`the manifest has no chunk for ${LANDING_SOURCE}.`);

/** A chunk and, recursively, every chunk it imports statically. */
function staticClosure(key, seen = new Map()) {
  if (seen.has(key)) return seen;
  const chunk = manifest[key];
  if (!chunk) return seen;
  seen.set(key, chunk);
  for (const imported of chunk.imports ?? []) staticClosure(imported, seen);
  return seen;
}

const landing = staticClosure(LANDING_SOURCE, staticClosure(entryKey));
const landingJs = [...landing.entries()].filter(([, chunk]) => chunk.file.endsWith('.js'));
const landingCss = [...new Set([...landing.values()].flatMap((chunk) => chunk.css ?? []))];

const rows = landingJs.map(([key, chunk]) => ({
  key,
  file: chunk.file,
  gz: gzipSize(chunk.file),
  br: brotliSize(chunk.file),
}));
const landingBytes = rows.reduce((sum, row) => sum + row.gz, 0);
const landingBrotli = rows.every((row) => row.br !== null)
  ? rows.reduce((sum, row) => sum + row.br, 0)
  : null;
const cssBytes = landingCss.reduce((sum, file) => sum + gzipSize(file), 0);

const assetsDir = join(distDir, 'assets');
const allJs = readdirSync(assetsDir).filter((file) => file.endsWith('.js'));
const totalBytes = allJs.reduce((sum, file) => sum + gzipSize(`assets/${file}`), 0);

for (const row of rows.sort((a, b) => b.gz - a.gz))
  console.log(`  ${kb(row.gz).padStart(9)}  ${row.file}  (${row.key})`);
console.log(
  `Landing page JavaScript: ${kb(landingBytes)} gzipped (${rows.length} files; budget ${budgetKb} KB)`,
);
if (landingBrotli !== null) console.log(`Landing page JavaScript: ${kb(landingBrotli)} brotli (as served)`);
console.log(`Landing page CSS: ${kb(cssBytes)} gzipped`);
console.log(`All JavaScript: ${kb(totalBytes)} gzipped in ${allJs.length} files`);

const leaked = rows.filter((row) => DASHBOARD_CODE.test(row.key));
if (leaked.length > 0)
  fail(`dashboard code is in the landing bundle: ${leaked.map((r) => r.key).join(', ')}`);
if (landingBytes > budgetKb * 1000) {
  fail(
    `the landing page's JavaScript is ${kb(landingBytes)} gzipped, ${kb(landingBytes - budgetKb * 1000)} over ` +
      `the ${budgetKb} KB budget (issue #4). The files above are what the landing page loads: keep Mantine, ` +
      'TanStack Query and dashboard code out of the entry script and the landing chunk.',
  );
}
console.log(`report-bundle: within budget (${kb(budgetKb * 1000 - landingBytes)} to spare).`);
