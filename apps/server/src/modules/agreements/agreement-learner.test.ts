import { AGREEMENT_MESSAGES, MESSAGES } from '@ojt/domain';
import { describe, expect, it } from 'vitest';
import { testClock } from '../../test/clock.ts';
import {
  applicationScene,
  learnerSession,
  placedLearnerScene,
  portOfSpain,
  renewSessions,
} from '../../test/factories.ts';
import { bodyCaller, queryCaller } from '../../test/requests.ts';
import { useTestContext } from '../../test/test-app.ts';

// The learner's agreement (issue 29): GET /api/Learner/PlacementAgreement, POST
// /api/Learner/ConfirmAgreement and POST /api/Learner/QueryAgreement, the version drawn when placing.
const clock = testClock();
const ctx = useTestContext({ clock });
const get = queryCaller(ctx);
const post = bodyCaller(ctx);

const READ = '/api/Learner/PlacementAgreement';
const CONFIRM = '/api/Learner/ConfirmAgreement';
const ASK = '/api/Learner/QueryAgreement';

/** A learner placed for December 2030 to November 2031, on 28 November 2030 in Port of Spain. */
async function placed() {
  clock.set(new Date());
  const scene = await placedLearnerScene(ctx, { start: '2030-12-01', end: '2031-11-30' });
  await ctx.db
    .updateTable('agreement_versions')
    .set({ drawn_at: portOfSpain('2030-11-28T10:00'), confirm_by: '2030-12-12' })
    .execute();
  clock.set(portOfSpain('2030-11-28T10:00'));
  await renewSessions(ctx, scene);
  return scene;
}

