import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

/** A JSON schema as the OpenAPI document prints it (the parts the fuzz test reads). */
export interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  minimum?: number;
}

interface Operation {
  parameters?: { in: string; name: string; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, unknown> }>;
}

/** One route of the app: its method and URL (`:name` for a path parameter) and what the API document says of it. */
export interface FuzzRoute {
  method: string;
  url: string;
  pathParams: string[];
  query: Record<string, JsonSchema>;
  body: Record<string, JsonSchema> | undefined;
  /** Content types of each documented answer, by status. */
  answers: Record<string, string[]>;
}

/**
 * Every route of the app, from its own router (`printRoutes`, so a new route is fuzzed with no edit
 * here), with its parameters from the OpenAPI document where the route is documented.
 * HEAD (the GET handler) and the API docs' own routes are left out.
 */
export async function appRoutes(app: FastifyInstance): Promise<FuzzRoute[]> {
  const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
  if (res.statusCode !== 200) throw new Error(`no API document: ${res.statusCode}`);
  const paths = (res.json() as { paths: Record<string, Record<string, Operation>> }).paths;
  const documented = new Map<string, Operation>();
  for (const [path, item] of Object.entries(paths)) {
    for (const [method, op] of Object.entries(item)) {
      documented.set(`${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`, op);
    }
  }
  const routes: FuzzRoute[] = [];
  for (const [url, methods] of routerEntries(app.printRoutes({ commonPrefix: false }))) {
    if (url.startsWith('/api/docs')) continue;
    for (const method of methods.filter((m) => m !== 'HEAD')) {
      const op = documented.get(`${method} ${url}`) ?? {};
      const params = op.parameters ?? [];
      const body = op.requestBody?.content?.['application/json']?.schema;
      routes.push({
        method,
        url,
        pathParams: [...url.matchAll(/:(\w+)/g)].map((m) => m[1]!),
        query: Object.fromEntries(
          params.filter((p) => p.in === 'query').map((p) => [p.name, p.schema ?? {}]),
        ),
        body: body ? (body.properties ?? {}) : undefined,
        answers: Object.fromEntries(
          Object.entries(op.responses ?? {}).map(([status, r]) => [status, Object.keys(r.content ?? {})]),
        ),
      });
    }
  }
  return routes;
}

/** Reads find-my-way's tree print: `├── /path (GET, HEAD)`, children indented by four characters. */
function routerEntries(tree: string): [string, string[]][] {
  const stack: string[] = [];
  const entries: [string, string[]][] = [];
  for (const line of tree.split('\n')) {
    const match = /^((?:[│ ] {3})*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    const url = (stack[depth - 1] ?? '') + match[2];
    stack.push(url);
    if (match[3]) entries.push([url, match[3].split(', ')]);
  }
  return entries;
}

/** A deterministic string that does not compress (a fixed linear congruential sequence). */
export function incompressible(length: number): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  let state = 12345;
  let text = '';
  for (let i = 0; i < length; i += 1) {
    state = (state * 1103515245 + 12345) % 2147483648;
    text += alphabet[state % alphabet.length];
  }
  return text;
}

/** NUL, control and format characters (a URL cannot carry the lone surrogate of CONTROL). */
export const CONTROL_TEXT = 'a\u0000b\u0001\u0008\t\u000b\u000c\r\n\u001b\u007f\u0085\u2028\ufeffz';
export const CONTROL = `${CONTROL_TEXT}\ud800`;
const LONG = incompressible(100_000);
const DEEP_ARRAY = JSON.parse(`${'['.repeat(2000)}${']'.repeat(2000)}`) as unknown;
const DEEP_OBJECT = JSON.parse(`${'{"a":'.repeat(2000)}1${'}'.repeat(2000)}`) as unknown;

/** Values put in one field of an otherwise plausible body, one at a time. */
export const FIELD_VALUES: unknown[] = [
  CONTROL,
  '\u0000',
  LONG,
  '',
  ' ',
  12345,
  -1,
  0,
  1.5,
  1e20,
  2147483648,
  '99999999999999999999',
  '1e309',
  '../../../etc/passwd',
  '%00',
  true,
  null,
  [],
  [CONTROL],
  {},
  { a: CONTROL },
  DEEP_ARRAY,
  DEEP_OBJECT,
];

/** Number texts JSON.stringify cannot write (1e309 parses as Infinity), put raw in a body. */
export const RAW_NUMBERS = ['1e309', '-1e309', '99999999999999999999', '1e-400', '-0'];

