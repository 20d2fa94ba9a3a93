import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess } from '../server-process.ts';

// `npm start` runs the server compiled at build time (issue 12): plain node, no TypeScript compiler.
const SERVER_DIR = path.resolve(import.meta.dirname, '../../..');
const COMPILED = path.join(SERVER_DIR, 'dist/server/start.js');

let dataDir: string;
beforeAll(() => {
  // What `npm run build` does for the server (a second with esbuild).
  execFileSync(process.execPath, [path.join(SERVER_DIR, 'scripts/build-server.mjs')], { stdio: 'ignore' });
  dataDir = mkdtempSync(path.join(tmpdir(), 'ojt-start-'));
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('production start', () => {
  it('is what npm start runs: the compiled file, with plain node', () => {
    const scripts = JSON.parse(readFileSync(path.join(SERVER_DIR, 'package.json'), 'utf8')).scripts;
    expect(scripts.start).toBe('node dist/server/start.js');
    expect(scripts.build).toBe('node scripts/build-server.mjs');
    const bundle = readFileSync(COMPILED, 'utf8');
    // Nothing left for a TypeScript loader: no tsx, no import of a .ts file.
    expect(bundle).not.toMatch(/["']tsx(\/[^"']*)?["']/);
    expect(bundle).not.toMatch(/import\(?\s*["'][^"']+\.ts["']/);
  });

  it('starts, serves, stops on SIGTERM, and starts again on the same data directory', async () => {
    for (const round of ['new data directory', 'existing data directory']) {
      const server = await startServerProcess({ entry: COMPILED, env: { DATA_DIR: dataDir } });
      const cmdline = readFileSync(`/proc/${server.child.pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
      expect(cmdline.slice(1), round).toEqual([COMPILED]);
      const health = await fetch(`${server.url}/api/health`);
      expect(health.status, round).toBe(200);
      const sectors = await fetch(`${server.url}/api/Common/getSectors`);
      expect(sectors.status, round).toBe(200);
      expect(await server.stop('SIGTERM'), round).toEqual({ code: 0, signal: null });
    }
  });
});
