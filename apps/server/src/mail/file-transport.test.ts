import { chmod, mkdir, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { AppConfig } from '../config/env.ts';
import { createMailTransport } from '../plugins/mail.ts';
import { contactMessage, validLearnerSignup } from '../test/factories.ts';
import { createTestContext, testConfig, useTestContext } from '../test/test-app.ts';
import { enqueueMail } from './outbox.ts';
import { OutboxWorker } from './outbox-worker.ts';
import { createFileTransport, type MailTransport, type OutgoingMail } from './transport.ts';

// Embedded mode writes mail (passwords, verification links) under DATA_DIR/mail: owner-only.
const dataDir = await mkdtemp(path.join(tmpdir(), 'ojt-mail-files-'));
const mailDir = path.join(dataDir, 'mail');
const quiet = () => {};
const ctx = useTestContext({
  env: { DATA_DIR: dataDir },
  mailTransport: createMailTransport(testConfig({ DATA_DIR: dataDir })),
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

const modeOf = async (file: string) => (await stat(file)).mode & 0o777;

describe('mail files under DATA_DIR/mail', () => {
  it('writes a mail the portal sends as a file only its owner can read, in a folder only its owner can open', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/Contact',
      payload: contactMessage(),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(await ctx.app.outbox.drain()).toBe(1);

    const files = (await readdir(mailDir)).filter((name) => name.endsWith('.eml'));
    expect(files).toHaveLength(1);
    expect((await modeOf(mailDir)).toString(8)).toBe('700');
    expect((await modeOf(path.join(mailDir, files[0]!))).toString(8)).toBe('600');
  });

  it('narrows a folder and mail files an earlier version left readable to others', async () => {
    const dir = path.join(dataDir, 'old-mail');
    await mkdir(dir, { mode: 0o755 });
    await chmod(dir, 0o755);
    const oldFile = path.join(dir, 'old.eml');
    await writeFile(oldFile, 'Password: hunter22\n', { mode: 0o644 });
    await chmod(oldFile, 0o644);

    const worker = new OutboxWorker({
      db: ctx.db,
      transport: createFileTransport(dir, 'OJT Portal <no-reply@ojt.gov.tt>', quiet),
      pollMs: 1000,
      retryBaseMs: 0,
    });
    await enqueueMail(ctx.db, {
      to: 'learner@example.com',
      toUserId: null,
      subject: 'Your OJT account',
      text: 'Welcome.',
    });
    expect(await worker.drain()).toBe(1);

    const files = await readdir(dir);
    expect(files).toHaveLength(2);
    expect((await modeOf(dir)).toString(8)).toBe('700');
    for (const name of files) expect((await modeOf(path.join(dir, name))).toString(8), name).toBe('600');
  });
});

/**
 * Signs a learner up through a portal whose mail transport is the one `config` picks, and answers
 * the console lines it printed, the address and the verification mail's link and code.
 */
async function signUpPrinting(config: AppConfig) {
  const lines: string[] = [];
  const sent: OutgoingMail[] = [];
  const printing = createMailTransport(config, (line) => lines.push(line));
  const mailTransport: MailTransport = {
    kind: printing.kind,
    async send(mail) {
      sent.push(mail);
      await printing.send(mail);
    },
    close: () => printing.close(),
  };
  const portal = await createTestContext({ env: { DATA_DIR: dataDir }, mailTransport });
  try {
    const signup = validLearnerSignup();
    const res = await portal.app.inject({
      method: 'POST',
      url: '/api/Signup/SignUpAsLearner',
      payload: signup,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(await portal.app.outbox.drain()).toBe(1);
    const text_body = sent[0]?.text ?? '';
    const link = text_body.match(/https?:\/\/\S+/)?.[0];
    const code = text_body.match(/code on the verification page: (\d{6})/)?.[1];
    expect(link).toBeTruthy();
    expect(code).toBeTruthy();
    return { lines, to: String(signup.emailPersonal), link: link!, code: code! };
  } finally {
    await portal.close();
  }
}

describe('the console line of each mail without SMTP_URL', () => {
  it('in production names the recipient and subject only: no link, code or password', async () => {
    // loadConfig refuses production without SMTP_URL; the transport must not print secrets even so.
    const production: AppConfig = { ...testConfig({ DATA_DIR: dataDir }), NODE_ENV: 'production' };
    const { lines, to, link, code } = await signUpPrinting(production);
    expect(lines).toEqual([`[mail] to ${to} | Verify your email for the OJT Portal`]);
    expect(lines.join('\n')).not.toContain(code);
    expect(lines.join('\n')).not.toContain(link);
  });

  it('in test mode (any mode but development) names the recipient and subject only', async () => {
    const { lines, to } = await signUpPrinting(testConfig({ DATA_DIR: dataDir }));
    expect(lines).toEqual([`[mail] to ${to} | Verify your email for the OJT Portal`]);
  });

  it('in development also shows the link and code, so a newcomer can verify with nothing else installed', async () => {
    const { lines, to, link, code } = await signUpPrinting(
      testConfig({ DATA_DIR: dataDir, NODE_ENV: 'development' }),
    );
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(new RegExp(`^\\[mail\\] to ${to.replace('.', '\\.')} \\| Verify your email`));
    expect(lines[0]).toContain(`link ${link} code ${code}`);
  });
});
