import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testClock } from '../../test/clock.ts';
import {
  insertTimesheetRow,
  monthIds,
  type OfficerIds,
  officerTrio,
  placedLearner,
} from '../../test/factories/timesheet-rows.ts';
import { type Admin, createAdmin, employerSession, type SignedIn } from '../../test/factories.ts';
import { queryCaller } from '../../test/requests.ts';
import { useTestContext } from '../../test/test-app.ts';

// The office's Timesheets view (issue 27): GET /api/Admin/Timesheets. One scene for the file (the
// list only reads): three placed learners of two employers, seven months in every state, written as
// rows. The months are September to November of next year, so that the clock can be moved across
// their cut-offs without going back before the sessions' real time.
const clock = testClock();
const ctx = useTestContext({ clock, freshEachTest: false });
const callQuery = queryCaller(ctx);
const LIST = '/api/Admin/Timesheets';

const YEAR = new Date().getUTCFullYear() + 1;
const [SEP, OCT, NOV, AUG] = ['09', '10', '11', '08'].map((m) => `${YEAR}-${m}`) as [
  string,
  string,
  string,
  string,
];
// October's cut-off is 10:00 Port of Spain on the first working day of November (by the 5th); November's
// on the first working day of December (the 1st at the earliest).
const AFTER_OCTOBER_CUT_OFF = `${YEAR}-11-20T12:00:00Z`;

const L2_OCTOBER_DAYS = [
  { date: `${OCT}-01`, am: 'P', pm: 'P', leaveReason: null },
  { date: `${OCT}-02`, am: 'L', pm: 'A', leaveReason: 'sick' },
] as const;

interface Scene {
  builtAt: Date;
  admin: Admin;
  owner: SignedIn;
  otherOwner: SignedIn;
  learners: SignedIn[];
  alpha: OfficerIds;
  bravo: OfficerIds;
  /** The months' ids by name: `L1-SEP` … */
  ids: Record<string, number>;
}
const scene = {} as Scene;

beforeAll(async () => {
  clock.set(new Date());
  scene.builtAt = clock.now();
  scene.admin = await createAdmin(ctx);
  scene.alpha = await officerTrio(ctx, scene.admin, 'Alpha');
  scene.bravo = await officerTrio(ctx, scene.admin, 'Bravo');
  scene.owner = await employerSession(ctx);
  scene.otherOwner = await employerSession(ctx);
  const { admin, owner, otherOwner, alpha, bravo } = scene;
  const dates = { start: `${YEAR}-01-04`, end: `${YEAR}-12-31` };
  const l1 = await placedLearner(ctx, { admin, owner, officers: alpha }, { ...dates, sector: 4 });
  const l2 = await placedLearner(ctx, { admin, owner, officers: bravo }, { ...dates, sector: 9 });
  const l3 = await placedLearner(ctx, { admin, owner: otherOwner, officers: bravo }, { ...dates, sector: 4 });
  scene.learners = [l1.learner, l2.learner, l3.learner];
  const rows: [string, number, string, Parameters<typeof insertTimesheetRow>[3]][] = [
    ['L1-SEP', l1.placementId, SEP, { status: 'Approved', payCycle: 1 }],
    ['L1-OCT', l1.placementId, OCT, { status: 'Submitted' }],
    ['L1-NOV', l1.placementId, NOV, { status: 'Draft' }],
    ['L2-OCT', l2.placementId, OCT, { status: 'Approved', payCycle: 2, days: L2_OCTOBER_DAYS }],
    ['L2-NOV', l2.placementId, NOV, { status: 'Returned' }],
    ['L3-OCT', l3.placementId, OCT, { status: 'Draft' }],
    ['L3-NOV', l3.placementId, NOV, { status: 'Submitted' }],
  ];
  scene.ids = {};
  for (const [name, placementId, month, options] of rows)
    scene.ids[name] = await insertTimesheetRow(ctx, placementId, month, options);
});

beforeEach(() => clock.set(scene.builtAt));

/** The ids of the named months, in the order given. */
const ids = (...names: string[]) => names.map((name) => scene.ids[name]);

