import { formatPortalDateTime } from '@ojt/domain';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  completedPlacementScene,
  contactMessage,
  OWN_PASSWORD,
  signIn,
  updateProfileAs,
  validEmployerSignup,
  validJobPosition,
  validLearnerSignup,
} from './factories.ts';
import {
  answerProblem,
  appRoutes,
  CONTROL,
  CONTROL_TEXT,
  FIELD_VALUES,
  type FuzzRoute,
  PATH_SEGMENTS,
  plausible,
  RAW_BODIES,
  RAW_NUMBERS,
  TEXT_VALUES,
} from './fuzz-inputs.ts';
import { useTestContext } from './test-app.ts';

// Every route of the app, as each kind of caller, under hostile input (the values are in
// fuzz-inputs.ts): never a 5xx, never a stack trace, failures in the house shape
// { success: false, error, code }, and other people's records untouched by a learner's or an
// employer's calls, whichever of their ids the calls name.
// The routes' parameters come from the OpenAPI document, served in tests only with API_DOCS.
const ctx = useTestContext({ freshEachTest: false, env: { API_DOCS: 'true' } });
// The outbox worker polls, as in a running portal: GET /api/health/ready answers 200, not 503 (issue 31).
beforeAll(() => ctx.app.outbox.start());

interface Caller {
  name: 'anonymous' | 'learner' | 'employer' | 'admin';
  username?: string;
  password?: string;
  token?: string;
}

// Each request from its own address, so the per-address rate limits do not answer 429 to everything.
let requests = 0;
const nextAddress = () => {
  requests += 1;
  return `10.${(requests >> 16) & 255}.${(requests >> 8) & 255}.${requests & 255}`;
};

type Send = Omit<InjectOptions, 'method' | 'url' | 'remoteAddress'> & { path?: string };

/** An employer, a learner placed with it and given a letter, an admin; the ids of it all by field name. */
async function recordsScene() {
  const scene = await completedPlacementScene(ctx);
  await updateProfileAs(ctx, scene.learner, {
    lstQualification: [
      {
        qualificationType: 'CXC',
        certificateName: 'Mathematics',
        institution: 'QRC',
        yearObtained: 2019,
        description: '',
      },
    ],
  });
  const letter = await ctx.app.inject({
    method: 'POST',
    url: '/api/Employer/GenerateExperienceLetter',
    headers: bearer(scene.owner.token),
    payload: { PlacementId: scene.placementId },
  });
  expect(letter.statusCode, letter.body).toBe(201);
  const { letterId, verificationCode } = letter.json().data as { letterId: number; verificationCode: string };
  const officers = await ctx.db.selectFrom('officers').select('id').execute();
  const { learner, owner, opening, position, placementId } = scene;
  // A month of attendance (issue 27): placed before the learner listed a qualification, the placement
  // is given a stipend level here, and its March read (so made) by the learner.
  await ctx.db.updateTable('placements').set({ stipend_level: 1 }).where('id', '=', placementId).execute();
  const month = await ctx.app.inject({
    method: 'GET',
    url: '/api/Learner/Timesheet',
    headers: bearer(learner.token),
    query: { PlacementId: String(placementId), Month: '2026-03' },
  });
  expect(month.statusCode, month.body).toBe(200);
  const { timesheetId } = month.json() as { timesheetId: number };
  const samples: Record<string, unknown[]> = {};
  const valid = {
    ...contactMessage(),
    ...validLearnerSignup(),
    ...validEmployerSignup(),
    ...validJobPosition(),
  };
  for (const [name, value] of Object.entries(valid)) samples[name] = [value];
  Object.assign(samples, {
    empId: [owner.username],
    EmpId: [owner.username],
    EmpKey: [owner.username],
    LearnerId: [learner.username],
    learnerID: [learner.username],
    pUserName: [learner.username],
    pEmail: [learner.email],
    email: [learner.email],
    emailPersonal: [learner.email],
    comments: ['Called for an interview.'],
    ID: [placementId, learner.username],
    Id: [placementId],
    id: [placementId, learner.username],
    PlacementId: [placementId],
    JobOpeningId: [opening.jobOpeningId],
    EmpJobKey: [position.empjobid],
    jobPositionId: [position.empjobid],
    LetterId: [letterId],
    letterId: [letterId],
    code: [verificationCode],
    OfficerId: officers.map((o) => o.id),
    OpenDate: [formatPortalDateTime(new Date())],
    CloseDate: [formatPortalDateTime(new Date(Date.now() + 30 * 24 * 3600 * 1000))],
    from: ['2026-01-01'],
    to: ['2026-12-31'],
    DatePlaced: ['2026-01-02'],
    StartDate: ['2026-01-05'],
    EndDate: ['2026-06-30'],
    InterviewDate: ['12/03/2031'],
    InterviewTime: ['9:30'],
    InterviewLocation: ['Head office'],
    Reason: ['Entered in error'],
    Outcome: ['selected'],
    Name: ['Anil Ramdial'],
    Role: ['placement'],
    TimesheetId: [timesheetId],
    timesheetId: [timesheetId],
    timesheetIds: [[timesheetId]],
    placementId: [placementId],
    Month: ['2026-03'],
    month: ['2026-03'],
    days: [[{ date: '2026-03-02', am: 'P', pm: 'P', leaveReason: null }]],
    reason: ['Entered in error'],
    page: [1],
    pageSize: [10],
  });
  return {
    ...scene,
    samples,
    numbers: [placementId, opening.jobOpeningId, position.empjobid, letterId, timesheetId],
    strings: [learner.username, owner.username, verificationCode],
  };
}
type Records = Awaited<ReturnType<typeof recordsScene>>;

