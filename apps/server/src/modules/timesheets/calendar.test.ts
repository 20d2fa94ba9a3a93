import { FIRST_SCHEDULE, holidaySeed, MESSAGES } from '@ojt/domain';
import type { InjectOptions } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { type Admin, bearer, createAdmin, employerSession, learnerSession } from '../../test/factories.ts';
import { useTestContext } from '../../test/test-app.ts';

// The calendar and rates the office keeps (issue 27): public holidays, stipend schedules and the
// stipend settings. Every change is in the audit trail.
const ctx = useTestContext();

type Method = 'GET' | 'POST' | 'DELETE';
const send = (method: Method, url: string, token?: string, extra: Partial<InjectOptions> = {}) =>
  ctx.app.inject({ method, url, ...(token ? { headers: bearer(token) } : {}), ...extra });

const HOLIDAYS = '/api/Admin/Holidays';
const SCHEDULES = '/api/Admin/StipendSchedules';
const SETTINGS = '/api/Admin/StipendSettings';
const RATES = { 1: 300000, 2: 420000, 3: 520000, 4: 720000, 5: 830000 };
const FIRST = { effectiveFrom: '2000-01-01', rates: FIRST_SCHEDULE.rates };

// Every call, with a well-formed input.
const CALLS: [Method, string, Partial<InjectOptions>][] = [
  ['GET', `${HOLIDAYS}?Year=2026`, {}],
  ['POST', HOLIDAYS, { payload: { date: '2026-11-30', name: 'Office closure' } }],
  ['DELETE', `${HOLIDAYS}/2026-08-31`, {}],
  ['GET', SCHEDULES, {}],
  ['POST', SCHEDULES, { payload: { effectiveFrom: '2027-01-01', rates: RATES } }],
  ['GET', SETTINGS, {}],
  ['POST', SETTINGS, { payload: { reduceForAbsences: false } }],
  ['GET', '/api/Admin/Timesheets?Month=2026-10', {}],
];

/** What the calls change, read from the tables: equal before and after a refused call. */
const calendarState = async () => ({
  holidays: (await ctx.db.selectFrom('holidays').select(['date', 'name']).orderBy('date').execute()).length,
  schedules: (await ctx.db.selectFrom('stipend_schedules').select('effective_from').execute()).length,
  settings: await ctx.db.selectFrom('stipend_settings').selectAll().execute(),
  audit: (await ctx.db.selectFrom('audit_log').select('id').execute()).length,
});

