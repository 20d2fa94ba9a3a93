import { readFileSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-app.ts';

/**
 * The API's calls are pinned while the modules are rearranged (issue 26): the OpenAPI document must
 * list the same calls, each with the same success status and the same response codes. After a
 * deliberate change of the API, rewrite the fixture with OPENAPI_CALLS_WRITE=1 and review its diff.
 */
const FIXTURE = new URL('./openapi-calls.json', import.meta.url);

interface Call {
  call: string;
  /** The 2xx status (one per call today). */
  success: string;
  responses: string[];
}

type OpenApiDocument = { paths: Record<string, Record<string, { responses?: Record<string, unknown> }>> };

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];

function calls(document: OpenApiDocument): Call[] {
  return Object.entries(document.paths)
    .flatMap(([path, item]) =>
      Object.entries(item)
        .filter(([method]) => METHODS.includes(method))
        .map(([method, operation]) => {
          const responses = Object.keys(operation.responses ?? {}).sort();
          return {
            call: `${method.toUpperCase()} ${path}`,
            success: responses.filter((status) => /^2\d\d$/.test(status)).join(' '),
            responses,
          };
        }),
    )
    .sort((a, b) => (a.call < b.call ? -1 : a.call > b.call ? 1 : 0));
}

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ env: { API_DOCS: 'true' } });
});
afterAll(() => ctx.close());

describe('the OpenAPI document, call for call', () => {
  it('lists the pinned calls with their success status and response codes', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const actual = calls(res.json());
    if (process.env.OPENAPI_CALLS_WRITE === '1')
      writeFileSync(FIXTURE, `${JSON.stringify(actual, null, 2)}\n`);
    expect(actual).toEqual(JSON.parse(readFileSync(FIXTURE, 'utf8')));
  });
});
