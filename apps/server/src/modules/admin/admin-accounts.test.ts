import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { testConfig, useTestContext } from '../../test/test-app.ts';
import {
  ADMIN_EXISTS_LINE,
  ADMIN_PASSWORD_REQUIRED,
  adminPasswordProblem,
  checkFirstAdminConfig,
  createAdmin,
  ensureFirstAdmin,
} from './admin-accounts.ts';

const ctx = useTestContext();

const admins = () => ctx.db.selectFrom('users').selectAll().where('role', '=', 3).execute();

describe('first admin', () => {
  it('creates one with a generated password, printed once and for the first sign-in only, when none exists (development)', async () => {
    const lines: string[] = [];
    const development = testConfig({ NODE_ENV: 'development' });
    await ensureFirstAdmin(ctx.db, development, (l) => lines.push(l));
    const [admin] = await admins();
    expect(admin).toMatchObject({ username: 'admin', status: 'approved', email: 'admin@ojt.gov.tt' });
    const password = lines[0]?.match(/Password.*: (\S+)$/)?.[1] ?? '';
    expect(password.length).toBeGreaterThanOrEqual(12);
    expect(await verifyPassword(admin?.password_hash, password)).toBe(true);
    expect(admin?.password_change_required).toBe(true);

    // Every later start says an admin exists and how to get back in, and prints no password.
    await ensureFirstAdmin(ctx.db, development, (l) => lines.push(l));
    expect(await admins()).toHaveLength(1);
    expect(lines).toEqual([lines[0], ADMIN_EXISTS_LINE]);
    expect(ADMIN_EXISTS_LINE).toContain('npm run create-admin');
  });

  it.each([
    ['production', { NODE_ENV: 'production', SMTP_URL: 'smtp://127.0.0.1:25' }],
    ['test', {}],
  ])(
    'refuses to create one without ADMIN_PASSWORD in %s mode: one line naming ADMIN_PASSWORD, no admin, no password printed',
    async (_, env) => {
      const lines: string[] = [];
      const config = testConfig(env);
      await expect(ensureFirstAdmin(ctx.db, config, (l) => lines.push(l))).rejects.toThrow(
        ADMIN_PASSWORD_REQUIRED,
      );
      await expect(checkFirstAdminConfig(ctx.db, config)).rejects.toThrow(ADMIN_PASSWORD_REQUIRED);
      expect(ADMIN_PASSWORD_REQUIRED).toMatch(/^Invalid configuration: set ADMIN_PASSWORD [^\n]*$/);
      expect(await admins()).toHaveLength(0);
      expect(lines).toEqual([]);

      // Once an admin exists (create-admin), the start goes on without it.
      await createAdmin(ctx.db, { username: 'ops', email: 'ops@ojt.gov.tt', password: 'a long password' });
      await ensureFirstAdmin(ctx.db, config, (l) => lines.push(l));
      expect(lines).toEqual([ADMIN_EXISTS_LINE]);
    },
  );

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
    // The operator chose this one and keeps it secret in the environment: no forced change.
    expect(admin?.password_change_required).toBe(false);
  });

  it('is created once when two instances start together, and neither start fails', async () => {
    const lines: string[] = [];
    const config = testConfig({ ADMIN_PASSWORD: 'Caroni swamp heron 9471' });
    await Promise.all([
      ensureFirstAdmin(ctx.db, config, (l) => lines.push(l)),
      ensureFirstAdmin(ctx.db, config, (l) => lines.push(l)),
    ]);
    expect(await admins()).toHaveLength(1);
    expect(lines.filter((l) => l.includes('Created the first admin'))).toHaveLength(1);
    expect(lines.filter((l) => l === ADMIN_EXISTS_LINE)).toHaveLength(1);
  });

  it('refuses a second admin with a taken username, whatever its case', async () => {
    await createAdmin(ctx.db, { username: 'ops', email: 'ops@ojt.gov.tt', password: 'a long password' });
    await expect(createAdmin(ctx.db, { username: 'OPS', email: 'x@ojt.gov.tt' })).rejects.toThrow(
      /already taken/,
    );
  });
});

describe('first admin: the password rules (ASVS 6.2.4, 6.2.11)', () => {
  const COMMON = 'This password is too common. Please choose a less common password.';
  const PERSONAL = 'New password must not contain your username, name or email address.';

  it.each([
    ['common (from the server list)', { ADMIN_PASSWORD: 'corvette' }, COMMON],
    ['containing the username', { ADMIN_USERNAME: 'chief', ADMIN_PASSWORD: 'CHIEF of the portal' }, PERSONAL],
    [
      'containing the email name',
      { ADMIN_EMAIL: 'ops.desk@ojt.gov.tt', ADMIN_PASSWORD: 'my ops.desk key' },
      PERSONAL,
    ],
    ['containing the default admin name', { ADMIN_PASSWORD: 'our Administrator 2026!' }, PERSONAL],
  ])('refuses an ADMIN_PASSWORD %s, naming the variable, and creates no admin', async (_, env, message) => {
    const lines: string[] = [];
    await expect(ensureFirstAdmin(ctx.db, testConfig(env), (l) => lines.push(l))).rejects.toThrow(
      `Invalid configuration:\n  ADMIN_PASSWORD: ${message}`,
    );
    expect(await admins()).toHaveLength(0);
    expect(lines).toEqual([]);
  });

  it('is checked before npm start listens, and only while the first admin is still to be created', async () => {
    const config = testConfig({ ADMIN_PASSWORD: 'corvette' });
    await expect(checkFirstAdminConfig(ctx.db, config)).rejects.toThrow(`ADMIN_PASSWORD: ${COMMON}`);
    await createAdmin(ctx.db, { username: 'ops', email: 'ops@ojt.gov.tt' });
    await expect(checkFirstAdminConfig(ctx.db, config)).resolves.toBeUndefined();
  });

  it('stops the start of the portal when ADMIN_PASSWORD is refused', async () => {
    const database = { db: ctx.db, kind: ctx.kind, close: async () => {} };
    const config = testConfig({ ADMIN_PASSWORD: 'maverick1' });
    await expect(
      buildApp({ config, database, startWorkers: false, bootstrapAdmin: true, print: () => {} }),
    ).rejects.toThrow(`ADMIN_PASSWORD: ${COMMON}`);
    expect(await admins()).toHaveLength(0);
  });

  it('checks a create-admin --password with the given names, and lets a generated one through', () => {
    const admin = { username: 'ops', email: 'ops@ojt.gov.tt' };
    expect(adminPasswordProblem({ ...admin, password: 'steelers' })).toBe(COMMON);
    expect(adminPasswordProblem({ ...admin, password: 'short' })).toBe(
      'New password must be at least 8 characters long.',
    );
    expect(adminPasswordProblem({ ...admin, password: 'ask Ramcharan first', lastName: 'Ramcharan' })).toBe(
      PERSONAL,
    );
    expect(adminPasswordProblem({ ...admin, password: 'ask Ramcharan first' })).toBeNull();
    expect(adminPasswordProblem(admin)).toBeNull();
  });
});