/** The audit trail's entries of an action, as the admin's AuditTrail call answers them. */
async function trail(admin: Admin, action: string) {
  const res = await send('GET', `/api/Admin/AuditTrail?action=${action}`, admin.token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().items;
}

describe('who may call the calendar and rates', () => {
  it('answers 401 without a token, whatever the input', async () => {
    for (const [method, url, extra] of CALLS) {
      for (const options of [extra, {}]) {
        const res = await send(method, url, undefined, options);
        expect(res.statusCode, `${method} ${url}`).toBe(401);
        expect(res.json()).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
      }
    }
  });

  it('answers 403 to an employer and a learner, whatever the input, and changes nothing', async () => {
    const before = await calendarState();
    for (const token of [(await employerSession(ctx)).token, (await learnerSession(ctx)).token]) {
      for (const [method, url, extra] of CALLS) {
        for (const options of [extra, {}]) {
          const res = await send(method, url, token, options);
          expect(res.statusCode, `${method} ${url}`).toBe(403);
          expect(res.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
        }
      }
    }
    const after = await calendarState();
    // Approving the two accounts is audited; nothing of the calendar is.
    expect({ ...after, audit: before.audit }).toEqual(before);
  });
});

describe('holidays', () => {
  let admin: Admin;
  beforeEach(async () => {
    admin = await createAdmin(ctx);
  });
  const year = async (value: string) => {
    const res = await send('GET', `${HOLIDAYS}?Year=${value}`, admin.token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const add = (payload: Record<string, unknown>) => send('POST', HOLIDAYS, admin.token, { payload });

  it('answers 400 for a bad year, date or name, never 500', async () => {
    for (const value of ['', 'next', '1999', '2101', '2026.5', '2026&Year=2027']) {
      const res = await send('GET', `${HOLIDAYS}?Year=${value}`, admin.token);
      expect(res.statusCode, value).toBe(400);
      expect(res.json(), value).toMatchObject({ code: 'VALIDATION', error: MESSAGES.holidayYearInvalid });
    }
    expect((await send('GET', HOLIDAYS, admin.token)).statusCode).toBe(400);
    const bad: [Record<string, unknown>, string][] = [
      [{ date: '2026-02-30', name: 'Leap' }, 'date'],
      [{ date: '30/11/2026', name: 'Closure' }, 'date'],
      [{ name: 'Closure' }, 'date'],
      [{ date: '2026-11-30', name: '  ' }, 'name'],
      [{ date: '2026-11-30' }, 'name'],
      [{ date: '2026-11-30', name: 'x'.repeat(101) }, 'name'],
      [{ date: '2026-11-30', name: 'Closure', extra: 1 }, 'extra'],
    ];
    for (const [payload, field] of bad) {
      const res = await add(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().fields, JSON.stringify(payload)).toHaveProperty(field);
    }
    expect((await add({ date: '2026-11-30', name: '' })).json().error).toBe(MESSAGES.holidayNameRequired);
    for (const date of ['2026-13-01', 'tomorrow']) {
      const res = await send('DELETE', `${HOLIDAYS}/${date}`, admin.token);
      expect(res.statusCode, date).toBe(400);
      expect(res.json().fields).toHaveProperty('date');
    }
  });

  it("lists a year's holidays by date: the seeded ones, none for a year not seeded", async () => {
    const seeded = holidaySeed([2026]);
    expect(seeded.length).toBeGreaterThan(10);
    expect(await year('2026')).toEqual(seeded);
    expect(await year('2030')).toEqual([]);
  });

  it('adds a holiday (201, listed in its place, audited); the same date again is 409', async () => {
    const res = await add({ date: '2026-11-30', name: ' Office closure ' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({
      success: true,
      message: MESSAGES.holidayAdded,
      data: { date: '2026-11-30', name: 'Office closure' },
    });
    const listed = await year('2026');
    expect(listed.map((h: { date: string }) => h.date)).toEqual(
      [...holidaySeed([2026]).map((h) => h.date), '2026-11-30'].sort(),
    );
    for (const date of ['2026-11-30', '2026-08-31']) {
      const again = await add({ date, name: 'Another' });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ success: false, code: 'CONFLICT', error: MESSAGES.holidayExists });
    }
    expect(await trail(admin, 'holiday.added')).toEqual([
      expect.objectContaining({
        actor: admin.username,
        actorRole: 'admin',
        action: 'holiday.added',
        recordType: 'holiday',
        recordId: '2026-11-30',
        detail: { name: 'Office closure' },
      }),
    ]);
  });

  it('removes a holiday by its date (audited with its name); an unknown date is 404', async () => {
    const res = await send('DELETE', `${HOLIDAYS}/2026-08-31`, admin.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, message: MESSAGES.holidayRemoved });
    expect((await year('2026')).map((h: { date: string }) => h.date)).not.toContain('2026-08-31');
    const again = await send('DELETE', `${HOLIDAYS}/2026-08-31`, admin.token);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ success: false, code: 'NOT_FOUND', error: MESSAGES.holidayNotFound });
    expect(await trail(admin, 'holiday.removed')).toEqual([
      expect.objectContaining({
        actor: admin.username,
        recordType: 'holiday',
        recordId: '2026-08-31',
        detail: { name: 'Independence Day' },
      }),
    ]);
  });
});

describe('stipend schedules', () => {
  let admin: Admin;
  beforeEach(async () => {
    admin = await createAdmin(ctx);
  });
  const add = (payload: Record<string, unknown>) => send('POST', SCHEDULES, admin.token, { payload });
  const list = async () => (await send('GET', SCHEDULES, admin.token)).json();

  it('answers 400 for a bad date or rates that are not five whole positive amounts in cents', async () => {
    const { 5: _five, ...four } = RATES;
    const bad: [Record<string, unknown>, string][] = [
      [{ effectiveFrom: '2027-02-30', rates: RATES }, 'effectiveFrom'],
      [{ rates: RATES }, 'effectiveFrom'],
      [{ effectiveFrom: '2027-01-01' }, 'rates'],
      [{ effectiveFrom: '2027-01-01', rates: four }, 'rates'],
      [{ effectiveFrom: '2027-01-01', rates: { ...RATES, 6: 900000 } }, 'rates'],
      [{ effectiveFrom: '2027-01-01', rates: { ...RATES, 2: 4200.5 } }, 'rates'],
      [{ effectiveFrom: '2027-01-01', rates: { ...RATES, 3: 0 } }, 'rates'],
      [{ effectiveFrom: '2027-01-01', rates: { ...RATES, 4: -720000 } }, 'rates'],
      [{ effectiveFrom: '2027-01-01', rates: { ...RATES, 1: '300000' } }, 'rates'],
      [{ effectiveFrom: '2027-01-01', rates: [1, 2, 3, 4, 5] }, 'rates'],
    ];
    for (const [payload, field] of bad) {
      const res = await add(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      const fields = Object.keys(res.json().fields ?? {});
      expect(
        fields.some((name) => name.startsWith(field)),
        JSON.stringify(res.json()),
      ).toBe(true);
    }
    const fraction = await add({ effectiveFrom: '2027-01-01', rates: { ...RATES, 2: 4200.5 } });
    expect(fraction.json().error).toBe(MESSAGES.stipendRatesInvalid);
    expect(await list()).toEqual([FIRST]);
  });

  it('lists the first schedule: the lookups’ rates from 2000-01-01', async () => {
    expect(await list()).toEqual([{ effectiveFrom: '2000-01-01', rates: FIRST_SCHEDULE.rates }]);
  });

  it('adds schedules (201, listed oldest first, audited with the rates); a date taken is 409', async () => {
    const later = { effectiveFrom: '2027-01-01', rates: RATES };
    const res = await add(later);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ success: true, message: MESSAGES.stipendScheduleAdded, data: later });
    const midYear = { effectiveFrom: '2026-07-15', rates: { ...RATES, 1: 290000 } };
    expect((await add(midYear)).statusCode).toBe(201);
    expect(await list()).toEqual([FIRST, midYear, later]);
    for (const effectiveFrom of ['2027-01-01', '2000-01-01']) {
      const again = await add({ effectiveFrom, rates: RATES });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({
        success: false,
        code: 'CONFLICT',
        error: MESSAGES.stipendScheduleExists,
      });
    }
    expect(await list()).toEqual([FIRST, midYear, later]);
    const entries = await trail(admin, 'stipend-schedule.added');
    expect(entries.map((e: { recordId: string }) => e.recordId)).toEqual(['2026-07-15', '2027-01-01']);
    expect(entries[1]).toMatchObject({
      actor: admin.username,
      recordType: 'rates',
      detail: { rateCents: { 1: 300000, 2: 420000, 3: 520000, 4: 720000, 5: 830000 } },
    });
  });
});

