import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'ojt-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><title>OJT Portal</title><div id="root"></div>',
  );
  const js = 'console.log("portal");'.repeat(50);
  writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), js);
  writeFileSync(path.join(dist, 'assets', 'app-abc123.js.br'), brotliCompressSync(js));
  // Public pages rendered at build time, as apps/web/scripts/prerender.mjs writes them.
  mkdirSync(path.join(dist, 'pages'));
  const about = '<!doctype html><title>About</title><div id="root"><h1>About the programme</h1></div>';
  writeFileSync(path.join(dist, 'pages', 'about.html'), about);
  writeFileSync(path.join(dist, 'pages', 'about.html.br'), brotliCompressSync(about));
  writeFileSync(path.join(dist, 'prerendered.json'), JSON.stringify({ '/about': 'pages/about.html' }));
  ctx = await createTestContext({ env: { WEB_DIST: dist, API_DOCS: 'true' } });
});
afterAll(() => ctx.close());

describe('web client', () => {
  it('answers client routes with index.html so the router can take over', async () => {
    for (const url of ['/', '/admin-dashboard', '/verify-email/abc', '/Login/', '/accessibility?x=1']) {
      const res = await ctx.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it("answers any other page address with 404 and the app, which shows 'Page not found'", async () => {
    for (const url of ['/no-such-page', '/about/more', '/verify-emails', '/admin-dashboard/x?y=1']) {
      const res = await ctx.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    const head = await ctx.app.inject({ method: 'HEAD', url: '/no-such-page' });
    expect(head.statusCode).toBe(404);
  });

  it('answers a prerendered public page with its own HTML, compressed, never cached stale', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/about',
      headers: { accept: 'text/html', 'accept-encoding': 'br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain('<h1>About the programme</h1>');
    const plain = await ctx.app.inject({ method: 'GET', url: '/about?from=footer' });
    expect(plain.body).toContain('<h1>About the programme</h1>');
  });

  it('answers a missing file with 404 rather than the app page', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/assets/old-chunk-123.js' });
    expect(res.statusCode).toBe(404);
  });

  it('serves assets precompressed with long-lived caching', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('sends security headers with a strict Content-Security-Policy', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toContain('max-age=');
  });

  it('keeps API answers out of caches and answers unknown API paths with JSON', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('publishes the OpenAPI document and its viewer at /api/docs', async () => {
    const doc = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(doc.statusCode).toBe(200);
    expect(Object.keys(doc.json().paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/Common/getSectors', '/api/Contact']),
    );
    const ui = await ctx.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(ui.statusCode);
  });
});
