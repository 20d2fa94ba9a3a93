import { parseArgs } from 'node:util';
import { isValidEmail } from '@ojt/domain';
import { openConfiguredDatabase } from '../app.ts';
import { loadConfig } from '../config/env.ts';
import { DatabaseInUseError } from '../db/data-dir-lock.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { adminPasswordProblem, createAdmin, type NewAdmin } from '../modules/admin/admin-accounts.ts';

// Usage: npm run create-admin -- --username NAME --email ADDRESS [--password SECRET] [--first F --last L]
// With the embedded database, stop the portal first: PGlite allows one process at a time (locked).
const { values } = parseArgs({
  options: {
    username: { type: 'string' },
    email: { type: 'string' },
    password: { type: 'string' },
    first: { type: 'string' },
    last: { type: 'string' },
  },
});

if (!values.username || !values.email || !isValidEmail(values.email)) {
  console.error('Usage: npm run create-admin -- --username NAME --email ADDRESS [--password SECRET]');
  process.exit(2);
}
const admin: NewAdmin = {
  username: values.username,
  email: values.email,
  password: values.password,
  ...(values.first ? { firstName: values.first } : {}),
  ...(values.last ? { lastName: values.last } : {}),
};
// The same rules as every password, checked before the database is opened.
const problem = adminPasswordProblem(admin);
if (problem) {
  console.error(`--password: ${problem}`);
  process.exit(2);
}

// A bad variable (e.g. NODE_ENV=production without SMTP_URL) is one line, as when the server starts.
const config = (() => {
  try {
    return loadConfig();
  } catch (error) {
    console.error((error as Error).message);
    return process.exit(1);
  }
})();
// A portal running on the embedded database holds it: say so in one line, no stack.
const handle = await openConfiguredDatabase(config).catch((error: unknown) => {
  if (!(error instanceof DatabaseInUseError)) throw error;
  console.error(error.message);
  process.exit(1);
});
try {
  await migrateToLatest(handle.db);
  const { password } = await createAdmin(handle.db, admin);
  console.log(`Admin "${values.username}" created.`);
  if (!values.password) console.log(`Password (shown once): ${password}`);
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
} finally {
  await handle.close();
}
