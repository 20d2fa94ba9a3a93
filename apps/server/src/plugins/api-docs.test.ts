import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/test-app.ts';

interface Operation {
  summary?: string;
  parameters?: { name: string; in: string; required?: boolean }[];
  requestBody?: { content?: Record<string, { schema?: { required?: string[] } }> };
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}
type OpenApiDocument = { paths: Record<string, Record<string, Operation>> };

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];

let ctx: TestContext;
let document: OpenApiDocument;
beforeAll(async () => {
  ctx = await createTestContext({ env: { API_DOCS: 'true' } });
  const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  document = res.json();
});
afterAll(() => ctx.close());

/** Every operation of the document, as 'METHOD /path' with its description. */
function operations(): [string, Operation][] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, operation]): [string, Operation] => [`${method.toUpperCase()} ${path}`, operation]),
  );
}

const hasSchema = (response: { content?: Record<string, { schema?: unknown }> } | undefined) =>
  Object.values(response?.content ?? {}).some((media) => media.schema !== undefined);

describe('GET /api/docs/json', () => {
  it('lists the API', () => {
    const names = operations().map(([name]) => name);
    expect(names).toEqual(
      expect.arrayContaining(['POST /api/Login/login', 'GET /api/Admin/Employers', 'GET /api/health']),
    );
  });

  it('declares the answer of every operation for its success status', () => {
    const missing = operations()
      .filter(([, operation]) => {
        const success = Object.entries(operation.responses ?? {}).filter(([status]) =>
          /^2\d\d$/.test(status),
        );
        return success.length === 0 || !success.every(([, response]) => hasSchema(response));
      })
      .map(([name]) => name);
    expect(missing).toEqual([]);
  });

  it('marks a parameter required only when the call refuses it absent', () => {
    const query = (path: string) =>
      Object.fromEntries(
        (document.paths[path]?.get?.parameters ?? [])
          .filter((parameter) => parameter.in === 'query')
          .map((parameter) => [parameter.name, parameter.required ?? false]),
      );
    // The placements list: every filter optional.
    expect(query('/api/Admin/Placements')).toMatchObject({ search: false, page: false, pageSize: false });
    // Sign-in: both fields required.
    const login = document.paths['/api/Login/login']?.post?.requestBody?.content ?? {};
    const loginRequired = Object.values(login)[0]?.schema?.required ?? [];
    expect(loginRequired).toEqual(expect.arrayContaining(['pUserName', 'pPassword']));
  });

  it('declares the failure answer { success: false, error, code } for every failure status', () => {
    const loose = operations().flatMap(([name, operation]) =>
      Object.entries(operation.responses ?? {})
        .filter(([status]) => /^4\d\d$/.test(status))
        .filter(([, response]) => {
          const schema = Object.values(response.content ?? {})[0]?.schema as
            | { required?: string[] }
            | undefined;
          return !['success', 'error', 'code'].every((key) => schema?.required?.includes(key));
        })
        .map(([status]) => `${name} ${status}`),
    );
    expect(loose).toEqual([]);
  });
});

describe('GET /api/docs outside development', () => {
  const docsStatus = async (env: Record<string, string>) => {
    const app = await createTestContext({ env: { LOG_LEVEL: 'silent', ...env } });
    try {
      return (await app.app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode;
    } finally {
      await app.close();
    }
  };
  // Production needs a relay to start; the test's mail never reaches it.
  const production = { NODE_ENV: 'production', SMTP_URL: 'smtp://127.0.0.1:25' };

  it('is not served in production or test mode unless API_DOCS=true', async () => {
    expect(await docsStatus(production)).toBe(404);
    expect(await docsStatus({ NODE_ENV: 'test' })).toBe(404);
  });

  it('is served with API_DOCS=true, and in development', async () => {
    expect(await docsStatus({ ...production, API_DOCS: 'true' })).toBe(200);
    expect(await docsStatus({ NODE_ENV: 'development' })).toBe(200);
  });
});
