import { lettersRevokedText, MESSAGES } from '@ojt/domain';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { bearer, completedPlacementScene } from '../../test/factories.ts';
import { pdfPageTexts } from '../../test/pdf-text.ts';
import { bodyCaller } from '../../test/requests.ts';
import { useTestContext } from '../../test/test-app.ts';

// What a revoked letter still is: no copy for the employer who could hand it out, a copy marked
// REVOKED on every page for the learner and the office, and no new letter until the office allows it.
const ctx = useTestContext();
const call = bodyCaller(ctx);

const GENERATE = '/api/Employer/GenerateExperienceLetter';
const REVOKE = '/api/Admin/RevokeLetter';

type Scene = Awaited<ReturnType<typeof completedPlacementScene>>;

async function issue(scene: Scene) {
  const res = await call('POST', GENERATE, scene.owner.token, { PlacementId: scene.placementId });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { letterId: number; verificationCode: string };
}

async function revoke(scene: Scene, letterId: number) {
  const res = await call('POST', REVOKE, scene.admin.token, { LetterId: letterId, Reason: 'Wrong dates' });
  expect(res.statusCode, res.body).toBe(200);
}

const pdf = (letterId: number, token: string) =>
  ctx.app.inject({ method: 'GET', url: `/api/Letters/${letterId}/pdf`, headers: bearer(token) });

const letterCount = async () => (await ctx.db.selectFrom('experience_letters').select('id').execute()).length;

describe('GET /api/Letters/{letterId}/pdf of a revoked letter', () => {
  it('prints the whole SHA-256 of the content as its fingerprint', async () => {
    const scene = await completedPlacementScene(ctx);
    const { letterId } = await issue(scene);
    const { content_hash } = await ctx.db
      .selectFrom('experience_letters')
      .select('content_hash')
      .where('id', '=', letterId)
      .executeTakeFirstOrThrow();
    expect(content_hash).toMatch(/^[0-9a-f]{64}$/);
    const [page] = await pdfPageTexts((await pdf(letterId, scene.owner.token)).rawPayload);
    expect(page).toContain(content_hash);
    expect(page).not.toContain('REVOKED');
  });

  it('answers 403 with a clear message to the issuing employer once revoked', async () => {
    const scene = await completedPlacementScene(ctx);
    const { letterId } = await issue(scene);
    expect((await pdf(letterId, scene.owner.token)).statusCode).toBe(200);
    await revoke(scene, letterId);
    const res = await pdf(letterId, scene.owner.token);
    expect(res.statusCode).toBe(403);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({
      success: false,
      code: 'FORBIDDEN',
      error: MESSAGES.letterRevokedForEmployer,
    });
  });

  it('gives the learner and the admin a copy that says REVOKED across every page', async () => {
    const scene = await completedPlacementScene(ctx);
    const { letterId, verificationCode } = await issue(scene);
    await revoke(scene, letterId);
    for (const token of [scene.learner.token, scene.admin.token]) {
      const res = await pdf(letterId, token);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      const doc = await PDFDocument.load(res.rawPayload);
      expect(doc.getTitle()).toBe(`Experience letter ${verificationCode} (REVOKED)`);
      const pages = await pdfPageTexts(res.rawPayload);
      expect(pages.length).toBeGreaterThan(0);
      for (const page of pages) {
        expect(page).toMatch(/^REVOKED$/m);
        expect(page).toMatch(/REVOKED on \d{1,2} \w+ \d{4}: this letter is no longer valid\./);
      }
    }
  });
});

describe('POST /api/Admin/RevokeLetter of one of several letters of a placement', () => {
  it('revokes every valid letter of the placement: the check, the copies and the audit trail say so', async () => {
    const scene = await completedPlacementScene(ctx);
    const first = await issue(scene);
    const second = await issue(scene);
    const res = await call('POST', REVOKE, scene.admin.token, {
      LetterId: first.letterId,
      Reason: 'Wrong dates',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: lettersRevokedText(2),
      data: { letterId: first.letterId, revoked: true, revokeReason: 'Wrong dates' },
    });

    for (const { letterId, verificationCode } of [first, second]) {
      const check = await ctx.app.inject({
        method: 'GET',
        url: `/api/Public/VerifyLetter/${verificationCode}`,
      });
      expect(check.statusCode, check.body).toBe(200);
      expect(check.json().status, verificationCode).toBe('revoked');
      const employer = await pdf(letterId, scene.owner.token);
      expect(employer.statusCode).toBe(403);
      expect(employer.json()).toEqual({
        success: false,
        code: 'FORBIDDEN',
        error: MESSAGES.letterRevokedForEmployer,
      });
      for (const token of [scene.learner.token, scene.admin.token]) {
        const copy = await pdf(letterId, token);
        expect(copy.statusCode, copy.body).toBe(200);
        for (const page of await pdfPageTexts(copy.rawPayload)) expect(page).toMatch(/^REVOKED$/m);
      }
    }

    const detail = await call('GET', `/api/Admin/GetPlacementById/${scene.placementId}`, scene.admin.token);
    const letters = detail.json().letters as { letterId: number; revoked: boolean; revokeReason: string }[];
    expect(letters.map((l) => [l.letterId, l.revoked, l.revokeReason]).sort()).toEqual(
      [first.letterId, second.letterId].sort().map((id) => [id, true, 'Wrong dates']),
    );
    const audit = await ctx.db
      .selectFrom('audit_log')
      .select('record_id')
      .where('action', '=', 'letter.revoked')
      .execute();
    expect(audit.map((a) => Number(a.record_id)).sort()).toEqual([first.letterId, second.letterId].sort());
    const again = await call('POST', REVOKE, scene.admin.token, {
      LetterId: second.letterId,
      Reason: 'Again',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(MESSAGES.letterAlreadyRevoked);
  });
});

describe('POST /api/Employer/GenerateExperienceLetter after a revocation', () => {
  it('answers 409 for that placement until the office allows a new letter', async () => {
    const scene = await completedPlacementScene(ctx);
    const { letterId } = await issue(scene);
    await revoke(scene, letterId);
    const held = await call('POST', GENERATE, scene.owner.token, { PlacementId: scene.placementId });
    expect(held.statusCode).toBe(409);
    expect(held.json()).toMatchObject({
      success: false,
      code: 'CONFLICT',
      error: MESSAGES.letterReissueHeld,
    });
    expect(await letterCount()).toBe(1);
  });
});

describe('GET /api/Admin/GetPlacementById of a placement whose letter was revoked', () => {
  it('tells the office that new letters are held, until it allows one', async () => {
    const scene = await completedPlacementScene(ctx);
    const detail = async () => {
      const res = await call('GET', `/api/Admin/GetPlacementById/${scene.placementId}`, scene.admin.token);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { lettersHeld: boolean };
    };
    const { letterId } = await issue(scene);
    expect((await detail()).lettersHeld).toBe(false);
    await revoke(scene, letterId);
    expect((await detail()).lettersHeld).toBe(true);
    const allowed = await call('POST', '/api/Admin/AllowLetterReissue', scene.admin.token, {
      PlacementId: scene.placementId,
      Reason: 'Checked with the employer',
    });
    expect(allowed.statusCode, allowed.body).toBe(200);
    expect((await detail()).lettersHeld).toBe(false);
  });
});
