import { chmod, mkdir, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createMailTransport } from '../plugins/mail.ts';
import { contactMessage } from '../test/factories.ts';
import { testConfig, useTestContext } from '../test/test-app.ts';
import { enqueueMail } from './outbox.ts';
import { OutboxWorker } from './outbox-worker.ts';
import { createFileTransport } from './transport.ts';

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
