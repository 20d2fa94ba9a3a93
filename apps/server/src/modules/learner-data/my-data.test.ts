import { MESSAGES } from '@ojt/domain';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { approvedMonth, payableLearner, paymentOffice } from '../../test/factories/payments.ts';
import {
  completedPlacementScene,
  createAdmin,
  employerSession,
  learnerSession,
} from '../../test/factories.ts';
import { pdfPageTexts } from '../../test/pdf-text.ts';
import { bodyCaller } from '../../test/requests.ts';
import { useTestContext } from '../../test/test-app.ts';

// Download my data (issue 11): the learner's own data as JSON and as a PDF summary.
const ctx = useTestContext();
const call = bodyCaller(ctx);

const JSON_URL = '/api/Learner/MyData';
const PDF_URL = '/api/Learner/MyData/pdf';

const downloads = () =>
  ctx.db.selectFrom('audit_log').selectAll().where('action', '=', 'data.downloaded').execute();

describe('GET /api/Learner/MyData and /pdf', () => {
  it('answers 401 without a token and 403 to an employer and an admin, recording nothing', async () => {
    const employer = await employerSession(ctx);
    const admin = await createAdmin(ctx);
    for (const url of [JSON_URL, PDF_URL]) {
      expect((await call('GET', url)).statusCode, url).toBe(401);
      for (const token of [employer.token, admin.token]) {
        const res = await call('GET', url, token);
        expect(res.statusCode, url).toBe(403);
        expect(res.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
      }
    }
    expect(await downloads()).toEqual([]);
  });

  it('takes no input: a query string cannot name another learner', async () => {
    const learner = await learnerSession(ctx);
    // The routes take no input: a stray parameter is ignored, never read, and the answer is the copy.
    const res = await ctx.app.inject({
      method: 'GET',
      url: `${JSON_URL}?id=someone-else%00`,
      headers: { authorization: `Bearer ${learner.token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().account.username).toBe(learner.username);
  });

  it("holds the learner's profile, lists, applications with history, letters, mails and audit entries", async () => {
    const scene = await completedPlacementScene(ctx);
    const letter = await call('POST', '/api/Employer/GenerateExperienceLetter', scene.owner.token, {
      PlacementId: scene.placementId,
    });
    expect(letter.statusCode, letter.body).toBe(201);
    await ctx.app.outbox.drain();

    const res = await call('GET', JSON_URL, scene.learner.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="my-ojt-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(res.headers['cache-control']).toBe('private, no-store');
    const data = res.json();
    expect(data.account).toMatchObject({
      username: scene.learner.username,
      email: scene.learner.email,
      status: 'approved',
    });
    expect(data.profile.learner).toMatchObject({ learnerId: scene.learner.username, firstName: 'Kavita' });
    expect(data.profile).toHaveProperty('qualifications');
    expect(data.applications).toHaveLength(1);
    const [application] = data.applications;
    expect(application.placementId).toBe(scene.placementId);
    expect(application.jobs.empjobname).toBe('Lab Technician');
    expect(application.history.map((h: { toStatus: number }) => h.toStatus)).toEqual([1, 3, 5, 7]);
    expect(data.letters).toEqual([
      expect.objectContaining({
        letterId: letter.json().data.letterId,
        verificationCode: letter.json().data.verificationCode,
      }),
    ]);

    // Mails: subjects and dates only; never a body, a mailed password or a code.
    expect(data.emails.length).toBeGreaterThan(0);
    const subjects = data.emails.map((m: { subject: string }) => m.subject);
    expect(subjects).toContain('Verify your email for the OJT Portal');
    for (const mail of data.emails)
      expect(Object.keys(mail).sort()).toEqual(['queuedAt', 'sentAt', 'status', 'subject']);
    expect(res.body).not.toMatch(/Password: /);
    expect(res.body).not.toMatch(/password_hash|code_hash|text_body/);

    // Audit entries about the learner's record, application and letter, and this download itself.
    const actions = data.auditEntries.map((e: { action: string }) => e.action);
    expect(actions).toEqual(
      expect.arrayContaining([
        'learner.approved',
        'placement.placed',
        'placement.completed',
        'letter.issued',
        'data.downloaded',
      ]),
    );
    const [entry] = await downloads();
    expect(entry).toMatchObject({
      actor_username: scene.learner.username,
      actor_role: 'learner',
      record_type: 'learner',
      record_id: scene.learner.username,
      detail: { format: 'json' },
    });
  });

  it("leaves out other learners' applications, mails and audit entries", async () => {
    const scene = await completedPlacementScene(ctx);
    const other = await learnerSession(ctx);
    const res = await call('GET', JSON_URL, other.token);
    expect(res.statusCode).toBe(200);
    const data = res.json();
    expect(data.applications).toEqual([]);
    expect(data.letters).toEqual([]);
    expect(res.body).not.toContain(scene.learner.username);
    expect(res.body).not.toContain(scene.learner.email);
  });

  it('answers a readable PDF summary and records the download', async () => {
    const scene = await completedPlacementScene(ctx);
    const res = await call('GET', PDF_URL, scene.learner.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/filename="my-ojt-data-\d{4}-\d{2}-\d{2}\.pdf"/);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const pdf = await PDFDocument.load(res.rawPayload);
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(1);
    expect(pdf.getTitle()).toBe('My data: OJT Portal');
    // Readable on a phone (issue 30): every page phone-shaped, no wider than a phone shows it.
    for (const page of pdf.getPages()) expect(page.getSize()).toEqual({ width: 360, height: 640 });
    expect((await downloads()).map((e) => e.detail)).toEqual([{ format: 'pdf' }]);
    expect(MESSAGES.myDataPdfAction).toBeTruthy();
  });

  it('holds the months of attendance, where each stipend is and the bank details, masked (JSON and PDF)', async () => {
    const office = await paymentOffice(ctx);
    const placed = await payableLearner(ctx, office);
    const october = await approvedMonth(ctx, placed.placementId, '2026-10');
    const body = (await call('GET', JSON_URL, placed.learner.token)).json();
    expect(body.timesheets).toEqual([
      expect.objectContaining({ timesheetId: october, month: '2026-10', status: 'Approved' }),
    ]);
    expect(body.stipend).toEqual([
      expect.objectContaining({
        timesheetId: october,
        month: '2026-10',
        amountText: expect.stringMatching(/ TTD$/),
      }),
    ]);
    expect(body.bankDetails).toMatchObject({
      accountMasked: `•••• ${placed.bank!.accountNumber.slice(-4)}`,
      accountHolder: placed.bank!.accountHolder,
    });
    expect(JSON.stringify(body)).not.toContain(placed.bank!.accountNumber);

    const pdf = await call('GET', PDF_URL, placed.learner.token);
    const text = (await pdfPageTexts(pdf.rawPayload)).join('\n');
    expect(text).toContain('Attendance and stipend (1 months)');
    expect(text).toContain('October 2026: Approved');
    // (The extracted text drops the mask's bullets: the last four digits and the holder remain.)
    expect(text).toContain(`${placed.bank!.accountNumber.slice(-4)}, ${placed.bank!.accountHolder}`);
    expect(text).not.toContain(placed.bank!.accountNumber);
  });
});
