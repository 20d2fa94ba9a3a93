import { MESSAGES } from '@ojt/domain';
import { describe, expect, it } from 'vitest';
import { completedPlacementScene } from '../../test/factories.ts';
import { bodyCaller } from '../../test/requests.ts';
import { type TestContext, useTestContext } from '../../test/test-app.ts';

// A letter's link and QR code lead to PUBLIC_URL; in production, where the default
// (http://localhost:<port>) would print a link that leads nowhere, no letter is issued without it.
const GENERATE = '/api/Employer/GenerateExperienceLetter';
// Mail goes to the test's capturing transport; SMTP_URL only keeps production mode's own checks quiet.
const PRODUCTION = { NODE_ENV: 'production', SMTP_URL: 'smtp://127.0.0.1:2525' };

async function generate(ctx: TestContext) {
  const scene = await completedPlacementScene(ctx);
  const res = await bodyCaller(ctx)('POST', GENERATE, scene.owner.token, { PlacementId: scene.placementId });
  const letters = await ctx.db.selectFrom('experience_letters').select('content').execute();
  return { res, letters };
}

describe('in production without PUBLIC_URL', () => {
  const ctx = useTestContext({ env: { ...PRODUCTION, PUBLIC_URL: '' } });

  it('answers 409 with a clear message and issues no letter', async () => {
    expect(ctx.config.PUBLIC_URL).toBeUndefined();
    const { res, letters } = await generate(ctx);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ success: false, code: 'CONFLICT', error: MESSAGES.letterPublicUrlMissing });
    expect(letters).toEqual([]);
  });
});

describe('in production with PUBLIC_URL', () => {
  const ctx = useTestContext({ env: { ...PRODUCTION, PUBLIC_URL: 'https://ojt.example.tt/' } });

  it("prints the portal's public address in the letter's link", async () => {
    const { res, letters } = await generate(ctx);
    expect(res.statusCode, res.body).toBe(201);
    const { verificationCode, verifyUrl } = res.json().data;
    expect(verifyUrl).toBe(`https://ojt.example.tt/verify-letter/${verificationCode}`);
    expect(letters[0]!.content.verifyUrl).toBe(verifyUrl);
  });
});
