// Compiles the server to one JavaScript file, so `npm start` runs plain node with no TypeScript
// compiler at run time. Packages from node_modules stay outside the bundle (they are already
// JavaScript, and some load files beside themselves, e.g. PGlite's WebAssembly); the workspace's own
// @ojt/domain, published as TypeScript source, goes in.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const pkg = JSON.parse(readFileSync(path.join(serverDir, 'package.json'), 'utf8'));
const external = Object.keys(pkg.dependencies)
  .filter((name) => !name.startsWith('@ojt/'))
  .flatMap((name) => [name, `${name}/*`]);

await build({
  entryPoints: [path.join(serverDir, 'src/start.ts')],
  // dist/server/ sits as deep as src/config/ and src/plugins/, whose paths relative to their own file
  // (the repository root for DATA_DIR, apps/web/dist for the client) then hold in the bundle too.
  outfile: path.join(serverDir, 'dist/server/start.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  external,
  sourcemap: true,
  legalComments: 'none',
  logLevel: 'warning',
});
console.log('Server compiled to apps/server/dist/server/start.js');
