import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  type Admin,
  addOfficers,
  applicationScene,
  applyAs,
  bearer,
  createAdmin,
  employerSession,
  learnerSession,
  publishedPosition,
  type SignedIn,
  updateProfileAs,
} from '../../test/factories.ts';
import { bodyCaller, queryCaller } from '../../test/requests.ts';
import { useTestContext } from '../../test/test-app.ts';

const ctx = useTestContext();

type Method = 'GET' | 'POST';
const call = bodyCaller(ctx);
const callQuery = queryCaller(ctx);

// Every placement call of docs/api-accounts.md "Placements", with a well-formed input.
const PLACE = {
  PlacementId: 1,
  DatePlaced: '2026-11-20',
  StartDate: '2026-12-01',
  EndDate: '2027-11-30',
  PlacementOfficer: 1,
  PmeOfficer: 2,
  PlacementAssistant: 3,
  QualificationChecked: true,
};
const QUALIFICATION_UNCHECKED =
  "Confirm that you checked the qualification against the learner's certificate";
const ENDPOINTS: [Method, string, Record<string, unknown>?][] = [
  ['GET', '/api/Admin/Officers'],
  ['POST', '/api/Admin/AddOfficer', { Name: 'Anil Ramdial', Role: 'placement' }],
  ['POST', '/api/Admin/RemoveOfficer', { OfficerId: 1 }],
  ['POST', '/api/Admin/PlaceLearner', PLACE],
  ['GET', '/api/Admin/GetPlacementById/1'],
  ['GET', '/api/Admin/Placements?status=3&page=1'],
];

/** The employer marks the application Selected through its own call. */
async function select(owner: SignedIn, placementId: number) {
  const res = await callQuery('POST', '/api/Employer/SetApplicationOutcome', owner.token, {
    PlacementId: String(placementId),
    Outcome: 'selected',
  });
  expect(res.statusCode, res.body).toBe(200);
}

const placedRows = () => ctx.db.selectFrom('placements').select('id').where('status', '=', 5).execute();

