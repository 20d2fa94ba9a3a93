import { portalToday } from '@ojt/domain';
import { describe, expect, it } from 'vitest';
import { applyAs, completedPlacementScene, learnerSession, publishedPosition } from '../../test/factories.ts';
import { queryCaller } from '../../test/requests.ts';
import { useTestContext } from '../../test/test-app.ts';

// The placements CSV carries each placement's outcome (issue 30): the evaluation's scores and
// overall, the day it was completed, an early completion's reason and an early exit's reason.
// Who may export, and the filters, are in exports.test.ts.
const ctx = useTestContext();
const call = queryCaller(ctx);

const PLACEMENTS = '/api/Admin/Export/Placements';
const OUTCOME_HEADERS = [
  'Attendance',
  'Punctuality',
  'Quality',
  'Teamwork',
  'Overall',
  'Completed on',
  'Completed early because',
  'Exit reason',
];

/** The CSV's rows keyed by header (RFC 4180 quoting), without its BOM. */
function records(text: string): Record<string, string>[] {
  expect(text.startsWith('\uFEFF')).toBe(true);
  const cells = /("(?:[^"]|"")*"|[^,\r\n]*)(,|\r\n)/gy;
  const rows: string[][] = [];
  let row: string[] = [];
  cells.lastIndex = 1;
  for (let m = cells.exec(text); m && cells.lastIndex <= text.length; m = cells.exec(text)) {
    const raw = m[1] ?? '';
    row.push(raw.startsWith('"') ? raw.slice(1, -1).replace(/""/g, '"') : raw);
    if (m[2] === '\r\n') {
      rows.push(row);
      row = [];
    }
    if (cells.lastIndex === text.length) break;
  }
  const [header = [], ...body] = rows;
  return body.map((cellsOfRow) => Object.fromEntries(header.map((h, i) => [h, cellsOfRow[i] ?? ''])));
}

describe('GET /api/Admin/Export/Placements: outcomes', () => {
  it('gives a completed placement its scores, overall and completion day, an exited one its exit reason, and leaves others blank', async () => {
    const scene = await completedPlacementScene(ctx);
    const { opening } = await publishedPosition(ctx, scene.other, { position: { jobTitle: 'Welder' } });
    const second = await learnerSession(ctx, { overrides: { firstName: 'Ravi', lastName: 'Maharaj' } });
    await applyAs(ctx, second, opening.jobOpeningId);
    const exited = await learnerSession(ctx, { overrides: { firstName: 'Asha', lastName: 'Ali' } });
    const exitedId = (await applyAs(ctx, exited, opening.jobOpeningId)).placementId;
    // An early exit as issue 29's EndEarly records it: the reason on the placement.
    await ctx.db
      .updateTable('placements')
      .set({ exit_reason: 'health' })
      .where('id', '=', exitedId)
      .execute();

    const res = await call('GET', PLACEMENTS, scene.admin.token);
    expect(res.statusCode).toBe(200);
    const rows = records(res.body);
    expect(Object.keys(rows[0] ?? {})).toEqual(expect.arrayContaining(OUTCOME_HEADERS));
    const byLearner = (name: string) => rows.find((r) => r.Learner === name);
    const completed = rows.find((r) => r['Placement ID'] === String(scene.placementId));
    expect(completed).toMatchObject({
      Status: 'Completed',
      Attendance: '5',
      Punctuality: '4',
      Quality: '4',
      Teamwork: '4',
      Overall: '4.3',
      'Completed on': portalToday(),
      'Completed early because': '',
      'Exit reason': '',
    });
    expect(byLearner('Asha Ali')).toMatchObject({
      'Exit reason': 'Health',
      Attendance: '',
      'Completed on': '',
    });
    expect(byLearner('Ravi Maharaj')).toMatchObject({
      Attendance: '',
      Overall: '',
      'Completed on': '',
      'Exit reason': '',
    });
  });
});
