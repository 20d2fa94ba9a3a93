// The walls between the apps' rooms, checked at any depth (part of `npm run lint`):
//   server-repository-wall  a module imports no other module's repository
//   server-sql-wall         SQL (Kysely builders, `sql`) only in repositories, db/, tests and benches
//   server-module-cycles    no cycle among the server's modules (production files)
//   web-feature-wall        a feature imports no other feature nor app/; components/, lib/, config/ no feature
// Usage: tsx scripts/check-walls.ts [root]   (default: this repository; scripts/walls-fixtures holds a
// tree with one wrong import per wall, checked by scripts/check-walls.test.ts).
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { moduleCycles } from './walls/cycles.ts';
import { featureWall, repositoryWall, sqlWall, type Violation } from './walls/rules.ts';
import { readSources } from './walls/sources.ts';

export interface WallsReport {
  /** How many files were read. */
  checked: number;
  violations: Violation[];
}

/** Checks every wall over the apps under `root`. */
export function checkWalls(root: string): WallsReport {
  const files = readSources(root);
  const violations = [
    ...repositoryWall(files),
    ...sqlWall(files),
    ...moduleCycles(files),
    ...featureWall(files),
  ];
  return { checked: files.length, violations };
}

/** One violation as `file:line  rule  message`. */
export function formatViolation(violation: Violation): string {
  return `${violation.file}:${violation.line}  ${violation.rule}  ${violation.message}`;
}

function main(): void {
  const root = resolve(process.argv[2] ?? fileURLToPath(new URL('..', import.meta.url)));
  const { checked, violations } = checkWalls(root);
  if (violations.length === 0) {
    console.log(
      `check-walls: ${checked} files, no wall crossed (repositories, SQL, module cycles, features).`,
    );
    return;
  }
  for (const violation of violations) console.error(formatViolation(violation));
  const counts = new Map<string, number>();
  for (const { rule } of violations) counts.set(rule, (counts.get(rule) ?? 0) + 1);
  const summary = [...counts].map(([rule, count]) => `${rule} ${count}`).join(', ');
  console.error(`check-walls: ${violations.length} violations in ${checked} files (${summary}).`);
  process.exitCode = 1;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