/** The rows of a scene's learner and employer in every table that holds them. */
async function rowsOf(records: Records) {
  const users = [records.learner, records.owner].map((a) => `'${a.username}'`).join(', ');
  const ids = `(SELECT id FROM users WHERE username IN (${users}))`;
  // The victim learner's placements (with the victim employer); others may apply to the victim employer.
  const placements = `(SELECT id FROM placements WHERE learner_user_id IN ${ids})`;
  const positions = `(SELECT id FROM job_positions WHERE employer_user_id IN ${ids})`;
  const queries = [
    `SELECT * FROM users WHERE id IN ${ids} ORDER BY id`,
    `SELECT id, user_id, revoked_at FROM sessions WHERE user_id IN ${ids} ORDER BY id`,
    `SELECT * FROM learners WHERE user_id IN ${ids}`,
    `SELECT * FROM employers WHERE user_id IN ${ids}`,
    `SELECT * FROM job_positions WHERE id IN ${positions} ORDER BY id`,
    `SELECT * FROM job_requirements WHERE job_position_id IN ${positions} ORDER BY id`,
    `SELECT * FROM job_openings WHERE job_position_id IN ${positions} ORDER BY id`,
    `SELECT * FROM placements WHERE learner_user_id IN ${ids} ORDER BY id`,
    `SELECT * FROM placement_status_history WHERE placement_id IN ${placements} ORDER BY id`,
    `SELECT * FROM placement_evaluations WHERE placement_id IN ${placements} ORDER BY placement_id`,
    `SELECT * FROM experience_letters WHERE placement_id IN ${placements} ORDER BY id`,
    `SELECT * FROM timesheets WHERE placement_id IN ${placements} ORDER BY id`,
    ...['identifications', 'experience', 'qualifications', 'references'].map(
      (t) => `SELECT * FROM learner_${t} WHERE learner_user_id IN ${ids} ORDER BY id`,
    ),
  ];
  const rows: Record<string, Record<string, unknown>[]> = {};
  for (const query of queries) rows[query] = (await sql.raw(query).execute(ctx.db)).rows as never;
  // Anyone who knows a username and its email may ask for a temporary password (RecoverPassword).
  for (const user of rows[queries[0]!]!) {
    delete user.temp_password_hash;
    delete user.temp_password_expires_at;
    delete user.updated_at;
  }
  return JSON.parse(JSON.stringify(rows));
}

/** The route's URL with each path parameter replaced by `segment` (URL-encoded already), else a sample. */
function pathOf(route: FuzzRoute, own: Records, segment?: string) {
  return route.url.replace(
    /:(\w+)/g,
    (_m, name: string) => segment ?? encodeURIComponent(String(own.samples[name]?.[0] ?? '1')),
  );
}

