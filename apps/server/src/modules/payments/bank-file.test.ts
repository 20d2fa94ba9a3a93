import { BANK_FILE_MESSAGES } from '@ojt/domain';
import { XMLParser } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testClock } from '../../test/clock.ts';
import { insertRun, paymentRunScene } from '../../test/factories/payment-run-rows.ts';
import { createAdmin } from '../../test/factories/sessions.ts';
import { employerSession, learnerSession, mailTo } from '../../test/factories.ts';
import { queryCaller } from '../../test/requests.ts';
import { createTestContext, type TestContext, useTestContext } from '../../test/test-app.ts';

// GET /api/Admin/PaymentRun/{id}/BankFile (issue 28): the ACH CSV or pain.001 of an approved run.
const DEBTOR = {
  PAYMENTS_DEBTOR_NAME: 'OJT Programme, Ministry of Labour',
  PAYMENTS_DEBTOR_ACCOUNT: '987654321',
  PAYMENTS_DEBTOR_BIC: 'RBNKTTPX',
};
const clock = testClock();
const ctx = useTestContext({ clock, env: DEBTOR });
const call = queryCaller(ctx);
const fileUrl = (id: number | string) => `/api/Admin/PaymentRun/${id}/BankFile`;
const xml = new XMLParser({
  ignoreAttributes: false,
  parseTagValue: false,
  isArray: (n) => n === 'CdtTrfTxInf',
});

