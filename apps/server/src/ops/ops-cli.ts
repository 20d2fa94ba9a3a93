import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config/env.ts';
import { DatabaseInUseError } from '../db/data-dir-lock.ts';
import { backup, OpsRefusal } from './ops-backup.ts';
import { moveDatabase } from './ops-db-move.ts';
import { redacted, restore } from './ops-restore.ts';
import { countLines } from './ops-tables.ts';

// Usage (from the repository root):
//   npm run backup [-- --out DIR]
//   npm run restore -- FILE
//   npm run db:move -- --to postgres://…
// npm runs this in apps/server; paths the operator typed are taken from where they typed them.
const [command, ...rest] = process.argv.slice(2);
const { values, positionals } = parseArgs({
  args: rest,
  allowPositionals: true,
  options: { out: { type: 'string' }, to: { type: 'string' } },
});
const typed = (p: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), p);

async function main(): Promise<void> {
  const config = loadConfig();
  const started = performance.now();
  const took = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;
  if (command === 'backup') {
    const result = await backup({
      config,
      now: new Date(),
      ...(values.out ? { outDir: typed(values.out) } : {}),
    });
    console.log(`Backed up ${result.tables.length} tables (${result.kind}) in ${took()}:`);
    console.log(result.file);
  } else if (command === 'restore' && positionals[0]) {
    const result = await restore({ config, file: typed(positionals[0]) });
    console.log(`Restored into ${result.target} in ${took()}:`);
    for (const line of countLines(result.tables)) console.log(line);
  } else if (command === 'move' && values.to) {
    const result = await moveDatabase({ config, to: values.to });
    console.log(
      `Moved ${result.tables.length} tables and ${result.sequences} sequences in ${took()}; counts and checksums match:`,
    );
    for (const line of countLines(result.tables)) console.log(line);
    console.log('\nTo start the portal on PostgreSQL, set:');
    const shown = redacted(values.to);
    console.log(`  DATABASE_URL=${shown}${shown === values.to ? '' : '   (*** = its password)'}`);
    console.log(
      result.jwtSecret ? `  JWT_SECRET=${result.jwtSecret}` : '  JWT_SECRET=<at least 32 characters>',
    );
  } else {
    console.error(
      'Usage: npm run backup [-- --out DIR] | npm run restore -- FILE | npm run db:move -- --to postgres://…',
    );
    process.exitCode = 2;
  }
}

try {
  await main();
} catch (error) {
  // Refusals and a portal running on the data folder are one line; anything else keeps its stack.
  if (error instanceof DatabaseInUseError) {
    console.error(
      `${error.message} The embedded database is backed up, restored and moved with the portal stopped.`,
    );
  } else if (error instanceof OpsRefusal) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exitCode = 1;
}