/** The list as a new admin signed in at the clock's now sees it. */
async function list(query: Record<string, string> = {}, admin?: Admin) {
  const caller = admin ?? (await createAdmin(ctx));
  const res = await callQuery('GET', LIST, caller.token, query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe('GET /api/Admin/Timesheets: who may call it', () => {
  it('answers 401 without a token, whatever the input', async () => {
    for (const query of [{}, { Month: OCT }, { Month: 'bad' }] as Record<string, string>[]) {
      const res = await callQuery('GET', LIST, undefined, query);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
    }
  });

  it('answers 403 to an employer and a learner, whatever the input', async () => {
    for (const token of [scene.owner.token, scene.learners[0]!.token]) {
      for (const query of [{}, { EmpId: scene.owner.username }, { Page: 'x' }] as Record<string, string>[]) {
        const res = await callQuery('GET', LIST, token, query);
        expect(res.statusCode).toBe(403);
        expect(res.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
      }
    }
  });
});

describe('GET /api/Admin/Timesheets: bad input', () => {
  it('answers 400 naming the parameter, never 500', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ Month: '2026-13' }, 'Month'],
      [{ Month: '2026-1' }, 'Month'],
      [{ Status: 'Paid' }, 'Status'],
      [{ Late: 'maybe' }, 'Late'],
      [{ SectorId: 'seven' }, 'SectorId'],
      [{ OfficerId: '-1' }, 'OfficerId'],
      [{ EmpId: 'x'.repeat(51) }, 'EmpId'],
      [{ Page: '0' }, 'Page'],
      [{ PageSize: '101' }, 'PageSize'],
      [{ Sort: 'month' }, 'Sort'],
    ];
    for (const [query, field] of cases) {
      const res = await callQuery('GET', LIST, scene.admin.token, query);
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(res.json(), JSON.stringify(query)).toMatchObject({ success: false, code: 'VALIDATION' });
      expect(res.json().fields, JSON.stringify(query)).toHaveProperty(field);
    }
  });
});