describe('who may call the placement calls', () => {
  it('answers 401 without a token, whatever the input', async () => {
    for (const [method, url, payload] of ENDPOINTS) {
      for (const body of [payload, {}]) {
        const res = await call(method, url, undefined, body);
        expect(res.statusCode, `${method} ${url}`).toBe(401);
        expect(res.json()).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
      }
    }
  });

  it('answers 403 for employer and learner tokens, whatever the input, and changes nothing', async () => {
    const { owner, learner, application } = await applicationScene(ctx);
    await select(owner, application.placementId);
    const admin = await createAdmin(ctx);
    const officers = await addOfficers(ctx, admin);
    const place = { ...PLACE, ...officers, PlacementId: application.placementId };
    for (const token of [owner.token, learner.token]) {
      for (const [method, url, payload] of ENDPOINTS) {
        for (const body of [url.endsWith('PlaceLearner') ? place : payload, {}]) {
          const res = await call(method, url, token, body);
          expect(res.statusCode, `${method} ${url}`).toBe(403);
          expect(res.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
        }
      }
    }
    expect(await placedRows()).toEqual([]);
    expect((await call('GET', '/api/Admin/Officers', admin.token)).json()).toHaveLength(3);
  });
});

describe('officers', () => {
  let admin: Admin;
  beforeEach(async () => {
    admin = await createAdmin(ctx);
  });
  const post = (url: string, payload: Record<string, unknown>) => call('POST', url, admin.token, payload);
  const list = async () => (await call('GET', '/api/Admin/Officers', admin.token)).json();

  it('adds (query or body), lists by role then name, refuses a duplicate name in any case with 409', async () => {
    const first = await ctx.app.inject({
      method: 'POST',
      url: '/api/Admin/AddOfficer',
      query: { Name: '  Zara Ali ', Role: 'pme' },
      headers: bearer(admin.token),
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      success: true,
      message: 'Officer added.',
      data: { id: expect.any(Number), name: 'Zara Ali', role: 'pme', active: true },
    });
    await post('/api/Admin/AddOfficer', { Name: 'Anil Ramdial', Role: 'placement' });
    await post('/api/Admin/AddOfficer', { Name: 'Aaron Baptiste', Role: 'pme' });
    expect((await list()).map((o: { name: string }) => o.name)).toEqual([
      'Anil Ramdial',
      'Aaron Baptiste',
      'Zara Ali',
    ]);
    const duplicate = await post('/api/Admin/AddOfficer', { Name: 'ZARA ALI', Role: 'assistant' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toEqual({
      success: false,
      code: 'CONFLICT',
      error: 'An officer with this name is already on the list.',
    });
    expect(await list()).toHaveLength(3);
  });

  it('removes an officer (no longer listed; 409 a second time; 404 unknown) and brings one back by adding it again', async () => {
    const added = (await post('/api/Admin/AddOfficer', { Name: 'Anil Ramdial', Role: 'placement' })).json();
    const removed = await post('/api/Admin/RemoveOfficer', { OfficerId: String(added.data.id) });
    expect(removed.json()).toEqual({ success: true, message: 'Officer removed.' });
    expect(await list()).toEqual([]);
    expect((await post('/api/Admin/RemoveOfficer', { OfficerId: added.data.id })).statusCode).toBe(409);
    const unknown = await post('/api/Admin/RemoveOfficer', { OfficerId: 4242 });
    expect([unknown.statusCode, unknown.json().error]).toEqual([404, 'Officer not found.']);
    const back = await post('/api/Admin/AddOfficer', { Name: 'anil ramdial', Role: 'assistant' });
    expect(back.statusCode).toBe(200);
    expect(await list()).toEqual([
      { id: added.data.id, name: 'anil ramdial', role: 'assistant', active: true },
    ]);
  });

  it('answers 400 for bad input, never 500', async () => {
    for (const [url, payload, error] of [
      ['/api/Admin/AddOfficer', { Role: 'pme' }, 'Name is required'],
      ['/api/Admin/AddOfficer', { Name: 'Ann\u0000a', Role: 'pme' }, 'Name is not valid'],
      ['/api/Admin/AddOfficer', { Name: { $ne: 1 }, Role: 'pme' }, 'Name is not valid'],
      [
        '/api/Admin/AddOfficer',
        { Name: 'x'.repeat(101), Role: 'pme' },
        'Name must be at most 100 characters',
      ],
      ['/api/Admin/AddOfficer', { Name: 'Ann', Role: 'boss' }, 'Please select a valid role'],
      ['/api/Admin/RemoveOfficer', {}, 'OfficerId is required'],
      ['/api/Admin/RemoveOfficer', { OfficerId: 'abc' }, 'OfficerId is not valid'],
      ['/api/Admin/RemoveOfficer', { OfficerId: '99999999999' }, 'OfficerId is not valid'],
      ['/api/Admin/RemoveOfficer', { OfficerId: [1] }, 'OfficerId is not valid'],
    ] as const) {
      const res = await post(url, payload);
      expect(res.statusCode, `${url} ${JSON.stringify(payload)}`).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION', error });
    }
  });
});

describe('POST /api/Admin/PlaceLearner', () => {
  let admin: Admin;
  beforeEach(async () => {
    admin = await createAdmin(ctx);
  });
  const place = (payload: Record<string, unknown>) =>
    call('POST', '/api/Admin/PlaceLearner', admin.token, payload);

  /** A Selected application and the three officers: answers the scene and PlaceLearner's good input. */
  async function selectedScene() {
    const scene = await applicationScene(ctx);
    await select(scene.owner, scene.application.placementId);
    const input = {
      ...PLACE,
      ...(await addOfficers(ctx, admin)),
      PlacementId: scene.application.placementId,
    };
    return { ...scene, input };
  }

  it('answers 400 naming the parameter for bad input, and places nothing', async () => {
    const { input } = await selectedScene();
    const cases: [Record<string, unknown>, string][] = [
      [{ PlacementId: undefined }, 'PlacementId is required'],
      [{ PlacementId: 'abc' }, 'PlacementId is not valid'],
      [{ PlacementId: 1e12 }, 'PlacementId is not valid'],
      [{ DatePlaced: '' }, 'DatePlaced is required'],
      [{ StartDate: '2026-02-30' }, 'StartDate must be a date (YYYY-MM-DD)'],
      [{ StartDate: 'tomorrow' }, 'StartDate must be a date (YYYY-MM-DD)'],
      [{ EndDate: '2027-01-01\u0000' }, 'EndDate is not valid'],
      [{ EndDate: { year: 2027 } }, 'EndDate is not valid'],
      [{ DatePlaced: '2026-11-20'.repeat(100) }, 'DatePlaced must be a date (YYYY-MM-DD)'],
      [{ EndDate: '2026-12-01' }, 'End date must be after the start date'],
      [{ EndDate: '2026-11-01' }, 'End date must be after the start date'],
      [{ EndDate: '2028-12-02' }, 'End date must be at most 24 months after the start date'],
      [{ PmeOfficer: 'Beverly Joseph' }, 'PmeOfficer is not valid'],
      [{ PlacementAssistant: null }, 'PlacementAssistant is required'],
      [{ QualificationChecked: undefined }, QUALIFICATION_UNCHECKED],
      [{ QualificationChecked: false }, QUALIFICATION_UNCHECKED],
      [{ QualificationChecked: 'no' }, QUALIFICATION_UNCHECKED],
      [{ Extra: 1 }, ''],
    ];
    for (const [change, error] of cases) {
      const res = await place({ ...input, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION' });
      if (error) expect(res.json().error, JSON.stringify(change)).toBe(error);
    }
    const late = await place({ ...input, EndDate: '2028-12-02' });
    expect(late.json().fields).toEqual({
      EndDate: 'End date must be at most 24 months after the start date',
    });
    expect(await placedRows()).toEqual([]);
  });

  it('answers 400 for an officer of the wrong role or removed, and 404 for an unknown placement', async () => {
    const { input } = await selectedScene();
    const swapped = await place({ ...input, PmeOfficer: input.PlacementOfficer });
    expect(swapped.statusCode).toBe(400);
    expect(swapped.json()).toMatchObject({
      error: 'PmeOfficer must be an active PME officer from the officers list',
      fields: { PmeOfficer: 'PmeOfficer must be an active PME officer from the officers list' },
    });
    await call('POST', '/api/Admin/RemoveOfficer', admin.token, { OfficerId: input.PlacementAssistant });
    const removed = await place(input);
    expect(removed.statusCode).toBe(400);
    expect(removed.json().fields).toEqual({
      PlacementAssistant: 'PlacementAssistant must be an active placement assistant from the officers list',
    });
    const unknownOfficer = await place({ ...input, PlacementOfficer: 777 });
    expect(unknownOfficer.json().fields).toHaveProperty('PlacementOfficer');
    const back = await call('POST', '/api/Admin/AddOfficer', admin.token, {
      Name: 'Curtis Mohammed',
      Role: 'assistant',
    });
    const missing = await place({ ...input, PlacementAssistant: back.json().data.id, PlacementId: 31337 });
    expect([missing.statusCode, missing.json().error]).toEqual([404, 'Placement not found.']);
    expect(await placedRows()).toEqual([]);
  });

  it('answers 409 for an application that is not Selected, and sends nothing', async () => {
    const { learner, owner, application } = await applicationScene(ctx);
    const input = { ...PLACE, ...(await addOfficers(ctx, admin)), PlacementId: application.placementId };
    const res = await place(input);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      success: false,
      code: 'CONFLICT',
      error: 'Only a Selected application can be placed.',
    });
    expect(await placedRows()).toEqual([]);
    await ctx.app.outbox.drain();
    expect(ctx.mail.to(learner.email).filter((m) => /placed/i.test(m.subject))).toEqual([]);
    expect(ctx.mail.to(owner.email).filter((m) => /placed/i.test(m.subject))).toEqual([]);
  });

  it('places a Selected learner: status, dates, officers, history by the admin, one mail each to learner and employer', async () => {
    const { learner, owner, input } = await selectedScene();
    // The longest placement: exactly 24 months.
    const res = await place({ ...input, EndDate: '2028-12-01' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: 'The learner was placed.',
      data: expect.objectContaining({
        placementId: input.PlacementId,
        placementStatus: 5,
        datePlaced: '2026-11-20',
        startDate: '2026-12-01',
        endDate: '2028-12-01',
        placementOfficer: 'Anil Ramdial',
        pmeOfficer: 'Beverly Joseph',
        placementAssistant: 'Curtis Mohammed',
        positionTitle: 'Lab Technician',
      }),
    });
    const { history } = res.json().data;
    expect(history.map((h: { from: number | null; to: number }) => [h.from, h.to])).toEqual([
      [null, 1],
      [1, 3],
      [3, 5],
    ]);
    expect(history[2]).toEqual({ from: 3, to: 5, by: admin.username, at: expect.any(String) });
    expect(Date.parse(history[2].at)).toBeGreaterThan(Date.now() - 60_000);

    await ctx.app.outbox.drain();
    const toLearner = ctx.mail
      .to(learner.email)
      .filter((m) => m.subject === 'You have been placed: Lab Technician');
    expect(toLearner).toHaveLength(1);
    expect(toLearner[0]!.text).toContain('Start date: 2026-12-01');
    expect(toLearner[0]!.text).toContain('PME officer: Beverly Joseph');
    const toEmployer = ctx.mail.to(owner.email).filter((m) => /^Learner placed with you: /.test(m.subject));
    expect(toEmployer).toHaveLength(1);
    expect(toEmployer[0]!.text).toContain('Placement officer: Anil Ramdial');

    const again = await place(input);
    expect([again.statusCode, again.json().error]).toEqual([
      409,
      'This application has already been placed.',
    ]);
    await ctx.app.outbox.drain();
    expect(ctx.mail.to(learner.email).filter((m) => /placed/.test(m.subject))).toHaveLength(1);
  });

  it('places once when asked three times at once', async () => {
    const { input, learner } = await selectedScene();
    const answers = await Promise.all([1, 2, 3].map(() => place(input)));
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409, 409]);
    const history = await ctx.db
      .selectFrom('placement_status_history')
      .select('to_status')
      .where('placement_id', '=', input.PlacementId)
      .where('to_status', '=', 5)
      .execute();
    expect(history).toHaveLength(1);
    await ctx.app.outbox.drain();
    expect(ctx.mail.to(learner.email).filter((m) => /placed/.test(m.subject))).toHaveLength(1);
  });
});

describe('GET /api/Admin/GetPlacementById/:id', () => {
  let admin: Admin;
  beforeEach(async () => {
    admin = await createAdmin(ctx);
  });
  afterEach(async () => {
    // stipend_rates outlives the per-test reset: remove what a test added.
    await ctx.db.deleteFrom('stipend_rates').where('applies_from', '>', '2000-01-01').execute();
  });
  const get = (url: string) => call('GET', url, admin.token);

  it('answers 400 for a bad id and 404 for an unknown one', async () => {
    for (const id of ['abc', 'a%00b', '0', '-1', '99999999999', '1.5']) {
      const res = await get(`/api/Admin/GetPlacementById/${id}`);
      expect(res.statusCode, id).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION' });
    }
    const res = await get('/api/Admin/GetPlacementById/4242');
    expect(res.json()).toEqual({ success: false, code: 'NOT_FOUND', error: 'Placement not found.' });
  });

  it('shows the application with its names, history, and a null stipend when the learner lists no qualification', async () => {
    const { application, learner, owner } = await applicationScene(ctx);
    const res = await get(`/api/Admin/GetPlacementById/${application.placementId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      placementId: application.placementId,
      learnerId: learner.username,
      learnerName: 'Kavita Persad',
      employerId: owner.username,
      employerName: owner.payload.empName,
      positionTitle: 'Lab Technician',
      sector: 4,
      placementStatus: 1,
      placementType: 4,
      appliedAt: expect.any(String),
      datePlaced: null,
      startDate: null,
      endDate: null,
      placementOfficer: null,
      pmeOfficer: null,
      placementAssistant: null,
      monthlyStipend: null,
      stipendQualification: null,
      history: [{ from: null, to: 1, by: learner.username, at: expect.any(String) }],
      letters: [],
      lettersHeld: false,
      placementComments: '',
      privateNotes: '',
      transferredFrom: null,
      transferredTo: null,
      exitReason: null,
      exitDetails: null,
      exitedAt: null,
    });
  });

  it("answers the stipend of the learner's best-paid qualification, at the rate that applies on the start date", async () => {
    const { application, learner, owner } = await applicationScene(ctx);
    await updateProfileAs(ctx, learner, {
      lstQualification: [
        { qualificationType: 'CVQ', certificateName: 'Welding' },
        { qualificationType: 'First Degree', certificateName: 'BSc Chemistry' },
        { qualificationType: 'CAPE', certificateName: 'Chemistry' },
      ],
    });
    const url = `/api/Admin/GetPlacementById/${application.placementId}`;
    expect((await get(url)).json().monthlyStipend).toBe(6875);
    // A new schedule is a row: from 2027 First Degree pays more; a placement starting before keeps the old rate.
    await ctx.db
      .insertInto('stipend_rates')
      .values({ qualification_id: 14, monthly_ttd: 7200, applies_from: '2027-01-01' })
      .execute();
    await select(owner, application.placementId);
    const officers = await addOfficers(ctx, admin);
    const placed = await call('POST', '/api/Admin/PlaceLearner', admin.token, {
      ...PLACE,
      ...officers,
      PlacementId: application.placementId,
      StartDate: '2026-12-01',
    });
    expect(placed.json().data.monthlyStipend).toBe(6875);
    await ctx.app.outbox.drain();
    expect(ctx.mail.to(learner.email).at(-1)!.text).toContain('Your monthly stipend: TTD 6,875.');
    // Fixed when placed: the employer and the learner see the same figure, and a later change to the
    // learner's qualifications does not move it.
    const employerItems = await call('GET', '/api/Employer/Applications', owner.token);
    expect(employerItems.json().items[0].monthlyStipend).toBe(6875);
    await updateProfileAs(ctx, learner, {
      lstQualification: [{ qualificationType: 'CVQ', certificateName: 'Welding' }],
    });
    const learnerItems = await call(
      'GET',
      `/api/Learner/GetAllApplicationsByLearnerId?ID=${learner.username}`,
      learner.token,
    );
    expect(learnerItems.json()[0].monthlyStipend).toBe(6875);
    expect((await get(url)).json().monthlyStipend).toBe(6875);
  });

  it("shows no stipend on the employer's and learner's application before placing", async () => {
    const { learner, owner } = await applicationScene(ctx);
    const employerItems = await call('GET', '/api/Employer/Applications', owner.token);
    expect(employerItems.json().items[0]).toMatchObject({ monthlyStipend: null, letters: [] });
    const learnerItems = await call(
      'GET',
      `/api/Learner/GetAllApplicationsByLearnerId?ID=${learner.username}`,
      learner.token,
    );
    expect(learnerItems.json()[0]).toMatchObject({ monthlyStipend: null, letters: [] });
  });
});

describe('GET /api/Admin/Placements', () => {
  let admin: Admin;
  beforeEach(async () => {
    admin = await createAdmin(ctx);
  });
  const list = (query: string) => call('GET', `/api/Admin/Placements${query}`, admin.token);
  const names = async (query: string) => {
    const res = await list(query);
    expect(res.statusCode, `${query}: ${res.body}`).toBe(200);
    return res
      .json()
      .items.map(
        (i: { learnerName: string; positionTitle: string }) => `${i.learnerName}/${i.positionTitle}`,
      );
  };

  /** Two employers (sectors 4 and 7), three learners, four applications; one Selected. */
  async function listScene() {
    const steel = await employerSession(ctx, { overrides: { empName: 'Caribbean Steel Ltd' } });
    const bakery = await employerSession(ctx, { overrides: { empName: 'Kiss Bakery' } });
    const welder = await publishedPosition(ctx, steel, { position: { jobTitle: 'Welder', jobSector: 4 } });
    const baker = await publishedPosition(ctx, bakery, {
      position: { jobTitle: 'Pastry Cook', jobSector: 7 },
    });
    const asha = await learnerSession(ctx, { overrides: { firstName: 'Asha', lastName: 'Ramdass' } });
    const brian = await learnerSession(ctx, { overrides: { firstName: 'Brian', lastName: 'Lara' } });
    const chen = await learnerSession(ctx, { overrides: { firstName: 'Mei', lastName: 'Chen' } });
    await applyAs(ctx, asha, welder.opening.jobOpeningId);
    const second = await applyAs(ctx, brian, welder.opening.jobOpeningId);
    await applyAs(ctx, brian, baker.opening.jobOpeningId);
    await applyAs(ctx, chen, baker.opening.jobOpeningId);
    await select(steel, second.placementId);
    return { steel, bakery };
  }

  it('answers 400 for bad queries', async () => {
    for (const query of [
      'status=10',
      'status=applied',
      'sector=x',
      'page=0',
      'pageSize=101',
      'from=2026-13-01',
      'to=yesterday',
      'from=2026-05-02&to=2026-05-01',
      'search=a%00b',
      `search=${'x'.repeat(101)}`,
      `employer=${'x'.repeat(51)}`,
      'sort=name',
    ]) {
      const res = await list(`?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION' });
    }
  });

  it('pages newest first across employers, with the items the list shows', async () => {
    await listScene();
    const first = (await list('?pageSize=3')).json();
    expect(first).toMatchObject({ total: 4, page: 1, pageSize: 3 });
    expect(first.items.map((i: { learnerName: string }) => i.learnerName)).toEqual([
      'Mei Chen',
      'Brian Lara',
      'Brian Lara',
    ]);
    expect(first.items[0]).toEqual({
      placementId: expect.any(Number),
      learnerName: 'Mei Chen',
      employerName: 'Kiss Bakery',
      positionTitle: 'Pastry Cook',
      sector: 7,
      placementStatus: 1,
      appliedAt: expect.any(String),
      datePlaced: null,
    });
    expect(await names('?pageSize=3&page=2')).toEqual(['Asha Ramdass/Welder']);
    expect(await names('?page=3')).toEqual([]);
  });

  it('searches learner, employer and position in any case, and filters by status, sector, employer and dates', async () => {
    const { steel } = await listScene();
    expect(await names('?search=BRIAN%20l')).toEqual(['Brian Lara/Pastry Cook', 'Brian Lara/Welder']);
    expect(await names('?search=kiss')).toEqual(['Mei Chen/Pastry Cook', 'Brian Lara/Pastry Cook']);
    expect(await names('?search=weld')).toEqual(['Brian Lara/Welder', 'Asha Ramdass/Welder']);
    expect(await names('?search=100%25')).toEqual([]);
    // A placement whose learner, employer and position all match is listed and counted once.
    expect((await list('?search=a')).json()).toMatchObject({ total: 4, totalExact: true });
    expect(await names('?search=a&pageSize=3')).toEqual([
      'Mei Chen/Pastry Cook',
      'Brian Lara/Pastry Cook',
      'Brian Lara/Welder',
    ]);
    expect(await names('?status=3')).toEqual(['Brian Lara/Welder']);
    expect((await list('?status=3')).json().total).toBe(1);
    expect(await names('?sector=7')).toEqual(['Mei Chen/Pastry Cook', 'Brian Lara/Pastry Cook']);
    expect(await names(`?employer=${steel.username.toLowerCase()}`)).toEqual([
      'Brian Lara/Welder',
      'Asha Ramdass/Welder',
    ]);
    expect((await list(`?employer=${steel.username}&status=1`)).json().total).toBe(1);
    expect((await list('?employer=NOBODY')).json()).toMatchObject({ items: [], total: 0 });
    expect(await names('?search=brian&sector=4')).toEqual(['Brian Lara/Welder']);

    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'America/Port_of_Spain' });
    expect((await list(`?from=${today}&to=${today}`)).json().total).toBe(4);
    expect((await list('?to=2000-01-01')).json().total).toBe(0);
    expect((await list('?from=2999-01-01&search=a')).json().total).toBe(0);
  });

  it("follows a position's sector when its employer changes it", async () => {
    await listScene();
    expect((await list('?sector=7')).json().total).toBe(2);
    // The sector is kept on each placement for speed; a trigger keeps it in step with its position.
    await ctx.db.updateTable('job_positions').set({ sector: 9 }).where('sector', '=', 7).execute();
    expect((await list('?sector=7')).json().total).toBe(0);
    expect(await names('?sector=9')).toEqual(['Mei Chen/Pastry Cook', 'Brian Lara/Pastry Cook']);
  });
});
