import { describe, expect, it } from 'vitest';
import { verifyPassword } from '../../lib/passwords.ts';
import { testConfig, useTestContext } from '../../test/test-app.ts';
import { createAdmin, ensureFirstAdmin } from './admin-accounts.ts';

const ctx = useTestContext();

const admins = () => ctx.db.selectFrom('users').selectAll().where('role', '=', 3).execute();

describe('first admin', () => {
  it('creates one with a generated password, printed once, when none exists', async () => {
    const lines: string[] = [];
    await ensureFirstAdmin(ctx.db, testConfig(), (l) => lines.push(l));
    const [admin] = await admins();
    expect(admin).toMatchObject({ username: 'admin', status: 'approved', email: 'admin@ojt.gov.tt' });
    const password = lines[0]?.match(/Password.*: (\S+)$/)?.[1] ?? '';
    expect(password.length).toBeGreaterThanOrEqual(12);
    expect(await verifyPassword(admin?.password_hash, password)).toBe(true);

    await ensureFirstAdmin(ctx.db, testConfig(), (l) => lines.push(l));
    expect(await admins()).toHaveLength(1);
    expect(lines).toHaveLength(1);
  });

  it('uses ADMIN_USERNAME, ADMIN_PASSWORD and ADMIN_EMAIL when given, and prints no password', async () => {
    const lines: string[] = [];
    const config = testConfig({
      ADMIN_USERNAME: 'chief',
      ADMIN_PASSWORD: 'correct horse battery',
      ADMIN_EMAIL: 'c@ojt.gov.tt',
    });
    await ensureFirstAdmin(ctx.db, config, (l) => lines.push(l));
    const [admin] = await admins();
    expect(admin).toMatchObject({ username: 'chief', email: 'c@ojt.gov.tt' });
    expect(await verifyPassword(admin?.password_hash, 'correct horse battery')).toBe(true);
    expect(lines.join('\n')).not.toContain('correct horse battery');
  });

  it('refuses a second admin with a taken username, whatever its case', async () => {
    await createAdmin(ctx.db, { username: 'ops', email: 'ops@ojt.gov.tt', password: 'a long password' });
    await expect(createAdmin(ctx.db, { username: 'OPS', email: 'x@ojt.gov.tt' })).rejects.toThrow(
      /already taken/,
    );
  });
});
