import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkWalls, type WallsReport } from './check-walls.ts';
import { featureWall, MESSAGES, sqlWall } from './walls/rules.ts';
import type { ImportRef, ParsedFile } from './walls/sources.ts';

const repo = fileURLToPath(new URL('..', import.meta.url));
const fixtures = fileURLToPath(new URL('walls-fixtures', import.meta.url));
const server = 'apps/server/src';
const web = 'apps/web/src';

describe('check-walls on scripts/walls-fixtures', () => {
  let report: WallsReport;
  beforeAll(() => {
    report = checkWalls(fixtures);
  }, 30_000);

  it('reports exactly the one deliberate violation of each wall, and none of the allowed cases', () => {
    expect(report.checked).toBe(20);
    expect(report.violations.map(({ rule, file, line }) => ({ rule, file, line }))).toEqual([
      { rule: 'server-repository-wall', file: `${server}/modules/c/c-service.ts`, line: 1 },
      { rule: 'server-sql-wall', file: `${server}/modules/d/d-service.ts`, line: 1 },
      { rule: 'server-module-cycles', file: `${server}/modules/a/a-service.ts`, line: 3 },
      { rule: 'web-feature-wall', file: `${web}/features/x/deep/deeper/deepest/further/leaf.tsx`, line: 3 },
    ]);
  });

  it('says which repository was imported', () => {
    const [repository] = report.violations;
    expect(repository?.message).toContain(MESSAGES.repository);
    expect(repository?.message).toContain(`${server}/modules/a/a-repository.ts`);
  });

  it('lists both the sql import and the query built outside a repository', () => {
    const sql = report.violations[1];
    expect(sql?.message).toContain("`sql` from 'kysely' at line 1, .selectFrom( at line 4.");
  });

  it('names the cycle and the files that make each edge, tests not among them', () => {
    const cycle = report.violations[2]?.message ?? '';
    expect(cycle).toMatch(/^a -> b -> a\. /);
    expect(cycle).toContain(`a -> b: ${server}/modules/a/a-service.ts:3 (${server}/modules/b/b-service.ts)`);
    expect(cycle).toContain(`b -> a: ${server}/modules/b/b-service.ts:1 (${server}/modules/a/a-service.ts)`);
    expect(cycle).not.toContain('a.test.ts');
  });

  it('finds the cross-feature import six folders deep', () => {
    expect(report.violations[3]?.message).toBe(`${MESSAGES.featureToFeature} (../../../../../y/y-api.ts)`);
  });

  it('fails the command with each violation printed', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/check-walls.ts', fixtures], {
      cwd: repo,
      encoding: 'utf8',
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(
      `${web}/features/x/deep/deeper/deepest/further/leaf.tsx:3  web-feature-wall`,
    );
    expect(run.stderr).toContain('check-walls: 4 violations in 20 files');
  }, 30_000);
});

const importOf = (specifier: string, target?: string, names: string[] = []): ImportRef => ({
  specifier,
  target,
  line: 1,
  names,
});
const file = (path: string, imports: ImportRef[]): ParsedFile => ({ path, imports, queryCalls: [] });

describe('the web wall, case by case', () => {
  it('keeps features out of app/ and shared folders out of features, tests included', () => {
    const violations = featureWall([
      file(`${web}/features/x/pages/x-page.test.tsx`, [
        importOf('../../../app/router', `${web}/app/router.tsx`),
      ]),
      file(`${web}/lib/api-client.ts`, [importOf('../features/x/api/x.ts', `${web}/features/x/api/x.ts`)]),
      file(`${web}/config/paths.ts`, [importOf('../features', `${web}/features`)]),
      file(`${web}/app/router.tsx`, [
        importOf('../features/x/pages/x-page', `${web}/features/x/pages/x-page.tsx`),
      ]),
      file(`${web}/features/x/testing/x-routes.ts`, [
        importOf('../../../test/fake-api', `${web}/test/fake-api.ts`),
      ]),
    ]);
    expect(violations.map(({ file, message }) => [file, message])).toEqual([
      [`${web}/features/x/pages/x-page.test.tsx`, `${MESSAGES.featureToApp} (../../../app/router)`],
      [`${web}/lib/api-client.ts`, `${MESSAGES.sharedToFeature} (../features/x/api/x.ts)`],
      [`${web}/config/paths.ts`, `${MESSAGES.sharedToFeature} (../features)`],
    ]);
  });
});

describe('the SQL wall, case by case', () => {
  it('counts an import of sql outside repositories, and leaves other kysely imports alone', () => {
    const violations = sqlWall([
      file(`${server}/lib/raw.ts`, [importOf('kysely', undefined, ['sql'])]),
      file(`${server}/plugins/db.ts`, [importOf('kysely', undefined, ['Kysely', 'PostgresDialect'])]),
      file(`${server}/lib/rate-limit-repository.ts`, [importOf('kysely', undefined, ['sql'])]),
    ]);
    expect(violations.map(({ file }) => file)).toEqual([`${server}/lib/raw.ts`]);
  });
});
