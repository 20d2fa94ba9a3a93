import { describe, expect, it } from 'vitest';
import { joinItems, type LiveOpenings, rankingFor, rankingJson } from './browse-ranking.ts';
import type { LearnerBrowseState, LiveOpeningRow } from './open-jobs-repository.ts';

// The ranking kept per read of the openings: what each learner reads must be what a fresh ranking
// would give them (their qualifications, their applications, the window at the clock's now).
const at = (iso: string) => new Date(iso);

function opening(
  id: number,
  positionId: number,
  opensAt: string,
  closesAt: string,
): LiveOpenings['openings'][0] {
  const row = {
    id,
    job_position_id: positionId,
    status: 1,
    opens_at: at(opensAt),
    closes_at: at(closesAt),
  } as LiveOpeningRow;
  return { row, head: Buffer.from(`{"id":${id},"applied":`) };
}

function read(): LiveOpenings {
  return {
    // Newest first, as read: 3 closes on the 10th, 1 opens on the 5th.
    openings: [
      opening(3, 30, '2026-11-01T00:00:00Z', '2026-11-10T00:00:00Z'),
      opening(2, 20, '2026-11-01T00:00:00Z', '2026-12-31T00:00:00Z'),
      opening(1, 10, '2026-11-05T00:00:00Z', '2026-12-31T00:00:00Z'),
    ],
    requirements: new Map([
      [20, [{ qualificationType: 'CVQ', certificateName: 'Welding Level 2' }]],
      [30, [{ qualificationType: 'CXC', certificateName: 'Mathematics' }]],
    ]),
  };
}

const welder: LearnerBrowseState = {
  applied: [],
  qualifications: [{ qualificationType: 'CVQ', certificateName: 'Welding Level 2' }],
};
const clerk: LearnerBrowseState = {
  applied: [],
  qualifications: [{ qualificationType: 'CXC', certificateName: 'Mathematics' }],
};

type Item = { id: number; applied: boolean; match: { score: number } | null; fit: string };
const items = (live: LiveOpenings, learner: LearnerBrowseState, now: Date): Item[] =>
  JSON.parse(rankingJson(rankingFor(live, learner, now), learner).toString());

describe('ranking kept per read of the openings', () => {
  it('ranks each set of qualifications on its own within one read', () => {
    const live = read();
    const now = at('2026-11-06T00:00:00Z');
    expect(items(live, welder, now).map((item) => item.id)).toEqual([2, 3, 1]);
    expect(items(live, clerk, now).map((item) => item.id)).toEqual([3, 2, 1]);
    expect(items(live, welder, now)[0]).toMatchObject({ id: 2, applied: false, match: { score: 100 } });
    expect(items(live, clerk, now)[1]).toMatchObject({ id: 2, match: null });
  });

  it("marks only this learner's applications, though they share the ranking", () => {
    const live = read();
    const now = at('2026-11-06T00:00:00Z');
    const applicant = { ...welder, applied: [3, 99] };
    expect(items(live, welder, now).map((item) => item.applied)).toEqual([false, false, false]);
    expect(items(live, applicant, now).map((item) => item.applied)).toEqual([false, true, false]);
    expect(items(live, welder, now).map((item) => item.applied)).toEqual([false, false, false]);
    const firstAndLast = { ...welder, applied: [1, 2] };
    expect(items(live, firstAndLast, now).map((item) => [item.id, item.applied])).toEqual([
      [2, true],
      [3, false],
      [1, true],
    ]);
    expect(items(live, { ...welder, applied: [1, 2, 3] }, now).every((item) => item.applied)).toBe(true);
    // The swapped-in bytes are exactly those of the items joined one by one.
    const ranking = rankingFor(live, firstAndLast, now);
    const joined = joinItems(Buffer.from('['), ranking.items, firstAndLast, Buffer.from(']'));
    expect(rankingJson(ranking, firstAndLast).equals(joined)).toBe(true);
    expect(
      rankingJson(ranking, welder).equals(
        joinItems(Buffer.from('['), ranking.items, welder, Buffer.from(']')),
      ),
    ).toBe(true);
  });

  it('honours an opening that opens or closes at once, and a clock moved back', () => {
    const live = read();
    expect(items(live, welder, at('2026-11-04T00:00:00Z')).map((item) => item.id)).toEqual([2, 3]);
    expect(items(live, welder, at('2026-11-05T00:00:00Z')).map((item) => item.id)).toEqual([2, 3, 1]);
    expect(items(live, welder, at('2026-11-10T00:00:00Z')).map((item) => item.id)).toEqual([2, 1]);
    expect(items(live, welder, at('2026-11-04T23:59:59Z')).map((item) => item.id)).toEqual([2, 3]);
  });

  it('gives the learner who applied to none the same bytes each time, and a fresh read its own', () => {
    const live = read();
    const now = at('2026-11-06T00:00:00Z');
    const first = rankingJson(rankingFor(live, welder, now), welder);
    expect(rankingJson(rankingFor(live, { ...welder }, now), welder)).toBe(first);
    const again = read();
    again.openings.pop();
    expect(items(again, welder, now).map((item) => item.id)).toEqual([2, 3]);
  });
});
