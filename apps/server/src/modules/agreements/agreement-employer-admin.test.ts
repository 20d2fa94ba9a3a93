import { AGREEMENT_MESSAGES, DEFAULT_AGREEMENT_CONDITIONS } from '@ojt/domain';
import { describe, expect, it } from 'vitest';
import type { Deps } from '../../deps.ts';
import { notify } from '../../notifications/notify.ts';
import { testClock } from '../../test/clock.ts';
import { learnerSession, placedLearnerScene, portOfSpain, renewSessions } from '../../test/factories.ts';
import { asCaller, bodyCaller } from '../../test/requests.ts';
import { useTestContext } from '../../test/test-app.ts';
import { sendAgreementReminders } from './agreement-reminders.ts';

// The employer's hours (POST /api/Employer/SetPlacementHours), the agreement read by each party
// (GET /api/Placements/{id}/Agreement), its PDFs, the office's conditions and the reminders (issue 29).
const clock = testClock();
const ctx = useTestContext({ clock });
const post = bodyCaller(ctx);
const getPath = (url: string, token?: string) => ctx.app.inject({ method: 'GET', url, ...asCaller(token) });

const deps = (): Deps => ({ db: ctx.db, publicUrl: ctx.config.publicUrl, clock, notify });

const HOURS = '/api/Employer/SetPlacementHours';
const CONDITIONS = '/api/Admin/AgreementConditions';

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

const mailsTo = (email: string) =>
  ctx.db
    .selectFrom('outbox')
    .select(['subject', 'text_body'])
    .where('recipient', '=', email)
    .orderBy('id')
    .execute();

describe('POST /api/Employer/SetPlacementHours', () => {
  it('answers 401, 403 to a learner, an admin and another employer, 400 for bad hours or days', async () => {
    const s = await placed();
    const body = { placementId: s.placementId, hoursPerWeek: 32, days: ['Mon', 'Tue', 'Wed', 'Thu'] };
    expect((await post('POST', HOURS, undefined, body)).statusCode).toBe(401);
    expect((await post('POST', HOURS, s.learner.token, body)).statusCode).toBe(403);
    expect((await post('POST', HOURS, s.admin.token, body)).statusCode).toBe(403);
    expect((await post('POST', HOURS, s.other.token, body)).statusCode).toBe(403);
    for (const bad of [
      { ...body, hoursPerWeek: 0 },
      { ...body, hoursPerWeek: 61 },
      { ...body, hoursPerWeek: 7.5 },
      { ...body, hoursPerWeek: 'x'.repeat(5000) },
      { ...body, days: [] },
      { ...body, days: ['Mon', 'Mon'] },
      { ...body, days: ['Funday'] },
      { ...body, days: [{ a: 1 }] },
      { ...body, placementId: '1\u0000' },
    ]) {
      const res = await post('POST', HOURS, s.owner.token, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
    const hours = await post('POST', HOURS, s.owner.token, { ...body, hoursPerWeek: 61 });
    expect(hours.json().error).toBe(AGREEMENT_MESSAGES.hoursInvalid);
    const none = await post('POST', HOURS, s.owner.token, { ...body, days: [] });
    expect(none.json().error).toBe(AGREEMENT_MESSAGES.daysRequired);
    expect((await post('POST', HOURS, s.owner.token, { ...body, placementId: 999999 })).statusCode).toBe(404);
  });

  it('saves the hours, draws version 2 and tells the learner; the same hours again draw nothing', async () => {
    const s = await placed();
    const body = { placementId: s.placementId, hoursPerWeek: 32, days: ['Thu', 'Mon', 'Tue', 'Wed'] };
    const res = await post('POST', HOURS, s.owner.token, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: AGREEMENT_MESSAGES.placementHoursSaved,
      data: { hoursPerWeek: 32, days: ['Mon', 'Tue', 'Wed', 'Thu'], version: 2 },
    });
    const mails = await mailsTo(s.learner.email);
    expect(mails.at(-1)?.subject).toBe('Your placement agreement changed: please confirm version 2');
    const again = await post('POST', HOURS, s.owner.token, body);
    expect(again.json()).toMatchObject({
      message: AGREEMENT_MESSAGES.placementHoursUnchanged,
      data: { version: 2 },
    });
    const read = await getPath(`/api/Placements/${s.placementId}/Agreement`, s.owner.token);
    expect(read.json()).toMatchObject({
      version: 2,
      terms: { hoursPerWeek: 32, days: ['Mon', 'Tue', 'Wed', 'Thu'] },
    });
  });

  it('takes its parameters from the query string too, and answers 409 once the placement is not Placed', async () => {
    const s = await placed();
    const url = `${HOURS}?placementId=${s.placementId}&hoursPerWeek=20&days=Sat,Sun`;
    const res = await ctx.app.inject({ method: 'POST', url, ...asCaller(s.owner.token) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ hoursPerWeek: 20, days: ['Sat', 'Sun'] });
    await ctx.db.updateTable('placements').set({ status: 7 }).where('id', '=', s.placementId).execute();
    const done = await post('POST', HOURS, s.owner.token, {
      placementId: s.placementId,
      hoursPerWeek: 40,
      days: ['Mon'],
    });
    expect(done.statusCode).toBe(409);
    expect(done.json().error).toBe(AGREEMENT_MESSAGES.agreementOnlyPlaced);
  });
});

describe('GET /api/Placements/{id}/Agreement and its PDFs', () => {
  it('answers 401, 403 to another employer and learner, 400 for a bad id; the three parties read it', async () => {
    const s = await placed();
    const url = `/api/Placements/${s.placementId}/Agreement`;
    expect((await getPath(url)).statusCode).toBe(401);
    expect((await getPath(url, s.other.token)).statusCode).toBe(403);
    expect((await getPath(url, (await learnerSession(ctx)).token)).statusCode).toBe(403);
    expect((await getPath('/api/Placements/abc/Agreement', s.admin.token)).statusCode).toBe(400);
    expect((await getPath('/api/Placements/999999/Agreement', s.admin.token)).statusCode).toBe(404);
    for (const token of [s.learner.token, s.owner.token, s.admin.token]) {
      const res = await getPath(url, token);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ version: 1, confirmBy: '2030-12-12' });
    }
  });

  it('gives each version as a PDF to the three parties, the same bytes twice; 404 for no such version', async () => {
    const s = await placed();
    const pdf = `/api/Placements/${s.placementId}/Agreement/1/pdf`;
    expect((await getPath(pdf)).statusCode).toBe(401);
    expect((await getPath(pdf, s.other.token)).statusCode).toBe(403);
    expect(
      (await getPath(`/api/Placements/${s.placementId}/Agreement/x/pdf`, s.admin.token)).statusCode,
    ).toBe(400);
    const missing = await getPath(`/api/Placements/${s.placementId}/Agreement/5/pdf`, s.admin.token);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe(AGREEMENT_MESSAGES.agreementVersionNotFound);
    const first = await getPath(pdf, s.learner.token);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/pdf');
    expect(first.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    for (const token of [s.owner.token, s.admin.token]) {
      expect((await getPath(pdf, token)).rawPayload.equals(first.rawPayload)).toBe(true);
    }
  });
});