/** A plausible body: every documented field, from the caller's own records where a field names one. */
function baseBody(route: FuzzRoute, own: Records): Record<string, unknown> {
  const fields = Object.entries(route.body ?? {});
  return Object.fromEntries(fields.map(([name, schema]) => [name, plausible(name, schema, own.samples)]));
}

/** A plausible query: the documented parameters we have a sample for. */
function baseQuery(route: FuzzRoute, own: Records): Record<string, string> {
  const known = Object.entries(route.query).filter(([name]) => own.samples[name]);
  return Object.fromEntries(
    known.map(([name, schema]) => [name, String(plausible(name, schema, own.samples))]),
  );
}

interface Plan {
  route: FuzzRoute;
  own: Records;
  victims: Records;
  /** The caller may call the route (its probe was not answered 401 or 403). */
  allowed: boolean;
  /** Field by field, with every value. */
  deep: boolean;
}

/** Bodies sent whole: raw JSON texts, every field set to one bad value, other content types. */
function* wholeBodies(body: Record<string, unknown>): Generator<Send> {
  const json = { 'content-type': 'application/json' };
  for (const raw of RAW_BODIES) yield { payload: raw, headers: json };
  const names = Object.keys(body).length > 0 ? Object.keys(body) : ['a', 'id'];
  for (const value of [CONTROL, 12345, null, [], {}, [CONTROL]]) {
    yield { payload: Object.fromEntries(names.map((n) => [n, value])) };
  }
  const form = `a=${encodeURIComponent(CONTROL_TEXT)}&b=%ZZ&${names[0]}=%00`;
  yield { payload: form, headers: { 'content-type': 'application/x-www-form-urlencoded' } };
  yield { payload: 'plain text', headers: { 'content-type': 'text/plain' } };
  yield { payload: '{}', headers: { 'content-type': 'application/json; charset=utf-16' } };
  yield { query: Object.fromEntries(names.map((n) => [n, CONTROL_TEXT])) };
  yield { query: Object.fromEntries(names.map((n) => [n, '99999999999999999999'])) };
}

/** The requests of one caller on one route. */
function* requestsFor({ route, own, victims, allowed, deep }: Plan): Generator<Send> {
  const hasBody = route.method !== 'GET';
  const body = baseBody(route, own);
  const query = baseQuery(route, own);
  yield { payload: body, query };
  if (!allowed) {
    if (hasBody) yield { payload: RAW_BODIES[0], headers: { 'content-type': 'application/json' } };
    return;
  }
  if (hasBody) yield* wholeBodies(body);
  if (route.pathParams.length > 0) {
    const others = [...victims.numbers.map(String), ...victims.strings.map(encodeURIComponent)];
    for (const segment of [...PATH_SEGMENTS, ...others])
      yield { path: pathOf(route, own, segment), payload: body };
  }
  const queryNames = Object.keys(route.query).length > 0 ? Object.keys(route.query) : ['id', 'page'];
  for (const name of queryNames) {
    for (const value of [...TEXT_VALUES, ...victims.strings, ...victims.numbers.map(String)]) {
      yield { query: { ...query, [name]: value } };
    }
    yield { query: { ...query, [name]: ['1', '2'] } };
  }
  if (!deep || !hasBody) return;
  for (const name of Object.keys(body)) {
    const others = Number.isInteger(body[name]) ? victims.numbers : victims.strings;
    for (const value of [...FIELD_VALUES, ...others]) yield { payload: { ...body, [name]: value } };
    for (const raw of RAW_NUMBERS) {
      const text = JSON.stringify({ ...body, [name]: '__RAW__' }).replace('"__RAW__"', raw);
      yield { payload: text, headers: { 'content-type': 'application/json' } };
    }
  }
}

/** The anonymous caller's extra requests: forged and malformed credentials. */
function* forgedCredentials(route: FuzzRoute, own: Records): Generator<Send> {
  const forged = [
    'Bearer ',
    'Bearer x',
    `Bearer ${'x'.repeat(8000)}`,
    'Bearer eyJhbGciOiJub25lIn0.eyJzaWQiOjF9.',
    'Bearer ../../',
    'Basic Zm9vOmJhcg==',
  ];
  for (const authorization of forged) yield { headers: { authorization }, path: pathOf(route, own) };
  yield { headers: { cookie: `ojt_export=${'x'.repeat(500)}` }, path: pathOf(route, own) };
}