describe('stipend settings', () => {
  let admin: Admin;
  beforeEach(async () => {
    admin = await createAdmin(ctx);
  });
  const save = (payload: Record<string, unknown>) => send('POST', SETTINGS, admin.token, { payload });
  const current = async () => (await send('GET', SETTINGS, admin.token)).json();

  it('answers 400 for a missing or non-boolean reduceForAbsences', async () => {
    for (const payload of [{}, { reduceForAbsences: 'false' }, { reduceForAbsences: 0 }, { other: true }]) {
      const res = await save(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().code).toBe('VALIDATION');
    }
    expect(await current()).toEqual({ reduceForAbsences: true });
  });

  it('reads and saves whether absences reduce the stipend (audited with the value before)', async () => {
    expect(await current()).toEqual({ reduceForAbsences: true });
    const res = await save({ reduceForAbsences: false });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: MESSAGES.stipendSettingsSaved,
      data: { reduceForAbsences: false },
    });
    expect(await current()).toEqual({ reduceForAbsences: false });
    await save({ reduceForAbsences: true });
    expect(await current()).toEqual({ reduceForAbsences: true });
    const entries = await trail(admin, 'stipend-settings.changed');
    expect(entries.map((e: { detail: unknown }) => e.detail)).toEqual([
      { reduceForAbsences: true, before: false },
      { reduceForAbsences: false, before: true },
    ]);
    expect(entries[0]).toMatchObject({ actor: admin.username, recordType: 'settings', recordId: 'stipend' });
  });
});