describe('GET and POST /api/Admin/AgreementConditions', () => {
  it('answers 401, 403 to others, 400 for an empty text; the new text goes into versions drawn later', async () => {
    const s = await placed();
    expect((await getPath(CONDITIONS)).statusCode).toBe(401);
    expect((await getPath(CONDITIONS, s.owner.token)).statusCode).toBe(403);
    expect((await post('POST', CONDITIONS, s.learner.token, { text: 'x' })).statusCode).toBe(403);
    for (const text of ['', '  ', 'a\u0000', 'x'.repeat(10_001), { a: 1 }]) {
      expect((await post('POST', CONDITIONS, s.admin.token, { text })).statusCode).toBe(400);
    }
    expect((await getPath(CONDITIONS, s.admin.token)).json()).toEqual({
      text: DEFAULT_AGREEMENT_CONDITIONS,
      updatedAt: null,
    });
    const saved = await post('POST', CONDITIONS, s.admin.token, { text: 'Be on time.\nWear boots.' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      message: AGREEMENT_MESSAGES.conditionsSaved,
      data: { text: 'Be on time.\nWear boots.' },
    });
    // Version 1 keeps its text; a change of hours draws version 2 with the new one.
    const read = await getPath(`/api/Placements/${s.placementId}/Agreement`, s.admin.token);
    expect(read.json()).toMatchObject({ version: 1, terms: { conditions: DEFAULT_AGREEMENT_CONDITIONS } });
    await post('POST', HOURS, s.owner.token, {
      placementId: s.placementId,
      hoursPerWeek: 35,
      days: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'],
    });
    const later = await getPath(`/api/Placements/${s.placementId}/Agreement`, s.admin.token);
    expect(later.json()).toMatchObject({ version: 2, terms: { conditions: 'Be on time.\nWear boots.' } });
  });
});

describe('the reminders', () => {
  it('reminds the learner once at 7 days and once at 12, and never once confirmed', async () => {
    const s = await placed();
    const reminders = async () =>
      (await mailsTo(s.learner.email)).filter((m) => m.subject.startsWith('Reminder'));
    clock.set(portOfSpain('2030-12-04T09:00'));
    expect(await sendAgreementReminders(deps())).toBe(0);
    clock.set(portOfSpain('2030-12-05T09:00'));
    expect(await sendAgreementReminders(deps())).toBe(1);
    expect(await sendAgreementReminders(deps())).toBe(0);
    clock.set(portOfSpain('2030-12-10T09:00'));
    expect(await sendAgreementReminders(deps())).toBe(1);
    clock.set(portOfSpain('2030-12-20T09:00'));
    expect(await sendAgreementReminders(deps())).toBe(0);
    const sent = await reminders();
    expect(sent.map((m) => m.subject)).toEqual([
      'Reminder: please confirm your placement agreement',
      'Reminder: confirm your placement agreement by 12 Dec 2030',
    ]);
  });

  it('sends nothing for a confirmed version', async () => {
    const s = await placed();
    await post('POST', '/api/Learner/ConfirmAgreement', s.learner.token, {
      PlacementId: s.placementId,
      Version: 1,
    });
    clock.set(portOfSpain('2030-12-11T09:00'));
    expect(await sendAgreementReminders(deps())).toBe(0);
  });
});
