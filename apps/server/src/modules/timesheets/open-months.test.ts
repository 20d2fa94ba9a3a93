import { describe, expect, it } from 'vitest';
import type { Deps } from '../../deps.ts';
import { testClock } from '../../test/clock.ts';
import { placedLearnerScene, portOfSpain, renewSessions } from '../../test/factories.ts';
import { queryCaller } from '../../test/requests.ts';
import { useTestContext } from '../../test/test-app.ts';
import { openPlacedMonths } from './open-months.ts';

// The months nobody opened (issue 27): the worker opens the current and previous month of every Placed
// placement as an empty Draft, so the office's Timesheets view lists the months not yet submitted.
const clock = testClock();
const ctx = useTestContext({ clock });
const get = queryCaller(ctx);

const deps = (): Deps => ({
  db: ctx.db,
  publicUrl: 'http://portal.test',
  clock,
  notify: async () => {},
});
const months = async () =>
  (await ctx.db.selectFrom('timesheets').select(['month', 'status', 'days']).orderBy('month').execute()).map(
    (row) => `${row.month} ${row.status} ${row.days.length}`,
  );

describe('openPlacedMonths', () => {
  it('opens the current and previous months of a Placed placement once, and the office sees them as not submitted', async () => {
    clock.set(new Date());
    const scene = await placedLearnerScene(ctx, { start: '2030-02-15', end: '2030-12-31' });
    const other = await placedLearnerScene(ctx, { start: '2030-06-01', end: '2030-12-31' });
    clock.set(portOfSpain('2030-04-02T08:00'));
    await renewSessions(ctx, scene);

    expect(await openPlacedMonths(deps())).toBe(2);
    expect(await months()).toEqual(['2030-03 Draft 0', '2030-04 Draft 0']);
    // A second run, or a second instance, opens nothing more.
    expect(await openPlacedMonths(deps())).toBe(0);
    expect(await months()).toHaveLength(2);
    expect(other.placementId).not.toBe(scene.placementId);

    // March was not submitted by its cut-off (10:00 on Monday 1 April): late on the office's list.
    const page = await get('GET', '/api/Admin/Timesheets', scene.admin.token, {
      Status: 'Draft',
      Late: 'true',
    });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().items.map((row: { month: string }) => row.month)).toEqual(['2030-03']);
  });

  it('leaves a month the learner opened as it is, and a placement without a stipend level alone', async () => {
    clock.set(new Date());
    const scene = await placedLearnerScene(ctx, { start: '2030-03-01', end: '2030-12-31' });
    await placedLearnerScene(ctx, { start: '2030-03-01', end: '2030-12-31', qualification: null });
    clock.set(portOfSpain('2030-03-20T09:00'));
    await renewSessions(ctx, scene);
    const read = await get('GET', '/api/Learner/Timesheet', scene.learner.token, {
      PlacementId: String(scene.placementId),
      Month: '2030-03',
    });
    expect(read.statusCode, read.body).toBe(200);

    expect(await openPlacedMonths(deps())).toBe(0);
    expect(await months()).toEqual(['2030-03 Draft 0']);
  });
});
