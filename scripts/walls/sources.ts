// Reads the apps' sources into what the walls look at: each file's imports (resolved to files) and its
// query-builder calls. TypeScript 7's package has no JavaScript parser (no ts.preProcessFile): its
// `unstable/sync` API hands over the native compiler's syntax trees, so comments and strings never
// count as code. The version is pinned in package.json, which keeps the unstable API still.
import { readdirSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import type { Node, SourceFile } from 'typescript/unstable/ast';
import {
  isCallExpression,
  isExportDeclaration,
  isImportDeclaration,
  isNamedExports,
  isNamedImports,
  isPropertyAccessExpression,
} from 'typescript/unstable/ast/is';
import { API } from 'typescript/unstable/sync';

/** The folders whose files the walls check, relative to the root. */
export const SOURCE_DIRS = ['apps/server/src', 'apps/web/src'] as const;

/** The Kysely calls that start a query; outside a repository they mean SQL in the wrong place. */
export const QUERY_STARTS = ['selectFrom', 'insertInto', 'updateTable', 'deleteFrom'] as const;

export interface ImportRef {
  /** The specifier as written. */
  specifier: string;
  /** Root-relative POSIX path of the file a relative specifier names (the path itself if no file matches); undefined for a package. */
  target: string | undefined;
  line: number;
  /** What the import takes by name (`import { a as b }` takes `a`; `*` for a namespace or `export *`). */
  names: string[];
}

export interface QueryCall {
  method: (typeof QUERY_STARTS)[number];
  line: number;
}

export interface ParsedFile {
  /** Root-relative POSIX path. */
  path: string;
  imports: ImportRef[];
  queryCalls: QueryCall[];
}

/** Every .ts and .tsx file under the source folders, as absolute paths. */
function listSources(root: string): string[] {
  return SOURCE_DIRS.flatMap((dir) => {
    const absolute = resolve(root, dir);
    const entries = readdirSync(absolute, { recursive: true, withFileTypes: true });
    return entries
      .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
      .map((entry) => join(entry.parentPath, entry.name));
  }).sort();
}

function toPosix(root: string, absolute: string): string {
  return relative(root, absolute).split(sep).join('/');
}

/** The file a relative specifier names, trying what the bundler would (extension, .js for .ts, index). */
function resolveTarget(
  root: string,
  from: string,
  specifier: string,
  known: Set<string>,
): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = resolve(dirname(from), specifier);
  const candidates = [
    base,
    base.replace(/\.js$/, '.ts'),
    base.replace(/\.jsx?$/, '.tsx'),
    `${base}.ts`,
    `${base}.tsx`,
    join(base, 'index.ts'),
    join(base, 'index.tsx'),
  ];
  return toPosix(root, candidates.find((candidate) => known.has(candidate)) ?? base);
}

function lineOf(file: SourceFile, node: Node): number {
  return file.getLineAndCharacterOfPosition(node.end).line + 1;
}

/** The names an import or export-from declaration takes from its module. */
function importedNames(specifier: Node): string[] {
  const declaration = specifier.parent;
  if (isImportDeclaration(declaration)) {
    const clause = declaration.importClause;
    const names: string[] = clause?.name ? ['default'] : [];
    const bindings = clause?.namedBindings;
    if (bindings && isNamedImports(bindings)) {
      names.push(...bindings.elements.map((element) => (element.propertyName ?? element.name).text));
    } else if (bindings) {
      names.push('*');
    }
    return names;
  }
  if (isExportDeclaration(declaration)) {
    const clause = declaration.exportClause;
    if (clause && isNamedExports(clause)) {
      return clause.elements.map((element) => (element.propertyName ?? element.name).text);
    }
    return ['*'];
  }
  return [];
}

function queryCalls(file: SourceFile): QueryCall[] {
  const calls: QueryCall[] = [];
  const visit = (node: Node): void => {
    if (isCallExpression(node) && isPropertyAccessExpression(node.expression)) {
      const name = node.expression.name;
      const method = QUERY_STARTS.find((start) => start === name.text);
      if (method) calls.push({ method, line: lineOf(file, name) });
    }
    node.forEachChild(visit);
  };
  visit(file);
  return calls;
}

/** Parses every source file under the root's apps. */
export function readSources(root: string): ParsedFile[] {
  const files = listSources(root);
  const known = new Set(files);
  const api = new API({ cwd: root });
  try {
    const snapshot = api.updateSnapshot({ openFiles: files });
    return files.map((path) => {
      const source = snapshot.getDefaultProjectForFile(path)?.program.getSourceFile(path);
      if (!source) throw new Error(`check-walls: TypeScript did not parse ${path}`);
      const imports = source.imports.map((specifier) => {
        const text = (specifier as Node & { text: string }).text;
        return {
          specifier: text,
          target: resolveTarget(root, path, text, known),
          line: lineOf(source, specifier),
          names: importedNames(specifier),
        };
      });
      return { path: toPosix(root, path), imports, queryCalls: queryCalls(source) };
    });
  } finally {
    api.close();
  }
}
