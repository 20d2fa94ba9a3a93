import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { MESSAGES, OTHER_TOWN_ID, portalToday } from '@ojt/domain';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import {
  applicationScene,
  applyAs,
  createAdmin,
  createEmployer,
  createLearner,
  employerSession,
  learnerSession,
  publishedPosition,
} from '../../test/factories.ts';
import { queryCaller } from '../../test/requests.ts';
import { useTestContext } from '../../test/test-app.ts';

// CSV exports (issue 11): GET /api/Admin/Export/Employers|Learners|Placements.
const ctx = useTestContext();
const call = queryCaller(ctx);

const EMPLOYERS = '/api/Admin/Export/Employers';
const LEARNERS = '/api/Admin/Export/Learners';
const PLACEMENTS = '/api/Admin/Export/Placements';
const IDENTITY_HEADERS = [
  'Date of birth',
  'National ID',
  'Birth certificate',
  'Passport',
  'NIS number',
  'Disability',
];

/** The rows of a CSV (RFC 4180 quoting: quoted cells, doubled quotes, CRLF rows), without its BOM. */
function parseCsv(text: string): string[][] {
  expect(text.startsWith('\uFEFF')).toBe(true);
  const cells = /("(?:[^"]|"")*"|[^,\r\n]*)(,|\r\n)/gy;
  const rows: string[][] = [];
  let row: string[] = [];
  cells.lastIndex = 1;
  for (let m = cells.exec(text); m; m = cells.exec(text)) {
    const raw = m[1] ?? '';
    row.push(raw.startsWith('"') ? raw.slice(1, -1).replace(/""/g, '"') : raw);
    if (m[2] === '\r\n') {
      rows.push(row);
      row = [];
    }
    if (cells.lastIndex === text.length) break;
  }
  expect(cells.lastIndex, 'the whole text parsed').toBe(text.length);
  return rows;
}

/** The CSV as records keyed by header. */
function records(text: string): Record<string, string>[] {
  const [header = [], ...rows] = parseCsv(text);
  return rows.map((row) => Object.fromEntries(header.map((h, i) => [h, row[i] ?? ''])));
}

const exportEntries = () =>
  ctx.db
    .selectFrom('audit_log')
    .selectAll()
    .where('action', '=', 'export.downloaded')
    .orderBy('id')
    .execute();

describe('GET /api/Admin/Export/*: who may', () => {
  it('answers 401 without a token and 403 to an employer and a learner, recording nothing', async () => {
    const employer = await employerSession(ctx);
    const learner = await learnerSession(ctx);
    for (const url of [EMPLOYERS, LEARNERS, PLACEMENTS]) {
      expect((await call('GET', url)).statusCode, url).toBe(401);
      for (const token of [employer.token, learner.token]) {
        const res = await call('GET', url, token);
        expect(res.statusCode, url).toBe(403);
        expect(res.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
      }
    }
    expect(await exportEntries()).toEqual([]);
  });
});

describe('POST /api/Admin/Export/Session (the browser downloads the file itself)', () => {
  const SESSION = '/api/Admin/Export/Session';
  const cookieOf = (setCookie: unknown) => String(setCookie).split(';')[0]!;

  it('answers 401 without a token and 403 to an employer and a learner, setting no cookie', async () => {
    expect((await call('POST', SESSION)).statusCode).toBe(401);
    for (const session of [await employerSession(ctx), await learnerSession(ctx)]) {
      const res = await call('POST', SESSION, session.token);
      expect(res.statusCode).toBe(403);
      expect(res.headers['set-cookie']).toBeUndefined();
    }
  });

  it('sets a 60-second HttpOnly, SameSite=Strict cookie for the export paths, read only on their GETs', async () => {
    const admin = await createAdmin(ctx);
    const res = await call('POST', SESSION, admin.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: MESSAGES.exportStarting });
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(
      /^ojt_export=[^;]+; Path=\/api\/Admin\/Export\/; Max-Age=60; HttpOnly; SameSite=Strict$/,
    );
    const cookie = cookieOf(setCookie);
    const download = await ctx.app.inject({ method: 'GET', url: PLACEMENTS, headers: { cookie } });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('text/csv; charset=utf-8');
    // Nowhere else: not another admin call, not a POST, not a forged value.
    for (const [method, url, value] of [
      ['GET', '/api/Admin/Placements', cookie],
      ['POST', SESSION, cookie],
      ['GET', PLACEMENTS, 'ojt_export=forged'],
    ] as const) {
      const other = await ctx.app.inject({ method, url, headers: { cookie: value } });
      expect(other.statusCode, `${method} ${url}`).toBe(401);
    }
  });
});

