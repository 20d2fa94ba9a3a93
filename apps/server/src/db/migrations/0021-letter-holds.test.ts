import { portalToday } from '@ojt/domain';
import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { completedPlacementScene } from '../../test/factories.ts';
import { bodyCaller } from '../../test/requests.ts';
import { useTestContext } from '../../test/test-app.ts';
import { down, up } from './0021-letter-holds.ts';

const ctx = useTestContext();
const call = bodyCaller(ctx);

type Scene = Awaited<ReturnType<typeof completedPlacementScene>>;

async function issue(scene: Scene): Promise<number> {
  const res = await call('POST', '/api/Employer/GenerateExperienceLetter', scene.owner.token, {
    PlacementId: scene.placementId,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.letterId;
}

const revoke = async (scene: Scene, letterId: number) =>
  expect(
    (
      await call('POST', '/api/Admin/RevokeLetter', scene.admin.token, {
        LetterId: letterId,
        Reason: 'Wrong',
      })
    ).statusCode,
  ).toBe(200);

const db = () => ctx.db as unknown as Kysely<unknown>;
const placements = () =>
  ctx.db.selectFrom('placements').select(['id', 'letters_held', 'end_date']).orderBy('id').execute();

describe('migration 0021: letter holds and dates served', () => {
  it('holds a placement whose newest letter event is a revocation', async () => {
    const scene = await completedPlacementScene(ctx);
    await revoke(scene, await issue(scene));
    await down(db());
    await up(db());
    expect(await placements()).toEqual([
      { id: scene.placementId, letters_held: true, end_date: '2026-06-30' },
    ]);
  });

  it('leaves one reissued after its revocation free, and ends an early completion on its day', async () => {
    const scene = await completedPlacementScene(ctx);
    await revoke(scene, await issue(scene));
    await ctx.db.updateTable('placements').set({ letters_held: false }).execute();
    await issue(scene);
    // Rows as they were before: no hold column, and an early completion that kept its planned end.
    await down(db());
    await ctx.db.updateTable('placements').set({ end_date: '2027-12-31' }).execute();
    const { completed_at } = await ctx.db
      .selectFrom('placement_evaluations')
      .select('completed_at')
      .executeTakeFirstOrThrow();

    await up(db());

    expect(await placements()).toEqual([
      { id: scene.placementId, letters_held: false, end_date: portalToday(completed_at) },
    ]);
  });
});