async function send(route: FuzzRoute, caller: Caller, own: Records, request: Send) {
  const { path, headers, payload, ...rest } = request;
  return ctx.app.inject({
    method: route.method,
    url: path ?? pathOf(route, own),
    remoteAddress: nextAddress(),
    headers: { ...(caller.token ? bearer(caller.token) : {}), ...(headers as Record<string, string>) },
    ...(route.method === 'GET' ? {} : { payload }),
    ...rest,
  } as InjectOptions);
}

/** A short account of a request for a failure message. */
function describeRequest(route: FuzzRoute, caller: Caller, request: Send, res: LightMyRequestResponse) {
  const shown = JSON.stringify({ path: request.path, query: request.query, payload: request.payload }) ?? '';
  return `${route.method} ${route.url} as ${caller.name} ${shown.slice(0, 200)} -> ${res.statusCode}`;
}

/** Signs the caller in again when a call (logout) ended its session. */
async function keepSignedIn(caller: Caller) {
  if (!caller.token) return;
  const me = await ctx.app.inject({ method: 'GET', url: '/api/Login/me', headers: bearer(caller.token) });
  if (me.statusCode !== 200) caller.token = await signIn(ctx, caller.username!, caller.password!);
}

/**
 * The victim learner's email in an answer to anyone but an admin: no request sends it (their username
 * is sent, and stored in comments, so it may come back).
 */
function leak(caller: Caller, victims: Records, res: LightMyRequestResponse) {
  if (caller.name === 'admin' || !res.body.includes(victims.learner.email)) return undefined;
  return `another learner's email ${victims.learner.email} in the answer`;
}

// Routes an anonymous caller may call: searched field by field once, without a session.
const publicRoutes = new Set<FuzzRoute>();

async function fuzz(routes: FuzzRoute[], callers: Caller[], own: Records, victims: Records) {
  const problems: string[] = [];
  for (const caller of callers) {
    for (const route of routes) {
      // Without input: a caller of the wrong role (or none) is refused before the input is read.
      const probe = await send(route, caller, own, {});
      const allowed = probe.statusCode !== 401 && probe.statusCode !== 403;
      if (allowed && caller.name === 'anonymous') publicRoutes.add(route);
      const deep = allowed && (caller.name === 'anonymous' || !publicRoutes.has(route));
      const extra = caller.name === 'anonymous' ? [...forgedCredentials(route, own)] : [];
      for (const request of [...requestsFor({ route, own, victims, allowed, deep }), ...extra]) {
        const res = await send(route, caller, own, request);
        const problem = answerProblem(route, res) ?? leak(caller, victims, res);
        if (problem) problems.push(`${describeRequest(route, caller, request, res)}: ${problem}`);
      }
      await keepSignedIn(caller);
    }
  }
  return problems;
}

describe('every route under hostile input', () => {
  it('answers 2xx, 3xx or 4xx in the house shape, and leaves other people’s records alone', async () => {
    const routes = await appRoutes(ctx.app);
    expect(routes.length).toBeGreaterThan(60);
    expect(routes.map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining(['POST /api/Login/login', 'GET /api/Letters/:letterId/pdf', 'POST /contact']),
    );
    const victims = await recordsScene();
    // The second scene adds the same officers again: the victims' keep theirs under other names.
    await ctx.db.updateTable('officers').set({ name: sql`name || ' (1)'` }).execute();
    const own = await recordsScene();
    const signedIn = (name: Caller['name'], username: string, token: string, password = OWN_PASSWORD) => ({
      name,
      username,
      password,
      token,
    });
    const callers: Caller[] = [
      { name: 'anonymous' },
      signedIn('learner', own.learner.username, own.learner.token),
      signedIn('employer', own.owner.username, own.owner.token),
    ];
    const before = await rowsOf(victims);
    const problems = await fuzz(routes, callers, own, victims);
    const after = await rowsOf(victims);
    // The admin last: an admin may change anyone's records (reject, revoke, place).
    const admin = signedIn('admin', own.admin.username, own.admin.token, own.admin.password);
    problems.push(...(await fuzz(routes, [admin], own, victims)));
    expect(problems).toEqual([]);
    expect(after).toEqual(before);
  }, 300_000);
});