describe('GET /api/Admin/Export/*: bad input', () => {
  it('answers 400 naming the parameter for control characters, long, unknown or wrong-typed values', async () => {
    const admin = await createAdmin(ctx);
    const cases: [string, Record<string, string>, string][] = [
      [EMPLOYERS, { search: 'a\u0000b' }, 'search'],
      [EMPLOYERS, { search: 'x'.repeat(101) }, 'search'],
      [EMPLOYERS, { status: 'archived' }, 'status'],
      [EMPLOYERS, { includeIdentity: 'true', reason: 'Audit' }, 'includeIdentity'],
      [LEARNERS, { includeIdentity: 'yes' }, 'includeIdentity'],
      [LEARNERS, { includeIdentity: 'true', reason: 'a\u0007b' }, 'reason'],
      [LEARNERS, { page: '2' }, 'page'],
      [PLACEMENTS, { status: '10' }, 'status'],
      [PLACEMENTS, { sector: 'abc' }, 'sector'],
      [PLACEMENTS, { from: '2026-02-30' }, 'from'],
      [PLACEMENTS, { from: '2026-03-01', to: '2026-02-01' }, 'from'],
      [PLACEMENTS, { employer: 'E\u0000' }, 'employer'],
      [PLACEMENTS, { 'search[a]': 'x' }, 'search[a]'],
    ];
    for (const [url, query, field] of cases) {
      const res = await call('GET', url, admin.token, query);
      expect(res.statusCode, `${url} ${JSON.stringify(query)}`).toBe(400);
      if (field !== 'includeIdentity' && field !== 'page' && field !== 'search[a]')
        expect(res.json().fields, JSON.stringify(query)).toHaveProperty(field);
    }
    // Arrays (a repeated parameter) are the wrong type.
    const repeated = await ctx.app.inject({
      method: 'GET',
      url: `${LEARNERS}?search=a&search=b`,
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(repeated.statusCode).toBe(400);
    expect(await exportEntries()).toEqual([]);
  });

  it('answers 400 with the reason message when identity data is asked for without a reason (or too long a one)', async () => {
    const admin = await createAdmin(ctx);
    for (const url of [LEARNERS, PLACEMENTS]) {
      for (const query of [{ includeIdentity: 'true' }, { includeIdentity: '1', reason: '  ' }] as Record<
        string,
        string
      >[]) {
        const res = await call('GET', url, admin.token, query);
        expect(res.statusCode).toBe(400);
        expect(res.json().fields.reason).toBe(MESSAGES.exportReasonRequired);
      }
      const long = await call('GET', url, admin.token, { includeIdentity: 'true', reason: 'x'.repeat(501) });
      expect(long.statusCode).toBe(400);
      expect(long.json().fields.reason).toBe(MESSAGES.exportReasonTooLong);
    }
    expect(await exportEntries()).toEqual([]);
  });
});

describe('GET /api/Admin/Export/Employers', () => {
  it('answers a dated UTF-8 CSV attachment of the employers matching search and status', async () => {
    const admin = await createAdmin(ctx);
    await createEmployer(ctx, { overrides: { empName: 'Société Énergie Ltd' }, status: 'approved', admin });
    await createEmployer(ctx, {
      overrides: { empName: 'Pending Foods Ltd', empCity: OTHER_TOWN_ID, empCityOther: 'Lopinot' },
    });
    await createEmployer(ctx, { overrides: { empName: 'Rejected Foods Ltd' }, status: 'rejected', admin });

    const all = await call('GET', EMPLOYERS, admin.token);
    expect(all.statusCode).toBe(200);
    expect(all.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(all.headers['content-disposition']).toBe(`attachment; filename="employers-${portalToday()}.csv"`);
    const [header] = parseCsv(all.body);
    expect(header?.slice(0, 3)).toEqual(['Employer ID', 'Company name', 'Status']);
    expect(
      records(all.body)
        .map((r) => r['Company name'])
        .sort(),
    ).toEqual(['Pending Foods Ltd', 'Rejected Foods Ltd', 'Société Énergie Ltd']);
    const approved = records(all.body).find((r) => r.Status === 'Approved')!;
    expect(approved).toMatchObject({ Sector: expect.any(String), City: 'Port of Spain' });

    const foods = records(
      (await call('GET', EMPLOYERS, admin.token, { search: 'foods', status: 'pending' })).body,
    );
    expect(foods.map((r) => r['Company name'])).toEqual(['Pending Foods Ltd']);
    // A town typed under "Other (type it)" is exported as typed (issue 30).
    expect(foods[0]).toMatchObject({ City: 'Lopinot' });
  });
});

describe('GET /api/Admin/Export/Learners', () => {
  async function learners() {
    const admin = await createAdmin(ctx);
    const approved = await createLearner(ctx, {
      status: 'approved',
      admin,
      overrides: { lastName: 'Approved' },
    });
    const pending = await createLearner(ctx, {
      overrides: { lastName: 'Waiting', disability: 1, disabilityType: 'Hearing' },
    });
    // A name typed to run as a formula when the file is opened (the sign-up rules would refuse it).
    await ctx.db
      .updateTable('learners')
      .set({ first_name: '=HYPERLINK("http://evil.test","Click")', middle_name: '+1', last_name: '@SUM(A1)' })
      .where('learner_id', '=', pending.username)
      .execute();
    return { admin, approved, pending };
  }

  it('matches the filters and neutralises cells that would run as formulas', async () => {
    const { admin, pending } = await learners();
    const res = await call('GET', LEARNERS, admin.token, { status: 'pending' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="learners-${portalToday()}.csv"`);
    const rows = records(res.body);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      'Learner ID': pending.username,
      'First name': `'=HYPERLINK("http://evil.test","Click")`,
      'Middle name': "'+1",
      'Last name': "'@SUM(A1)",
      Status: 'Pending',
    });
    expect(res.body).toContain(`"'=HYPERLINK(""http://evil.test"",""Click"")"`);
    expect(records((await call('GET', LEARNERS, admin.token, { search: 'approved' })).body)).toHaveLength(1);
  });

  it('leaves identity numbers and disability data out unless included with a reason', async () => {
    const { admin, pending } = await learners();
    const plain = await call('GET', LEARNERS, admin.token);
    const [header] = parseCsv(plain.body);
    for (const column of IDENTITY_HEADERS) expect(header).not.toContain(column);
    expect(plain.body).not.toContain('19990514001');
    expect(plain.body).not.toContain('Hearing');

    const full = await call('GET', LEARNERS, admin.token, {
      includeIdentity: 'true',
      reason: 'Ministry audit',
    });
    expect(full.statusCode).toBe(200);
    const row = records(full.body).find((r) => r['Learner ID'] === pending.username)!;
    expect(row).toMatchObject({
      'National ID': '19990514001',
      'Date of birth': '2001-05-14',
      Disability: 'Has Disability',
      'Disability type': 'Hearing',
    });
  });

  it('records every export: who, the filters, whether identity data went out and why', async () => {
    const { admin } = await learners();
    await call('GET', LEARNERS, admin.token, { status: 'pending' });
    await call('GET', LEARNERS, admin.token, {
      search: 'Waiting',
      includeIdentity: '1',
      reason: 'Ministry audit',
    });
    const entries = await exportEntries();
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({
      actor_username: admin.username,
      actor_role: 'admin',
      record_type: 'export',
      record_id: 'learners',
      detail: { kind: 'learners', filters: { status: 'pending' }, includeIdentity: false },
    });
    expect(entries[0]?.detail).not.toHaveProperty('reason');
    expect(entries[1]?.detail).toEqual({
      kind: 'learners',
      filters: { search: 'Waiting', status: 'all' },
      includeIdentity: true,
      reason: 'Ministry audit',
    });
  });
});

describe('GET /api/Admin/Export/Placements', () => {
  it('answers the placements matching the table’s filters, identity data only with a reason, and records it', async () => {
    const scene = await applicationScene(ctx);
    const { opening } = await publishedPosition(ctx, scene.other, { position: { jobTitle: 'Welder' } });
    const second = await learnerSession(ctx, { overrides: { firstName: 'Ravi', lastName: 'Maharaj' } });
    await applyAs(ctx, second, opening.jobOpeningId);
    const admin = await createAdmin(ctx);

    const all = records((await call('GET', PLACEMENTS, admin.token)).body);
    expect(all.map((r) => r.Position).sort()).toEqual(['Lab Technician', 'Welder']);
    expect(all.find((r) => r.Position === 'Welder')).toMatchObject({
      Learner: 'Ravi Maharaj',
      'Employer ID': scene.other.username,
      Status: 'Applied',
    });

    const res = await call('GET', PLACEMENTS, admin.token, { employer: scene.owner.username.toLowerCase() });
    expect(res.headers['content-disposition']).toBe(`attachment; filename="placements-${portalToday()}.csv"`);
    expect(records(res.body).map((r) => r.Position)).toEqual(['Lab Technician']);
    expect(records((await call('GET', PLACEMENTS, admin.token, { search: 'ravi' })).body)).toHaveLength(1);
    expect(records((await call('GET', PLACEMENTS, admin.token, { status: '5' })).body)).toHaveLength(0);
    expect(records((await call('GET', PLACEMENTS, admin.token, { to: '2020-01-01' })).body)).toHaveLength(0);
    expect(records((await call('GET', PLACEMENTS, admin.token, { from: portalToday() })).body)).toHaveLength(
      2,
    );

    const [header] = parseCsv((await call('GET', PLACEMENTS, admin.token)).body);
    for (const column of IDENTITY_HEADERS) expect(header).not.toContain(column);
    const full = await call('GET', PLACEMENTS, admin.token, {
      includeIdentity: 'true',
      reason: 'Stipend check',
    });
    expect(records(full.body).find((r) => r.Position === 'Lab Technician')).toMatchObject({
      'National ID': '19990514001',
    });
    const last = (await exportEntries()).at(-1);
    expect(last).toMatchObject({
      record_id: 'placements',
      detail: { kind: 'placements', filters: {}, includeIdentity: true, reason: 'Stipend check' },
    });
    expect(await exportEntries()).toHaveLength(8);
  });
});

// 100,000 rows on PostgreSQL (TEST_DATABASE_URL). PGlite (one in-process connection) takes about 40 s
// to seed and read them, so it streams 20,000 unless STREAM_ROWS says otherwise; the batches and the
// memory bound are the same.
const STREAM_ROWS = Number(process.env.STREAM_ROWS ?? (process.env.TEST_DATABASE_URL ? 100_000 : 20_000));

/** `rows` placements: 100 openings of one position, each applied to by `rows / 100` learners. */
async function seedManyPlacements(rows: number) {
  const { owner, position } = await applicationScene(ctx);
  const learners = rows / 100;
  await sql`
    INSERT INTO users (username, role, status, email, first_name, last_name)
    SELECT 'SL' || g, 2, 'approved', 'stream' || g || '@example.tt', 'Stream', 'Learner ' || g
    FROM generate_series(1, ${learners}) AS g`.execute(ctx.db);
  await sql`
    INSERT INTO learners (user_id, learner_id, first_name, last_name, email_personal, national_id)
    SELECT id, username, first_name, last_name, email, 'ID' || id FROM users WHERE username LIKE 'SL%'`.execute(
    ctx.db,
  );
  await sql`
    INSERT INTO job_openings (job_position_id, num_openings, opens_at, closes_at, status, closed_at)
    SELECT ${position.empjobid}, 2, now() - interval '60 days', now() - interval '30 days', 0,
           now() - interval '30 days'
    FROM generate_series(1, 100)`.execute(ctx.db);
  await sql`
    INSERT INTO placements (learner_user_id, job_opening_id, placement_type, status, created_at)
    SELECT l.user_id, o.id, 1 + o.id % 5, 1 + l.user_id % 7, now() - make_interval(secs => l.user_id)
    FROM learners l CROSS JOIN job_openings o
    WHERE l.learner_id LIKE 'SL%' AND o.status = 0`.execute(ctx.db);
  return owner;
}

describe('GET /api/Admin/Export/Placements: streaming', () => {
  it(`streams ${STREAM_ROWS.toLocaleString('en')} rows in many chunks while the heap stays flat`, async () => {
    await seedManyPlacements(STREAM_ROWS);
    const admin = await createAdmin(ctx);
    const address = await ctx.app.listen({ host: '127.0.0.1', port: 0 });
    // Live memory, not garbage waiting for a collection: collect before each reading.
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    const live = () => {
      gc();
      return process.memoryUsage().heapUsed;
    };
    const before = live();
    const res = await fetch(`${address}${PLACEMENTS}`, {
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    const decoder = new TextDecoder('utf-8', { ignoreBOM: true });
    let chunks = 0;
    let lines = 0;
    let peak = 0;
    let bytes = 0;
    let first = '';
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks += 1;
      const text = decoder.decode(value, { stream: true });
      if (chunks === 1) first = text;
      // Count line feeds: a chunk may end between a row's CR and its LF.
      lines += text.split('\n').length - 1;
      bytes += value.byteLength;
      if (chunks % 10 === 0) peak = Math.max(peak, live() - before);
    }
    expect(first.startsWith('\uFEFFPlacement ID,')).toBe(true);
    expect(lines).toBe(STREAM_ROWS + 2); // the header and the scene's own application
    expect(chunks).toBeGreaterThan(STREAM_ROWS / 1000);
    // Measured: about 2 MB of live heap at most for a 14 MB file of 100,000 rows.
    expect(peak).toBeLessThan(50 * 1024 * 1024);
    expect(peak).toBeLessThan(bytes / 2);
  }, 180_000);
});
