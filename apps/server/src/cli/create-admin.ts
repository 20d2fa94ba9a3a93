import { parseArgs } from 'node:util';
import { isValidEmail, PASSWORD_MIN_LENGTH } from '@ojt/domain';
import { openConfiguredDatabase } from '../app.ts';
import { loadConfig } from '../config/env.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { createAdmin } from '../modules/admin/admin-accounts.ts';

// Usage: npm run create-admin -- --username NAME --email ADDRESS [--password SECRET] [--first F --last L]
// With the embedded database, stop the portal first: PGlite allows one process at a time.
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
if (values.password !== undefined && values.password.length < PASSWORD_MIN_LENGTH) {
  console.error(`The password must be at least ${PASSWORD_MIN_LENGTH} characters long.`);
  process.exit(2);
}

const config = loadConfig();
const handle = await openConfiguredDatabase(config);
try {
  await migrateToLatest(handle.db);
  const { password } = await createAdmin(handle.db, {
    username: values.username,
    email: values.email,
    password: values.password,
    ...(values.first ? { firstName: values.first } : {}),
    ...(values.last ? { lastName: values.last } : {}),
  });
  console.log(`Admin "${values.username}" created.`);
  if (!values.password) console.log(`Password (shown once): ${password}`);
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
} finally {
  await handle.close();
}
