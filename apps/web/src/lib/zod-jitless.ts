// Zod as the browser bundle sees it: vite.config.ts points 'zod' here. Zod compiles object parsers
// with `new Function` after probing whether eval is allowed; the portal's CSP forbids eval, and the
// probe alone is reported as a violation (Lighthouse: "Issues were logged"). Jitless parsing skips
// the probe; it is fast enough for forms. Set here, so it holds before any schema parses.
import { config } from 'zod/v4';

config({ jitless: true });

export * from 'zod/v4';
export { default } from 'zod/v4';