const runRow = (id: number) =>
  ctx.db.selectFrom('payment_runs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('GET /api/Admin/PaymentRun/{id}/BankFile', () => {
  it('answers 401 without a token and 403 to a learner and an employer', async () => {
    const runId = await insertRun(ctx);
    expect((await call('GET', fileUrl(runId), undefined, { Format: 'ach-csv' })).statusCode).toBe(401);
    for (const session of [await learnerSession(ctx), await employerSession(ctx)]) {
      const res = await call('GET', fileUrl(runId), session.token, { Format: 'ach-csv' });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
    }
    expect((await runRow(runId)).status).toBe('Approved');
  });

  it('answers 400 naming Format or id for a missing or unknown format or a malformed id, 404 for no run', async () => {
    const admin = await createAdmin(ctx);
    const runId = await insertRun(ctx);
    for (const query of [{}, { Format: 'xlsx' }, { Format: 'ACH-CSV' }] as Record<string, string>[]) {
      const res = await call('GET', fileUrl(runId), admin.token, query);
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(res.json().fields).toHaveProperty('Format');
    }
    const bad = await call('GET', fileUrl('abc'), admin.token, { Format: 'ach-csv' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('id');
    const missing = await call('GET', fileUrl(999999), admin.token, { Format: 'ach-csv' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe(BANK_FILE_MESSAGES.runNotFound);
    expect((await runRow(runId)).status).toBe('Approved');
  });

  it('answers 409 for a Draft or Rejected run, which stays as it was', async () => {
    const admin = await createAdmin(ctx);
    for (const status of ['Draft', 'Rejected'] as const) {
      const runId = await insertRun(ctx, { status, month: status === 'Draft' ? '2026-10' : '2026-09' });
      for (const Format of ['ach-csv', 'pain001']) {
        const res = await call('GET', fileUrl(runId), admin.token, { Format });
        expect(res.statusCode).toBe(409);
        expect(res.json().error).toBe(BANK_FILE_MESSAGES.notApproved);
      }
      expect(await runRow(runId)).toMatchObject({ status, sent_at: null, sent_by: null });
    }
  });

  it('gives the ACH CSV of the payments (no held or zero line), marks the run Sent and tells the learner', async () => {
    const scene = await paymentRunScene(ctx);
    const res = await call('GET', fileUrl(scene.runId), scene.creator.token, { Format: 'ach-csv' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="payment-run-${scene.runId}-2026-10-c1.csv"`,
    );
    const { learner, employer } = scene;
    expect(res.body).toBe(
      'Employee Name,Employee ID,RT#,Account Number,Amount\r\n' +
        `${learner.name},${learner.username},012345678,100200300,3960.00\r\n` +
        `${learner.name},${learner.username},012345678,100200300,3488.57\r\n` +
        `${employer.name},${employer.empId},012345678,4000500060007000,2376.00\r\n`,
    );
    const run = await runRow(scene.runId);
    expect(run).toMatchObject({ status: 'Sent', sent_by: scene.creator.id });
    expect(run.sent_at?.toISOString()).toBe(clock.now().toISOString());
    const audit = await ctx.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'payment-run.sent')
      .execute();
    expect(audit).toMatchObject([{ record_type: 'payment-run', record_id: String(scene.runId) }]);
    const mail = await mailTo(ctx, learner.email, /3,488\.57 TTD for October 2026/);
    expect(mail.subject).toBe('Your stipend for October 2026 was sent to the bank');
    await mailTo(ctx, learner.email, /3,960\.00 TTD for September 2026/);
  });

  it('gives the same bytes on a later download, of either admin, and sends no second notice', async () => {
    const scene = await paymentRunScene(ctx);
    const first = await call('GET', fileUrl(scene.runId), scene.creator.token, { Format: 'pain001' });
    expect(first.statusCode, first.body).toBe(200);
    const sentAt = (await runRow(scene.runId)).sent_at;
    await ctx.app.outbox.drain();
    const mails = ctx.mail.to(scene.learner.email).length;
    clock.advance(5 * 60_000);
    const again = await call('GET', fileUrl(scene.runId), scene.approver.token, { Format: 'pain001' });
    expect(again.statusCode).toBe(200);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    const csv1 = await call('GET', fileUrl(scene.runId), scene.approver.token, { Format: 'ach-csv' });
    clock.advance(5 * 60_000);
    const csv2 = await call('GET', fileUrl(scene.runId), scene.creator.token, { Format: 'ach-csv' });
    expect([csv1.statusCode, csv2.statusCode]).toEqual([200, 200]);
    expect(csv2.rawPayload.equals(csv1.rawPayload)).toBe(true);
    expect(await runRow(scene.runId)).toMatchObject({
      status: 'Sent',
      sent_by: scene.creator.id,
      sent_at: sentAt,
    });
    await ctx.app.outbox.drain();
    expect(ctx.mail.to(scene.learner.email)).toHaveLength(mails);
  });

  it('gives pain.001.001.09 with the configured debtor, the run dated by its sending, and its totals', async () => {
    const scene = await paymentRunScene(ctx);
    clock.set('2026-11-03T14:05:00.250Z');
    const res = await call('GET', fileUrl(scene.runId), scene.approver.token, { Format: 'pain001' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.headers['content-disposition']).toContain(`payment-run-${scene.runId}-2026-10-c1.xml`);
    const { GrpHdr, PmtInf } = xml.parse(res.body).Document.CstmrCdtTrfInitn;
    expect(GrpHdr).toEqual({
      MsgId: `OJT-RUN-${scene.runId}-2026-10-C1`,
      CreDtTm: '2026-11-03T14:05:00Z',
      NbOfTxs: '3',
      CtrlSum: '9824.57',
      InitgPty: { Nm: DEBTOR.PAYMENTS_DEBTOR_NAME },
    });
    expect(PmtInf).toMatchObject({
      PmtMtd: 'TRF',
      NbOfTxs: '3',
      CtrlSum: '9824.57',
      ReqdExctnDt: { Dt: '2026-11-03' },
      DbtrAcct: { Id: { Othr: { Id: '987654321' } } },
      DbtrAgt: { FinInstnId: { BICFI: 'RBNKTTPX' } },
    });
    const ids = PmtInf.CdtTrfTxInf.map((t: { PmtId: { EndToEndId: string } }) => t.PmtId.EndToEndId);
    expect(ids).toEqual([scene.learner.username, scene.learner.username, scene.employer.empId]);
  });
});

describe('pain.001 without the programme account configured', () => {
  let bare: TestContext;
  beforeAll(async () => {
    bare = await createTestContext();
  });
  afterAll(() => bare.close());

  it('answers 409 saying which settings to set, and leaves the run Approved; the ACH CSV still comes', async () => {
    const admin = await createAdmin(bare);
    const runId = await insertRun(bare);
    const res = await queryCaller(bare)('GET', fileUrl(runId), admin.token, { Format: 'pain001' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(BANK_FILE_MESSAGES.debtorMissing);
    expect(res.json().error).toContain('PAYMENTS_DEBTOR_NAME');
    const run = await bare.db
      .selectFrom('payment_runs')
      .select('status')
      .where('id', '=', runId)
      .executeTakeFirstOrThrow();
    expect(run.status).toBe('Approved');
    expect(
      (await queryCaller(bare)('GET', fileUrl(runId), admin.token, { Format: 'ach-csv' })).statusCode,
    ).toBe(200);
  });
});
