import { createHash } from 'node:crypto';
import { MESSAGES } from '@ojt/domain';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import {
  applicationScene,
  bearer,
  completedPlacementScene,
  createAdmin,
  employerSession,
  learnerSession,
} from '../../test/factories.ts';
import { bodyCaller } from '../../test/requests.ts';
import { useTestContext } from '../../test/test-app.ts';

// Experience letters (issue 10): GenerateExperienceLetter, the PDF, RevokeLetter and the public check.
const ctx = useTestContext();
const call = bodyCaller(ctx);

const GENERATE = '/api/Employer/GenerateExperienceLetter';
const REVOKE = '/api/Admin/RevokeLetter';
const pdfUrl = (letterId: number) => `/api/Letters/${letterId}/pdf`;
const verify = (code: string, ip = '203.0.113.7') =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/Public/VerifyLetter/${encodeURIComponent(code)}`,
    remoteAddress: ip,
  });

const CODE_SHAPE = /^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;

type Scene = Awaited<ReturnType<typeof completedPlacementScene>>;

async function issue(scene: Scene) {
  const res = await call('POST', GENERATE, scene.owner.token, { PlacementId: scene.placementId });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { letterId: number; verificationCode: string; verifyUrl: string };
}

const letterRows = () => ctx.db.selectFrom('experience_letters').selectAll().execute();

describe('POST /api/Employer/GenerateExperienceLetter', () => {
  it('answers 401 without a token and 403 to a learner, an admin and another employer', async () => {
    const scene = await completedPlacementScene(ctx);
    const body = { PlacementId: scene.placementId };
    expect((await call('POST', GENERATE, undefined, body)).statusCode).toBe(401);
    expect((await call('POST', GENERATE, scene.learner.token, body)).statusCode).toBe(403);
    expect((await call('POST', GENERATE, scene.admin.token, body)).statusCode).toBe(403);
    const other = await call('POST', GENERATE, scene.other.token, body);
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
    expect(await letterRows()).toEqual([]);
  });

  it('answers 400 naming PlacementId for a missing or malformed id, 404 for an unknown one', async () => {
    const owner = await employerSession(ctx);
    for (const body of [{}, { PlacementId: 'abc' }, { PlacementId: '1\u0000' }, { PlacementId: [1] }]) {
      const res = await call('POST', GENERATE, owner.token, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().fields).toHaveProperty('PlacementId');
    }
    expect((await call('POST', GENERATE, owner.token, { PlacementId: 1, Extra: 1 })).statusCode).toBe(400);
    expect((await call('POST', GENERATE, owner.token, { PlacementId: 999999 })).statusCode).toBe(404);
  });

  it('answers 409 for a placement that is not Completed', async () => {
    const { owner, application } = await applicationScene(ctx);
    const res = await call('POST', GENERATE, owner.token, { PlacementId: application.placementId });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(MESSAGES.letterOnlyCompleted);
    expect(await letterRows()).toEqual([]);
  });

  it('issues a letter whose content is fixed with its hash; issuing again makes a new letter', async () => {
    const scene = await completedPlacementScene(ctx);
    const first = await issue(scene);
    expect(first.verificationCode).toMatch(CODE_SHAPE);
    expect(first.verifyUrl).toMatch(new RegExp(`^https?://[^/]+/verify-letter/${first.verificationCode}$`));
    const [row] = await letterRows();
    const person = await ctx.db
      .selectFrom('learners')
      .select(['first_name', 'middle_name', 'last_name'])
      .where('learner_id', '=', scene.learner.username)
      .executeTakeFirstOrThrow();
    expect(row!.content).toMatchObject({
      learnerName: [person.first_name, person.middle_name, person.last_name].filter(Boolean).join(' '),
      positionTitle: 'Lab Technician',
      startDate: '2026-01-05',
      endDate: '2026-06-30',
      overall: 4.3,
      verifyUrl: first.verifyUrl,
    });
    const keys = Object.keys(row!.content).sort();
    expect(row!.content_hash).toBe(
      createHash('sha256').update(JSON.stringify(row!.content, keys)).digest('hex'),
    );

    const second = await issue(scene);
    expect(second.letterId).not.toBe(first.letterId);
    expect(second.verificationCode).not.toBe(first.verificationCode);
    expect(await letterRows()).toHaveLength(2);
  });

  it('lists the letters, newest first, on the placement for the employer, the learner and the admin', async () => {
    const scene = await completedPlacementScene(ctx);
    const older = await issue(scene);
    const newer = await issue(scene);
    const expected = [newer, older].map((letter) => ({
      letterId: letter.letterId,
      placementId: scene.placementId,
      verificationCode: letter.verificationCode,
      verifyUrl: letter.verifyUrl,
      issuedAt: expect.any(String),
      revoked: false,
      revokedAt: null,
      revokeReason: null,
    }));
    const employer = await call('GET', '/api/Employer/Applications', scene.owner.token);
    expect(employer.json().items[0].letters).toEqual(expected);
    const learner = await call(
      'GET',
      `/api/Learner/GetAllApplicationsByLearnerId?ID=${scene.learner.username}`,
      scene.learner.token,
    );
    expect(learner.json()[0].letters).toEqual(expected);
    const admin = await call('GET', `/api/Admin/GetPlacementById/${scene.placementId}`, scene.admin.token);
    expect(admin.json().letters).toEqual(expected);
    expect(admin.json().evaluation).toMatchObject({ attendance: 5, overall: 4.3 });
  });
});

