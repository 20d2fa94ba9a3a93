#!/usr/bin/env node
// Writes <file>.gz and <file>.br beside every compressible file of the built client, so the server
// can send them as they are (`preCompressed: true`) instead of compressing on every request.
// Usage: node scripts/compress-dist.mjs [distDir]   (default: apps/web/dist)
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { extname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const distDir = resolve(process.argv[2] ?? join(root, 'apps/web/dist'));

// Images and fonts like woff2 are compressed already; only text-like files gain.
const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.svg',
  '.txt',
  '.xml',
  '.webmanifest',
  '.ico',
  '.map',
  '.wasm',
]);

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (entry.isFile()) yield path;
  }
}

async function compress(path) {
  const source = await readFile(path);
  const [gz, br] = await Promise.all([
    gzipAsync(source, { level: constants.Z_BEST_COMPRESSION }),
    brotliAsync(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    }),
  ]);
  await Promise.all([writeFile(`${path}.gz`, gz), writeFile(`${path}.br`, br)]);
  return { size: source.length, gz: gz.length, br: br.length };
}

async function main() {
  const info = await stat(distDir).catch(() => null);
  if (!info?.isDirectory()) {
    console.error(`compress-dist: ${distDir} does not exist; build the client first.`);
    process.exit(1);
  }
  const targets = [];
  for await (const path of files(distDir)) {
    if (COMPRESSIBLE.has(extname(path).toLowerCase())) targets.push(path);
  }
  const totals = { size: 0, gz: 0, br: 0 };
  for (const path of targets) {
    const result = await compress(path);
    for (const key of Object.keys(totals)) totals[key] += result[key];
  }
  const kb = (n) => `${(n / 1000).toFixed(1)} KB`;
  console.log(
    `compress-dist: ${targets.length} files in ${relative(root, distDir) || '.'}: ${kb(totals.size)} → ` +
      `${kb(totals.gz)} gzip, ${kb(totals.br)} brotli`,
  );
}

await main();
