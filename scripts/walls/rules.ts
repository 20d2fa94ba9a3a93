// The walls between the apps' rooms, as rules over parsed files: which import or query is out of place.
import type { ImportRef, ParsedFile } from './sources.ts';

export type Rule = 'server-repository-wall' | 'server-sql-wall' | 'server-module-cycles' | 'web-feature-wall';

export interface Violation {
  /** Root-relative POSIX path. */
  file: string;
  line: number;
  rule: Rule;
  message: string;
}

const MODULES = 'apps/server/src/modules';
const FEATURES = 'apps/web/src/features';
const WEB_APP = 'apps/web/src/app';
const SHARED_WEB = ['apps/web/src/components', 'apps/web/src/lib', 'apps/web/src/config'];
/** Server folders where SQL may be written besides repositories. */
const SQL_ALLOWED = ['apps/server/src/db', 'apps/server/src/test', 'apps/server/src/bench'];

export const MESSAGES = {
  repository:
    "A module never imports another module's repository: call that module's service or move the query to the module that owns the table.",
  sql: 'SQL lives in repositories: only `*-repository.ts` files and `db/` write queries (Kysely builders or `sql`). Move the query into the repository of the module that owns the table and call it from here.',
  cycle:
    'Modules import each other: imports between modules point one way. Move what both need to the module that owns it, or to a module both may import.',
  featureToFeature:
    'A feature never imports another feature: move what both need to components/ or lib/, or compose them in app/.',
  featureToApp:
    'A feature never imports app/: app/ composes the features (render helpers of tests live in src/test/).',
  sharedToFeature:
    'components/, lib/ and config/ serve every feature and import none: app/ composes the features.',
} as const;

/** Whether a root-relative path is the folder or inside it. */
export function isInside(path: string, folder: string): boolean {
  return path === folder || path.startsWith(`${folder}/`);
}

/** The first folder under `parent` that holds the path (a file right in `parent` belongs to none). */
function folderUnder(parent: string, path: string | undefined): string | undefined {
  if (!path?.startsWith(`${parent}/`)) return undefined;
  const parts = path.slice(parent.length + 1).split('/');
  return parts.length > 1 ? parts[0] : undefined;
}

/** The server module (folder under modules/) a file or import target belongs to. */
export function moduleOf(path: string | undefined): string | undefined {
  return folderUnder(MODULES, path);
}

function isRepository(path: string): boolean {
  return /(^|\/)[^/]*-repository\.ts$/.test(path);
}

/** Tests by name, and the folders that hold only test helpers. */
export function isTest(path: string): boolean {
  return /\.test\.tsx?$/.test(path) || /(^|\/)(test|testing)\//.test(path);
}

/** A module imports no other module's repository (tests included). */
export function repositoryWall(files: ParsedFile[]): Violation[] {
  return files.flatMap((file) => {
    const own = moduleOf(file.path);
    if (!own) return [];
    return file.imports
      .filter((ref) => ref.target && isRepository(ref.target) && moduleOf(ref.target) !== undefined)
      .filter((ref) => moduleOf(ref.target) !== own)
      .map((ref) => ({
        file: file.path,
        line: ref.line,
        rule: 'server-repository-wall' as const,
        message: `${MESSAGES.repository} (${own} imports ${ref.target})`,
      }));
  });
}

function sqlImports(imports: ImportRef[]): ImportRef[] {
  return imports.filter((ref) => ref.specifier === 'kysely' && ref.names.some((name) => name === 'sql'));
}

/** Outside repositories, db/, tests and benches, the server neither imports `sql` nor builds queries. One violation per file. */
export function sqlWall(files: ParsedFile[]): Violation[] {
  return files.flatMap((file) => {
    if (!isInside(file.path, 'apps/server/src') || isRepository(file.path)) return [];
    if (/\.test\.ts$/.test(file.path) || SQL_ALLOWED.some((folder) => isInside(file.path, folder))) return [];
    const offences = [
      ...sqlImports(file.imports).map((ref) => ({ line: ref.line, what: "`sql` from 'kysely'" })),
      ...file.queryCalls.map((call) => ({ line: call.line, what: `.${call.method}(` })),
    ].sort((a, b) => a.line - b.line);
    const first = offences[0];
    if (!first) return [];
    const list = offences.map((offence) => `${offence.what} at line ${offence.line}`).join(', ');
    return [
      {
        file: file.path,
        line: first.line,
        rule: 'server-sql-wall' as const,
        message: `${list}. ${MESSAGES.sql}`,
      },
    ];
  });
}

/** The feature an import target lies in ('' for the features folder itself). */
function featureOfTarget(target: string): string | undefined {
  return target.slice(FEATURES.length + 1).split('/')[0];
}

/** Why an import leaves its web room, if it does. */
function webOffence(from: string, target: string): string | undefined {
  const feature = folderUnder(FEATURES, from);
  if (feature !== undefined) {
    if (isInside(target, WEB_APP)) return MESSAGES.featureToApp;
    if (isInside(target, FEATURES) && featureOfTarget(target) !== feature) return MESSAGES.featureToFeature;
    return undefined;
  }
  if (SHARED_WEB.some((folder) => isInside(from, folder)) && isInside(target, FEATURES)) {
    return MESSAGES.sharedToFeature;
  }
  return undefined;
}

/** A feature imports neither another feature nor app/, at any depth; components/, lib/ and config/ import no feature. Tests included. */
export function featureWall(files: ParsedFile[]): Violation[] {
  return files.flatMap((file) =>
    file.imports.flatMap((ref) => {
      const message = ref.target ? webOffence(file.path, ref.target) : undefined;
      if (!message) return [];
      return [
        {
          file: file.path,
          line: ref.line,
          rule: 'web-feature-wall' as const,
          message: `${message} (${ref.specifier})`,
        },
      ];
    }),
  );
}