describe('GET /api/Letters/{letterId}/pdf', () => {
  it('answers 401 without a token, 403 to another employer and another learner, 404 for an unknown letter', async () => {
    const scene = await completedPlacementScene(ctx);
    const { letterId } = await issue(scene);
    const get = (token?: string, id = letterId) =>
      ctx.app.inject({ method: 'GET', url: pdfUrl(id), ...(token ? { headers: bearer(token) } : {}) });
    expect((await get()).statusCode).toBe(401);
    expect((await get(scene.other.token)).statusCode).toBe(403);
    const stranger = await learnerSession(ctx);
    expect((await get(stranger.token)).statusCode).toBe(403);
    expect((await get(scene.owner.token, 999999)).statusCode).toBe(404);
    expect((await get(scene.owner.token, 'x' as unknown as number)).statusCode).toBe(400);
  });

  it('gives the issuing employer, the learner and an admin the same one-page PDF', async () => {
    const scene = await completedPlacementScene(ctx);
    const { letterId, verificationCode } = await issue(scene);
    const bodies: Buffer[] = [];
    for (const token of [scene.owner.token, scene.learner.token, scene.admin.token]) {
      const res = await ctx.app.inject({ method: 'GET', url: pdfUrl(letterId), headers: bearer(token) });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toContain('attachment; filename="experience-letter-');
      expect(res.headers['cache-control']).toBe('private, no-store');
      bodies.push(res.rawPayload);
    }
    expect(bodies[0]!.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bodies[1]!.equals(bodies[0]!)).toBe(true);
    expect(bodies[2]!.equals(bodies[0]!)).toBe(true);
    const pdf = await PDFDocument.load(bodies[0]!);
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getTitle()).toBe(`Experience letter ${verificationCode}`);
    expect(pdf.getSubject()).toMatch(/^Experience letter for .+/);
  });

  it('still issues a letter when a name holds characters the PDF font cannot print', async () => {
    const scene = await completedPlacementScene(ctx);
    await ctx.db
      .updateTable('learners')
      .set({ first_name: 'Zoë 李' })
      .where('learner_id', '=', scene.learner.username)
      .execute();
    const { letterId } = await issue(scene);
    const res = await ctx.app.inject({
      method: 'GET',
      url: pdfUrl(letterId),
      headers: bearer(scene.owner.token),
    });
    expect(res.statusCode).toBe(200);
    const [row] = await letterRows();
    expect(row!.content.learnerName).toMatch(/^Zoë 李 /);
  });
});

