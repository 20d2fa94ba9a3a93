import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';

export const TEMPLATE_PATH = path.resolve(import.meta.dirname, '../../.tmp/pglite-template.tar');

/**
 * Creating PGlite takes seconds; loading a dump takes under one. Migrate one database, dump it, and
 * let each test file start from that template.
 */
export default async function setup() {
  if (process.env.TEST_DATABASE_URL) return;
  const handle = await openDatabase({ dataDir: 'memory://' });
  await migrateToLatest(handle.db);
  const dump = await handle.pglite!.dumpDataDir('none');
  mkdirSync(path.dirname(TEMPLATE_PATH), { recursive: true });
  writeFileSync(TEMPLATE_PATH, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
  process.env.PGLITE_TEMPLATE = TEMPLATE_PATH;
}