const read = async (token: string, placementId: number) => {
  const res = await get('GET', READ, token, { PlacementId: String(placementId) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('GET /api/Learner/PlacementAgreement', () => {
  it('answers 401 without a token, 403 to an employer, an admin and another learner', async () => {
    const s = await placed();
    const q = { PlacementId: String(s.placementId) };
    expect((await get('GET', READ, undefined, q)).statusCode).toBe(401);
    expect((await get('GET', READ, s.owner.token, q)).statusCode).toBe(403);
    expect((await get('GET', READ, s.admin.token, q)).statusCode).toBe(403);
    const stranger = await learnerSession(ctx);
    expect((await get('GET', READ, stranger.token, q)).json()).toMatchObject({ code: 'FORBIDDEN' });
  });

  it('answers 400 for a missing or malformed PlacementId, 404 for an unknown one', async () => {
    const s = await placed();
    for (const q of [
      {},
      { PlacementId: 'abc' },
      { PlacementId: '1\u0000' },
      { PlacementId: '9'.repeat(400) },
    ]) {
      const res = await get('GET', READ, s.learner.token, q as Record<string, string>);
      expect(res.statusCode, res.body).toBe(400);
    }
    const res = await get('GET', READ, s.learner.token, { PlacementId: '999999' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe(MESSAGES.placementNotFound);
  });

  it('answers 409 for an application never placed', async () => {
    clock.set(new Date());
    const { learner, application } = await applicationScene(ctx);
    const res = await get('GET', READ, learner.token, { PlacementId: String(application.placementId) });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(AGREEMENT_MESSAGES.agreementNoneYet);
  });

  it('answers version 1 drawn when placing: the terms recorded, due 14 days later, not overdue', async () => {
    const s = await placed();
    const agreement = await read(s.learner.token, s.placementId);
    expect(agreement).toMatchObject({
      placementId: s.placementId,
      version: 1,
      confirmBy: '2030-12-12',
      confirmedAt: null,
      overdue: false,
      questions: [],
      terms: {
        startDate: '2030-12-01',
        endDate: '2031-11-30',
        hoursPerWeek: 40,
        days: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'],
        stipendLevel: 2,
        monthlyStipendCents: 396_000,
      },
    });
    expect(agreement.terms.placementOfficer).not.toBe('');
    expect(agreement.terms.conditions.length).toBeGreaterThan(20);
    expect(agreement.fingerprint).toMatch(/^[0-9a-f]{64}$/);
    expect(agreement.versions).toHaveLength(1);
  });

  it('says overdue the day after the confirm-by day', async () => {
    const s = await placed();
    clock.set(portOfSpain('2030-12-13T08:00'));
    await renewSessions(ctx, s);
    expect(await read(s.learner.token, s.placementId)).toMatchObject({ version: 1, overdue: true });
  });

  it('draws a new version when the recorded terms change, and tells the learner', async () => {
    const s = await placed();
    await ctx.db
      .updateTable('placements')
      .set({ end_date: '2031-12-31' })
      .where('id', '=', s.placementId)
      .execute();
    const agreement = await read(s.learner.token, s.placementId);
    expect(agreement).toMatchObject({
      version: 2,
      confirmBy: '2030-12-12',
      terms: { endDate: '2031-12-31' },
    });
    expect(agreement.versions.map((v: { version: number }) => v.version)).toEqual([2, 1]);
    const mails = await ctx.db
      .selectFrom('outbox')
      .select('subject')
      .where('recipient', '=', s.learner.email)
      .execute();
    expect(mails.map((m) => m.subject)).toContain(
      'Your placement agreement changed: please confirm version 2',
    );
    // Reading again draws nothing more.
    expect((await read(s.learner.token, s.placementId)).version).toBe(2);
  });
});

describe('POST /api/Learner/ConfirmAgreement', () => {
  it('answers 401, 403 to an employer and another learner, 400 for bad input', async () => {
    const s = await placed();
    const body = { PlacementId: s.placementId, Version: 1 };
    expect((await post('POST', CONFIRM, undefined, body)).statusCode).toBe(401);
    expect((await post('POST', CONFIRM, s.owner.token, body)).statusCode).toBe(403);
    const stranger = await learnerSession(ctx);
    expect((await post('POST', CONFIRM, stranger.token, body)).statusCode).toBe(403);
    for (const bad of [
      { PlacementId: s.placementId },
      { PlacementId: s.placementId, Version: 'x' },
      { ...body, Version: { a: 1 } },
      { ...body, extra: 1 },
    ]) {
      expect((await post('POST', CONFIRM, s.learner.token, bad)).statusCode).toBe(400);
    }
  });

  it('confirms the latest version (parameters in the query string too), then 409 for a second time', async () => {
    const s = await placed();
    const res = await ctx.app.inject({
      method: 'POST',
      url: `${CONFIRM}?PlacementId=${s.placementId}&Version=1`,
      headers: { authorization: `Bearer ${s.learner.token}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: AGREEMENT_MESSAGES.agreementConfirmed,
      data: { version: 1 },
    });
    expect(res.json().data.confirmedAt).toBe(portOfSpain('2030-11-28T10:00').toISOString());
    const again = await post('POST', CONFIRM, s.learner.token, { PlacementId: s.placementId, Version: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(AGREEMENT_MESSAGES.agreementAlreadyConfirmed);
  });

  it('answers 409 for a version not the latest, and once the placement is no longer Placed', async () => {
    const s = await placed();
    await ctx.db
      .updateTable('placements')
      .set({ hours_per_week: 30 })
      .where('id', '=', s.placementId)
      .execute();
    const old = await post('POST', CONFIRM, s.learner.token, { PlacementId: s.placementId, Version: 1 });
    expect(old.statusCode).toBe(409);
    expect(old.json().error).toBe(AGREEMENT_MESSAGES.agreementNotLatest);
    expect(
      (await post('POST', CONFIRM, s.learner.token, { PlacementId: s.placementId, Version: 3 })).statusCode,
    ).toBe(409);
    expect(
      (await post('POST', CONFIRM, s.learner.token, { PlacementId: s.placementId, Version: 2 })).statusCode,
    ).toBe(200);
    await ctx.db.updateTable('placements').set({ status: 7 }).where('id', '=', s.placementId).execute();
    const done = await post('POST', CONFIRM, s.learner.token, { PlacementId: s.placementId, Version: 2 });
    expect(done.statusCode).toBe(409);
    expect(done.json().error).toBe(AGREEMENT_MESSAGES.agreementOnlyPlaced);
  });
});

describe('POST /api/Learner/QueryAgreement', () => {
  it('answers 401, 403 to an employer and another learner, 400 for a missing or bad question', async () => {
    const s = await placed();
    const body = { PlacementId: s.placementId, Question: 'Is Saturday a working day?' };
    expect((await post('POST', ASK, undefined, body)).statusCode).toBe(401);
    expect((await post('POST', ASK, s.owner.token, body)).statusCode).toBe(403);
    const stranger = await learnerSession(ctx);
    expect((await post('POST', ASK, stranger.token, body)).statusCode).toBe(403);
    for (const Question of ['', '   ', 'a\u0000b', 'x'.repeat(2001), { q: 1 }, [1]]) {
      const res = await post('POST', ASK, s.learner.token, { PlacementId: s.placementId, Question });
      expect(res.statusCode, res.body).toBe(400);
    }
    const empty = await post('POST', ASK, s.learner.token, { PlacementId: s.placementId });
    expect(empty.json().error).toBe(AGREEMENT_MESSAGES.questionRequired);
  });

  it('records the question with its version and mails the programme office', async () => {
    const s = await placed();
    const res = await post('POST', ASK, s.learner.token, {
      PlacementId: s.placementId,
      Question: 'Is Saturday a working day?',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: AGREEMENT_MESSAGES.agreementQuestionSent,
      data: {
        questions: [
          {
            version: 1,
            text: 'Is Saturday a working day?',
            askedAt: portOfSpain('2030-11-28T10:00').toISOString(),
          },
        ],
      },
    });
    const mail = await ctx.db
      .selectFrom('outbox')
      .selectAll()
      .where('recipient', '=', s.admin.email)
      .where('subject', 'like', 'Question about a placement agreement%')
      .executeTakeFirst();
    expect(mail?.text_body).toContain('Is Saturday a working day?');
  });
});