describe('POST /api/Admin/RevokeLetter', () => {
  it('answers 401 without a token and 403 to the employer and the learner', async () => {
    const scene = await completedPlacementScene(ctx);
    const { letterId } = await issue(scene);
    const body = { LetterId: letterId, Reason: 'Issued by mistake' };
    expect((await call('POST', REVOKE, undefined, body)).statusCode).toBe(401);
    expect((await call('POST', REVOKE, scene.owner.token, body)).statusCode).toBe(403);
    expect((await call('POST', REVOKE, scene.learner.token, body)).statusCode).toBe(403);
    expect((await letterRows())[0]!.revoked_at).toBeNull();
  });

  it('answers 400 without a reason or with a bad one, 404 for an unknown letter', async () => {
    const admin = await createAdmin(ctx);
    const missing = await call('POST', REVOKE, admin.token, { LetterId: 1 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields.Reason).toBe(MESSAGES.revokeReasonRequired);
    for (const Reason of ['   ', 'x'.repeat(501), 'bad\u0000reason', { nested: 'x' }]) {
      const res = await call('POST', REVOKE, admin.token, { LetterId: 1, Reason });
      expect(res.statusCode, JSON.stringify(Reason)).toBe(400);
    }
    const unknown = await call('POST', REVOKE, admin.token, { LetterId: 999999, Reason: 'Wrong' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe(MESSAGES.letterNotFound);
  });

  it('revokes once with the reason; again answers 409', async () => {
    const scene = await completedPlacementScene(ctx);
    const { letterId } = await issue(scene);
    const res = await call('POST', REVOKE, scene.admin.token, {
      LetterId: letterId,
      Reason: 'Dates were wrong',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: MESSAGES.letterRevokedDone,
      data: { letterId, revoked: true, revokeReason: 'Dates were wrong', revokedAt: expect.any(String) },
    });
    const again = await call('POST', REVOKE, scene.admin.token, { LetterId: letterId, Reason: 'Again' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(MESSAGES.letterAlreadyRevoked);
    const learner = await call(
      'GET',
      `/api/Learner/GetAllApplicationsByLearnerId?ID=${scene.learner.username}`,
      scene.learner.token,
    );
    expect(learner.json()[0].letters[0]).toMatchObject({ revoked: true, revokeReason: 'Dates were wrong' });
  });
});

describe('GET /api/Public/VerifyLetter/{code}', () => {
  it('says genuine with only the public facts, for the code as printed or as typed loosely', async () => {
    const scene = await completedPlacementScene(ctx);
    const { verificationCode } = await issue(scene);
    const loose = verificationCode.replace(/-/g, ' ').toLowerCase();
    for (const code of [verificationCode, loose, verificationCode.replace(/-/g, '')]) {
      const res = await verify(code);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.json()).toEqual({
        status: 'genuine',
        letter: {
          learnerName: expect.any(String),
          employerName: expect.any(String),
          positionTitle: 'Lab Technician',
          startDate: '2026-01-05',
          endDate: '2026-06-30',
          issuedOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
          fingerprint: (await letterRows())[0]!.content_hash,
        },
      });
    }
    expect((await verify(verificationCode)).json().letter.fingerprint).toMatch(/^[0-9a-f]{64}$/);
    // Nothing else about the learner: no ids, contacts, scores or remarks.
    const text = (await verify(verificationCode)).body;
    expect(text).not.toContain(scene.learner.username);
    expect(text).not.toContain(scene.learner.email);
    expect(text).not.toMatch(/overall|Reliable|remarks/i);
  });

  it('says revoked, with the day, once the admin revoked the letter', async () => {
    const scene = await completedPlacementScene(ctx);
    const { letterId, verificationCode } = await issue(scene);
    await call('POST', REVOKE, scene.admin.token, { LetterId: letterId, Reason: 'Issued by mistake' });
    const res = await verify(verificationCode);
    expect(res.json()).toMatchObject({
      status: 'revoked',
      revokedOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      letter: { positionTitle: 'Lab Technician' },
    });
    expect(res.body).not.toContain('Issued by mistake');
  });

  it('says unknown for a code that was never issued and for anything that is not a code', async () => {
    for (const code of ['7K3M-Q9TX-2HBD', 'nonsense', 'A'.repeat(100), '%00%01', '12345678901U']) {
      const res = await verify(code);
      expect(res.statusCode, code).toBe(200);
      expect(res.json()).toEqual({ status: 'unknown' });
    }
    // Longer than any path parameter the server reads.
    expect((await verify('A'.repeat(101))).statusCode).toBe(414);
  });

  it('answers 429 after 30 checks in a minute from one address, and not to another address', async () => {
    for (let i = 0; i < 30; i++)
      expect((await verify('7K3M-Q9TX-2HBD', '198.51.100.1')).statusCode).toBe(200);
    const limited = await verify('7K3M-Q9TX-2HBD', '198.51.100.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('RATE_LIMITED');
    expect((await verify('7K3M-Q9TX-2HBD', '198.51.100.2')).statusCode).toBe(200);
  });
});

describe('GET /api/Employer/Applications?Status (the Experience Letters tab)', () => {
  it('lists only the applications of that status, and refuses a status that does not exist', async () => {
    const scene = await completedPlacementScene(ctx);
    const list = (query: string) => call('GET', `/api/Employer/Applications?${query}`, scene.owner.token);
    const completed = await list('Status=7');
    expect(completed.json()).toMatchObject({ total: 1, items: [{ placementId: scene.placementId }] });
    expect((await list('Status=1')).json()).toMatchObject({ total: 0, items: [] });
    expect((await list('Status=9')).json()).toMatchObject({ total: 0, items: [] });
    for (const bad of ['Status=10', 'Status=abc', 'Status=-1']) {
      const res = await list(bad);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().fields).toHaveProperty('Status');
    }
  });
});
