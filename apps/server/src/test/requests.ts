import type { InjectOptions } from 'fastify';
import { bearer } from './factories.ts';
import type { TestContext } from './test-app.ts';

type Method = 'GET' | 'POST';

/** The headers of a caller: the bearer token when signed in, none when anonymous. */
export const asCaller = (token?: string): Pick<InjectOptions, 'headers'> =>
  token ? { headers: bearer(token) } : {};

/** `call(method, url, token?, body?)`: a request with its parameters in a JSON body. */
export function bodyCaller(ctx: TestContext) {
  return (method: Method, url: string, token?: string, payload?: Record<string, unknown>) =>
    ctx.app.inject({ method, url, ...asCaller(token), ...(payload ? { payload } : {}) });
}

/** `call(method, url, token?, query?)`: a request with its parameters in the query string. */
export function queryCaller(ctx: TestContext) {
  return (method: Method, url: string, token?: string, query?: Record<string, string>) =>
    ctx.app.inject({ method, url, ...asCaller(token), ...(query ? { query } : {}) });
}