describe('GET /api/Admin/Timesheets: the months across employers', () => {
  it('lists every month, newest month first then newest record, each with its learner, employer, sector, officer and lateness', async () => {
    clock.set(AFTER_OCTOBER_CUT_OFF);
    const page = await list();
    expect(page).toMatchObject({ total: 7, page: 1, pageSize: 20 });
    expect(monthIds(page)).toEqual(ids('L3-NOV', 'L2-NOV', 'L1-NOV', 'L3-OCT', 'L2-OCT', 'L1-OCT', 'L1-SEP'));
    const row = page.items.find((item: { timesheetId: number }) => item.timesheetId === scene.ids['L2-OCT']);
    const learner = scene.learners[1]!;
    expect(row).toEqual({
      timesheetId: scene.ids['L2-OCT'],
      placementId: expect.any(Number),
      learnerId: learner.username,
      empId: scene.owner.username,
      month: OCT,
      status: 'Approved',
      days: L2_OCTOBER_DAYS,
      remarks: expect.any(String),
      workingDays: expect.any(Number),
      daysCredited: row.workingDays,
      level: expect.any(Number),
      rateCents: expect.any(Number),
      amountCents: expect.any(Number),
      amountText: expect.stringMatching(/^[\d,]+\.\d\d TTD$/),
      explanation: expect.stringContaining(`${row.workingDays} of ${row.workingDays} working days`),
      payCycle: 2,
      submittedAt: null,
      approvedAt: null,
      returnedReason: null,
      learnerName: `${learner.payload.firstName} ${learner.payload.lastName}`,
      employerName: scene.owner.payload.empName,
      sector: 9,
      officer: 'Bravo Placement',
      late: true,
    });
  });

  it('filters by month, by status and by both', async () => {
    expect(monthIds(await list({ Month: OCT }))).toEqual(ids('L3-OCT', 'L2-OCT', 'L1-OCT'));
    expect(monthIds(await list({ Status: 'Submitted' }))).toEqual(ids('L3-NOV', 'L1-OCT'));
    const both = await list({ Month: NOV, Status: 'Returned' });
    expect([monthIds(both), both.total]).toEqual([ids('L2-NOV'), 1]);
    const none = await list({ Month: AUG });
    expect(none).toEqual({ items: [], total: 0, page: 1, pageSize: 20 });
  });

  it('filters by employer (EmpId in any case); an unknown EmpId is an empty page, not an error', async () => {
    const upper = await list({ EmpId: scene.otherOwner.username.toUpperCase() });
    expect([monthIds(upper), upper.total]).toEqual([ids('L3-NOV', 'L3-OCT'), 2]);
    const lower = await list({ EmpId: scene.otherOwner.username.toLowerCase() });
    expect(monthIds(lower)).toEqual(monthIds(upper));
    expect(await list({ EmpId: 'NO-SUCH-EMPLOYER' })).toEqual({ items: [], total: 0, page: 1, pageSize: 20 });
  });

  it("filters by the placement's sector", async () => {
    const nine = await list({ SectorId: '9' });
    expect([monthIds(nine), nine.total]).toEqual([ids('L2-NOV', 'L2-OCT'), 2]);
    expect((await list({ SectorId: '4' })).total).toBe(5);
    expect((await list({ SectorId: '12' })).total).toBe(0);
  });

  it('filters by officer: a placement naming the officer in any of its three roles; an unknown one matches nothing', async () => {
    const admin = await createAdmin(ctx);
    const bravo = ids('L3-NOV', 'L2-NOV', 'L3-OCT', 'L2-OCT');
    for (const officerId of Object.values(scene.bravo)) {
      const page = await list({ OfficerId: String(officerId) }, admin);
      expect([monthIds(page), page.total]).toEqual([bravo, 4]);
    }
    const alpha = await list({ OfficerId: String(scene.alpha.PmeOfficer) }, admin);
    expect(monthIds(alpha)).toEqual(ids('L1-NOV', 'L1-OCT', 'L1-SEP'));
    const both = await list({ OfficerId: String(scene.bravo.PlacementAssistant), SectorId: '4' }, admin);
    expect(monthIds(both)).toEqual(ids('L3-NOV', 'L3-OCT'));
    expect((await list({ OfficerId: '999999' }, admin)).total).toBe(0);
  });

  it('Late: months not approved once their cut-off passed, and months approved after it (pay cycle 2)', async () => {
    clock.set(AFTER_OCTOBER_CUT_OFF);
    const october = ids('L3-OCT', 'L2-OCT', 'L1-OCT');
    const afterOctober = await list({ Late: 'true' });
    expect([monthIds(afterOctober), afterOctober.total]).toEqual([october, 3]);
    expect(afterOctober.items.every((item: { late: boolean }) => item.late)).toBe(true);
    const all = await list({ Late: 'false' });
    const lateness = Object.fromEntries(
      all.items.map((item: { timesheetId: number; late: boolean }) => [item.timesheetId, item.late]),
    );
    expect(lateness).toEqual({
      [scene.ids['L1-SEP']!]: false,
      [scene.ids['L1-OCT']!]: true,
      [scene.ids['L1-NOV']!]: false,
      [scene.ids['L2-OCT']!]: true,
      [scene.ids['L2-NOV']!]: false,
      [scene.ids['L3-OCT']!]: true,
      [scene.ids['L3-NOV']!]: false,
    });

    const { cut_off_at: novemberCutOff } = await ctx.db
      .selectFrom('timesheets')
      .select('cut_off_at')
      .where('id', '=', scene.ids['L1-NOV']!)
      .executeTakeFirstOrThrow();
    expect(novemberCutOff.toISOString()).toMatch(new RegExp(`^${YEAR}-12-0\\dT14:00:00.000Z$`));
    clock.set(new Date(novemberCutOff.getTime() - 1000));
    expect(monthIds(await list({ Late: '1' }))).toEqual(october);

    clock.set(novemberCutOff);
    const november = ids('L3-NOV', 'L2-NOV', 'L1-NOV');
    const afterNovember = await list({ Late: 'true' });
    expect([monthIds(afterNovember), afterNovember.total]).toEqual([[...november, ...october], 6]);
    const lateNovember = await list({ Late: 'true', Month: NOV });
    expect([monthIds(lateNovember), lateNovember.total]).toEqual([november, 3]);
    const lateDrafts = await list({ Late: 'true', Status: 'Draft' });
    expect([monthIds(lateDrafts), lateDrafts.total]).toEqual([ids('L1-NOV', 'L3-OCT'), 2]);
    const lateApproved = await list({ Late: 'true', Status: 'Approved', SectorId: '9' });
    expect([monthIds(lateApproved), lateApproved.total]).toEqual([ids('L2-OCT'), 1]);
    const lateOfBravo = await list({
      Late: 'true',
      OfficerId: String(scene.bravo.PmeOfficer),
      Page: '2',
      PageSize: '3',
    });
    expect([monthIds(lateOfBravo), lateOfBravo.total]).toEqual([ids('L2-OCT'), 4]);
  });

  it('pages: the same order across pages, each with the total that match', async () => {
    const admin = await createAdmin(ctx);
    const whole = monthIds(await list({}, admin));
    const pages = [];
    for (const Page of ['1', '2', '3', '4']) pages.push(await list({ Page, PageSize: '3' }, admin));
    expect(pages.map((p) => [p.total, p.page, p.pageSize])).toEqual([
      [7, 1, 3],
      [7, 2, 3],
      [7, 3, 3],
      [7, 4, 3],
    ]);
    expect(pages.map(monthIds)).toEqual([whole.slice(0, 3), whole.slice(3, 6), whole.slice(6), []]);
    const filtered = await list({ Month: OCT, Page: '2', PageSize: '2' }, admin);
    expect([monthIds(filtered), filtered.total]).toEqual([ids('L1-OCT'), 3]);
  });
});
