#!/usr/bin/env node
// Renders the public pages to HTML after `vite build` (and `vite build --ssr src/entry-server.tsx`), so a
// person with JavaScript off, or on a slow link before it arrives, reads the whole page. Each page is
// dist/index.html with the page's markup in #root, its title, and its own stylesheets and scripts linked
// (from Vite's manifest), written to dist/pages/<name>.html; dist/prerendered.json maps each path to its
// file for the server. The browser then hydrates the same markup (src/main.tsx).
// Usage: node scripts/prerender.mjs [distDir] [ssrDir]   (default: dist, .tmp/ssr)
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distDir = path.resolve(process.argv[2] ?? path.join(webDir, 'dist'));
const ssrDir = path.resolve(process.argv[3] ?? path.join(webDir, '.tmp/ssr'));

/** The public pages, with the module each lives in (its chunk's CSS and scripts are linked). */
const PAGES = [
  { url: '/', name: 'home', module: 'src/features/public/pages/landing-page.tsx', mantine: false },
  { url: '/about', name: 'about', module: 'src/features/public/pages/about-page.tsx' },
  { url: '/contact', name: 'contact', module: 'src/features/public/pages/contact-page.tsx' },
  { url: '/contact/sent', name: 'contact-sent', module: 'src/features/public/pages/contact-page.tsx' },
  { url: '/faq', name: 'faq', module: 'src/features/public/pages/faq-page.tsx' },
  { url: '/privacy', name: 'privacy', module: 'src/features/public/pages/legal-page.tsx' },
  { url: '/terms', name: 'terms', module: 'src/features/public/pages/legal-page.tsx' },
  { url: '/cookies', name: 'cookies', module: 'src/features/public/pages/legal-page.tsx' },
  { url: '/accessibility', name: 'accessibility', module: 'src/features/public/pages/legal-page.tsx' },
];

/**
 * Pages that need JavaScript, with a version for a browser without it (issue 30): that version goes in
 * the page's <noscript>, in place of the shell's one-line note; #root stays empty, so the browser with
 * scripts renders the page itself (nothing to hydrate).
 */
const NO_SCRIPT_PAGES = [{ url: '/login', name: 'login', module: 'src/features/auth/pages/login-page.tsx' }];

const manifest = JSON.parse(await readFile(path.join(distDir, '.vite/manifest.json'), 'utf8'));
const template = await readFile(path.join(distDir, 'index.html'), 'utf8');
const { render } = await import(pathToFileURL(path.join(ssrDir, 'entry-server.js')).href);

/** The CSS files a module needs on first render: its own and its static imports', once each. */
function assetsOf(keys) {
  const css = new Set();
  const seen = new Set(['index.html']);
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return [...css];
}

const escapeHtml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The page's own stylesheets (and Mantine's, but for the landing page) in <head>. */
function headFor(page) {
  const modules = [page.module];
  if (page.mantine !== false) modules.push('src/app/mantine-shell.tsx', 'src/app/query-provider.tsx');
  // Only the stylesheets: the page reads before any script arrives, and preloading the page's dozens of
  // script chunks would compete with them for a slow link (the entry script imports them itself).
  return assetsOf(modules)
    .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`)
    .join('\n    ');
}

// Replacements as functions: the markup may hold `$&`-like text that a replacement string would expand.
const withHead = (title, head) =>
  template
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`)
    .replace('</head>', () => `  ${head}\n  </head>`);

const routes = {};
await mkdir(path.join(distDir, 'pages'), { recursive: true });
for (const page of PAGES) {
  const { html, title } = await render(page.url);
  const out = withHead(title, headFor(page))
    .replace('<div id="root"></div>', () => `<div id="root">${html}</div>`)
    // The shell's "needs JavaScript" note is not true of a page that reads without it.
    .replace(/\s*<noscript>[\s\S]*?<\/noscript>/, '');
  if (!out.includes(html)) throw new Error('dist/index.html has no empty <div id="root"></div>');
  const file = `pages/${page.name}.html`;
  await writeFile(path.join(distDir, file), out);
  routes[page.url] = file;
}
for (const page of NO_SCRIPT_PAGES) {
  const { html, title } = await render(page.url, { withoutScripts: true });
  const out = withHead(title, headFor(page)).replace(
    /<noscript>[\s\S]*?<\/noscript>/,
    () => `<noscript>${html}</noscript>`,
  );
  if (!out.includes(html)) throw new Error('dist/index.html has no <noscript> for the page');
  const file = `pages/${page.name}.html`;
  await writeFile(path.join(distDir, file), out);
  routes[page.url] = file;
}
await writeFile(path.join(distDir, 'prerendered.json'), `${JSON.stringify(routes, null, 2)}\n`);
console.log(
  `Prerendered ${PAGES.length + NO_SCRIPT_PAGES.length} pages into ${path.relative(process.cwd(), distDir)}/pages`,
);
