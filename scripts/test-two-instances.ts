// Issue 31: the production tree the Dockerfile builds, without a container runtime. Builds (unless
// --skip-build), copies what the Dockerfile's run stage copies into a temporary folder, installs the
// server's production dependencies there (`npm ci --omit=dev`, from the local npm cache), starts two
// instances on a scratch PostgreSQL database behind a small round-robin proxy, with a local SMTP
// capture, and drives sign-up → admin approval → sign-in through alternating instances.
//   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx scripts/test-two-instances.ts [--skip-build]
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  createScratchPostgres,
  freePort,
  type ServerProcess,
  startServerProcess,
} from '../apps/server/src/test/server-process.ts';
import { credentialsFrom, learnerPayload, OWN_PASSWORD } from '../e2e/support/accounts.ts';
import { startSmtpCapture } from '../e2e/support/smtp-capture.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const ADMIN = { username: 'admin', password: 'Caroni swamp heron 9471' };
const started = performance.now();
const say = (line: string) => console.log(`[${((performance.now() - started) / 1000).toFixed(1)} s] ${line}`);

/** What the Dockerfile's run stage holds: the workspace manifests, the compiled server, the built client. */
const PRODUCTION_FILES = [
  'package.json',
  'package-lock.json',
  'apps/server/package.json',
  'apps/web/package.json',
  'packages/domain/package.json',
  'apps/server/dist',
  'apps/web/dist',
];

function productionTree(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'ojt-prod-'));
  for (const file of PRODUCTION_FILES) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    cpSync(path.join(ROOT, file), path.join(dir, file), { recursive: true });
  }
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  execFileSync(
    npm,
    ['ci', '--omit=dev', '--workspace=@ojt/server', '--prefer-offline', '--no-audit', '--no-fund'],
    { cwd: dir, stdio: 'inherit' },
  );
  return dir;
}

/** A round-robin HTTP proxy over `targets`; remembers which one answered each request. */
async function roundRobin(targets: ServerProcess[], port: number) {
  const served: string[] = [];
  let next = 0;
  const server = http.createServer((request, response) => {
    const index = next++ % targets.length;
    const target = targets[index] as ServerProcess;
    served.push(`${'AB'[index]} ${request.method} ${request.url}`);
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port: target.port,
        path: request.url,
        method: request.method,
        headers: request.headers,
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.once('error', () => response.writeHead(502).end());
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    served,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function main() {
  if (!process.env.TEST_DATABASE_URL) {
    console.log('Skipped: set TEST_DATABASE_URL (a PostgreSQL server) to run two instances on one database.');
    return;
  }
  if (!process.argv.includes('--skip-build')) {
    say('npm run build');
    execFileSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  }
  say('production tree: npm ci --omit=dev');
  const dir = productionTree();
  const cleanups: (() => Promise<unknown> | unknown)[] = [
    () => rmSync(dir, { recursive: true, force: true }),
  ];
  try {
    const scratch = await createScratchPostgres();
    assert.ok(scratch);
    cleanups.push(() => scratch.drop());
    const smtp = await startSmtpCapture();
    cleanups.push(() => smtp.close());
    // The proxy's port is the address both share (PUBLIC_URL): known before they start.
    const proxyPort = await freePort();
    const shared = {
      NODE_ENV: 'production',
      DATABASE_URL: scratch.url,
      SMTP_URL: smtp.url,
      PUBLIC_URL: `http://127.0.0.1:${proxyPort}`,
      JWT_SECRET: 'two-instances-shared-secret-of-some-length',
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      TRUST_PROXY: 'loopback',
    };
    const entry = path.join(dir, 'apps/server/dist/server/start.js');
    say('starting instance A, then B');
    const a = await startServerProcess({ entry, env: shared, readyTimeoutMs: 60_000 });
    cleanups.push(() => a.stop());
    const b = await startServerProcess({ entry, env: shared, readyTimeoutMs: 60_000 });
    cleanups.push(() => b.stop());
    const proxy = await roundRobin([a, b], proxyPort);
    cleanups.push(() => proxy.close());
    assert.equal(new URL(proxy.url).port, String(proxyPort), 'the proxy took the port given to PUBLIC_URL');

    const call = async (url: string, body: unknown, token?: string) => {
      const res = await fetch(`${proxy.url}${url}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify(body),
      });
      const json = (await res.json()) as Record<string, unknown>;
      assert.ok(res.ok, `${url} answered ${res.status}: ${JSON.stringify(json)}`);
      return json;
    };
    const login = async (username: string, password: string) =>
      (await call('/api/Login/login', { pUserName: username, pPassword: password })).token as string;

    say('sign-up → approval → sign-in through alternating instances');
    const payload = learnerPayload();
    const signUp = await call('/api/Signup/SignUpAsLearner', payload);
    const learnerId = (signUp.data as { learnerId: string }).learnerId;
    const admin = await login(ADMIN.username, ADMIN.password);
    await call('/api/Learner/ApproveLearner', { LearnerId: learnerId }, admin);
    const mailed = credentialsFrom(await smtp.waitFor(payload.emailPersonal, /approved/i));
    const first = await login(mailed.username, mailed.password);
    await call(
      '/api/Login/ChangePassword',
      { pUserName: mailed.username, oldPassword: mailed.password, newPassword: OWN_PASSWORD },
      first,
    );
    const token = await login(mailed.username, OWN_PASSWORD);
    const me = await fetch(`${proxy.url}/api/Login/me`, { headers: { authorization: `Bearer ${token}` } });
    assert.equal(me.status, 200, 'the session made on one instance is known to the other');
    const links = smtp.mails.filter((mail) => mail.text.includes(shared.PUBLIC_URL));
    assert.ok(links.length > 0, 'mail links lead to the shared PUBLIC_URL');

    // Each step went to the other instance than the one before it, and both served.
    const order = proxy.served.map((line) => line[0]).join('');
    assert.match(order, /^(AB)+A?$/, `alternating instances, got ${order}`);
    for (const line of proxy.served) console.log(`  ${line}`);
    say('passed: two instances of the production tree on one database');
  } finally {
    for (const cleanup of cleanups.reverse()) await cleanup();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