/** Values of a query parameter or a path segment. */
export const TEXT_VALUES: string[] = [
  CONTROL_TEXT,
  '\u0000',
  '../',
  '../../../etc/passwd',
  '%00',
  '-1',
  '0',
  '1.5',
  '1e309',
  '99999999999999999999',
  'NaN',
  '0x10',
  '',
  ' ',
  incompressible(10_000),
];

/** Path segments, already URL-encoded (a bad escape, an encoded slash and NUL, a long one). */
export const PATH_SEGMENTS: string[] = [
  '..',
  '..%2F..%2Fetc%2Fpasswd',
  '%00',
  'a%00b',
  '%E0%A4%A',
  '%FF',
  '%',
  '-1',
  '0',
  '1e309',
  '99999999999999999999',
  'NaN',
  encodeURIComponent(CONTROL_TEXT),
  'x'.repeat(2000),
];

/** Bodies sent whole, as raw JSON text. */
export const RAW_BODIES: string[] = [
  '{',
  '{"a":}',
  '\u0000',
  '{"a":"\u0000"}',
  'null',
  '[]',
  '"text"',
  '123',
  'true',
  `${'['.repeat(2000)}${']'.repeat(2000)}`,
  `${'{"a":'.repeat(2000)}1${'}'.repeat(2000)}`,
  '{"__proto__":{"polluted":1}}',
  '{"constructor":{"prototype":{"polluted":1}}}',
  JSON.stringify({ a: 'x'.repeat(1024 * 1024) }),
];

/** A plausible value for a field: a sample by its name when one has the schema's type, else one of the type. */
export function plausible(name: string, schema: JsonSchema, samples: Record<string, unknown[]>): unknown {
  const type = schema.type ?? schema.anyOf?.find((s) => s.type)?.type;
  const fits = (v: unknown) =>
    type === undefined ||
    (type === 'integer' ? Number.isInteger(v) : type === 'array' ? Array.isArray(v) : typeof v === type);
  const sample = samples[name]?.find(fits);
  if (sample !== undefined) return sample;
  if (schema.default !== undefined) return schema.default;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  if (type === 'integer' || type === 'number') return schema.minimum ?? 1;
  if (type === 'boolean') return true;
  if (type === 'array') return [];
  if (type === 'object') return {};
  return 'Port of Spain';
}

const STACK_TRACE = /\n\s+at |\.ts:\d|\.js:\d|node_modules|\/work\/|\/src\//;
const FAILURE_KEYS = new Set(['success', 'error', 'code', 'fields']);

/** What is wrong with an answer, or undefined: never 5xx, no stack, JSON failures in the house shape. */
export function answerProblem(route: FuzzRoute, res: LightMyRequestResponse): string | undefined {
  const status = res.statusCode;
  const type = String(res.headers['content-type'] ?? '');
  if (status >= 500) return `status ${status}: ${res.body.slice(0, 300)}`;
  if (status >= 300 && status < 400) {
    const location = String(res.headers.location ?? '');
    return location.startsWith('/') && !location.startsWith('//') ? undefined : `redirect to '${location}'`;
  }
  const binary = type.startsWith('application/pdf');
  if (!binary && STACK_TRACE.test(res.body))
    return `a stack or file path in the answer: ${res.body.slice(0, 300)}`;
  if (status < 300) {
    const documented = route.answers[String(status)];
    if (documented && documented.length > 0 && !documented.some((t) => type.startsWith(t))) {
      return `content type '${type}', documented ${documented.join(', ')}`;
    }
    if (type.startsWith('application/json')) {
      try {
        JSON.parse(res.body);
      } catch {
        return 'a JSON answer that does not parse';
      }
    }
    return undefined;
  }
  if (!type.startsWith('application/json')) return `failure as '${type}': ${res.body.slice(0, 200)}`;
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(res.body);
  } catch {
    return `failure body is not JSON: ${res.body.slice(0, 200)}`;
  }
  const shaped =
    body.success === false &&
    typeof body.error === 'string' &&
    body.error.length > 0 &&
    typeof body.code === 'string' &&
    Object.keys(body).every((k) => FAILURE_KEYS.has(k)) &&
    (body.fields === undefined || Object.values(body.fields as object).every((v) => typeof v === 'string'));
  if (!shaped) return `failure not in the house shape: ${res.body.slice(0, 300)}`;
  if ((body.error as string).length > 500)
    return `an error message of ${(body.error as string).length} characters`;
  return undefined;
}
