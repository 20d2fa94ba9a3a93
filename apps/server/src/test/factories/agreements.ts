import type { TestContext } from '../test-app.ts';

/**
 * Marks every version of the placement's agreement confirmed (issue 29), as if its learner had
 * confirmed it when it was drawn: the payments tests pay months without walking through it.
 */
export async function confirmAgreementRows(ctx: TestContext, placementId: number): Promise<void> {
  const versions = await ctx.db
    .selectFrom('agreement_versions')
    .select(['id', 'drawn_at'])
    .where('placement_id', '=', placementId)
    .where('confirmed_at', 'is', null)
    .execute();
  for (const v of versions) {
    await ctx.db
      .updateTable('agreement_versions')
      .set({ confirmed_at: v.drawn_at })
      .where('id', '=', v.id)
      .execute();
  }
}
