import { ago, DAY, employerType, HOUR, MINUTE, type Row, type SeedPlan } from './seed-copy-accounts.ts';

// The job catalogue and applications bench:admin's COPY seed streams (issue 31): the same programme as
// seed-placements.ts builds in SQL (and admin-bench's history steps), generated in order with known
// ids, each row carrying the facts the triggers would copy onto it (0003, 0010, 0013, 0014).
/** Positions in order (employer by employer) with their ids, sectors and statuses; openings likewise. */
export interface Catalogue {
  positions: number;
  positionEmployer: Int32Array;
  positionSector: Int8Array;
  positionActive: Uint8Array;
  /** Opening id → position id: the closed opening of position p is p, the live ones follow. */
  openingPosition: Int32Array;
  busyOpenings: number[];
  otherOpeningsCount: number;
  /** The n-th opening of the other employers (n from 0), by id. */
  otherOpening: (n: number) => number;
}

export function catalogue(plan: SeedPlan): Catalogue {
  const positions = plan.busyPositions + (plan.employers - 1) * 20;
  const positionEmployer = new Int32Array(positions + 1);
  const positionSector = new Int8Array(positions + 1);
  const positionActive = new Uint8Array(positions + 1);
  let id = 0;
  for (let e = 1; e <= plan.employers; e += 1)
    for (let g = 1; g <= (e === 1 ? plan.busyPositions : 20); g += 1) {
      id += 1;
      positionEmployer[id] = plan.learners + e;
      positionSector[id] = 1 + (g % 46);
      positionActive[id] = g % 10 === 0 ? 0 : 1;
    }
  const live: number[] = [];
  for (let p = 1; p <= positions; p += 1) if (positionActive[p]) live.push(p);
  const openingPosition = new Int32Array(positions + live.length + 1);
  for (let p = 1; p <= positions; p += 1) openingPosition[p] = p;
  live.forEach((p, i) => {
    openingPosition[positions + 1 + i] = p;
  });
  const busyLive = live.filter((p) => p <= plan.busyPositions).length;
  const busyOpenings = [
    ...Array.from({ length: plan.busyPositions }, (_, i) => i + 1),
    ...Array.from({ length: busyLive }, (_, i) => positions + 1 + i),
  ];
  const otherClosed = positions - plan.busyPositions;
  return {
    positions,
    positionEmployer,
    positionSector,
    positionActive,
    openingPosition,
    busyOpenings,
    otherOpeningsCount: otherClosed + live.length - busyLive,
    otherOpening: (n) =>
      n < otherClosed ? plan.busyPositions + 1 + n : positions + 1 + busyLive + (n - otherClosed),
  };
}

export const POSITION_COLUMNS = ['id', 'employer_user_id', 'title', 'sector', 'status', 'created_at'];
export function* positionRows(plan: SeedPlan, c: Catalogue): Generator<Row> {
  let g = 0;
  for (let id = 1; id <= c.positions; id += 1) {
    g = id > 1 && c.positionEmployer[id] === c.positionEmployer[id - 1] ? g + 1 : 1;
    yield [
      id,
      c.positionEmployer[id]!,
      `Position ${g}`,
      c.positionSector[id]!,
      c.positionActive[id]!,
      ago(plan, g * HOUR),
    ];
  }
}

export const REQUIREMENT_COLUMNS = [
  'id',
  'job_position_id',
  'ordinal',
  'qualification_type',
  'certificate_name',
];
export function* requirementRows(c: Catalogue): Generator<Row> {
  for (let p = 1; p <= c.positions; p += 1) {
    yield [2 * p - 1, p, 1, 'CVQ', 'Certificate 1'];
    yield [2 * p, p, 2, 'CXC', 'Certificate 2'];
  }
}

export const OPENING_COLUMNS = [
  'id',
  'job_position_id',
  'num_openings',
  'opens_at',
  'closes_at',
  'status',
  'comment',
  'closed_at',
  'sector',
  'employer_user_id',
  'employer_type',
];
export function* openingRows(plan: SeedPlan, c: Catalogue): Generator<Row> {
  for (let id = 1; id < c.openingPosition.length; id += 1) {
    const p = c.openingPosition[id]!;
    const employer = c.positionEmployer[p]!;
    const facts = [c.positionSector[p]!, employer, employerType(employer)];
    if (id <= c.positions)
      yield [id, p, 2, ago(plan, 60 * DAY), ago(plan, 30 * DAY), 0, '', ago(plan, 30 * DAY), ...facts];
    else
      yield [
        id,
        p,
        3,
        ago(plan, 5 * DAY),
        new Date(plan.now.getTime() + 25 * DAY),
        1,
        'Bring your certificates',
        null,
        ...facts,
      ];
  }
}

interface Placement {
  id: number;
  learner: number;
  opening: number;
  n: number;
  status: number;
  created: Date;
  sector: number;
  employer: number;
  type: number;
}

/** The applications: learner n applies to the busy employer's opening n mod its openings, then elsewhere. */
export function* placements(plan: SeedPlan, c: Catalogue): Generator<Placement> {
  let id = 0;
  for (const busy of [true, false])
    for (let n = 0; n < Math.min(plan.perHalf, plan.learners); n += 1) {
      const opening = busy
        ? c.busyOpenings[n % c.busyOpenings.length]!
        : c.otherOpening(n % c.otherOpeningsCount);
      const p = c.openingPosition[opening]!;
      const employer = c.positionEmployer[p]!;
      id += 1;
      yield {
        id,
        learner: n + 1,
        opening,
        n,
        status: 1 + (n % 7),
        created: ago(plan, n * MINUTE),
        sector: c.positionSector[p]!,
        employer,
        type: employerType(employer),
      };
    }
}

export const PLACEMENT_COLUMNS = [
  'id',
  'learner_user_id',
  'job_opening_id',
  'employer_user_id',
  'placement_type',
  'status',
  'created_at',
  'sector',
  'employer_type',
];
export function* placementRows(plan: SeedPlan, c: Catalogue): Generator<Row> {
  for (const p of placements(plan, c))
    yield [p.id, p.learner, p.opening, p.employer, 1 + (p.n % 5), p.status, p.created, p.sector, p.type];
}

// The steps before each status (admin-bench's history): from, to, days after the application, the
// statuses whose path has the step. Each is (days + id mod 7) after the application, never after now.
const STEPS: [number, number, number, number[]][] = [
  [1, 2, 3, [2, 3, 4, 5, 7]],
  [2, 3, 10, [3, 5, 7]],
  [2, 4, 10, [4]],
  [3, 5, 30, [5, 7]],
  [5, 7, 60, [7]],
  [1, 6, 2, [6]],
];

export const HISTORY_COLUMNS = [
  'placement_id',
  'from_status',
  'to_status',
  'changed_by',
  'changed_at',
  'applied_at',
  'sector',
  'employer_user_id',
  'employer_type',
];
export function* historyRows(plan: SeedPlan, c: Catalogue): Generator<Row> {
  const latest = plan.now.getTime() - MINUTE;
  for (const p of placements(plan, c)) {
    const facts = [p.created, p.sector, p.employer, p.type];
    yield [p.id, null, 1, p.learner, p.created, ...facts];
    for (const [from, to, days, path] of STEPS)
      if (path.includes(p.status)) {
        const at = new Date(Math.min(p.created.getTime() + (days + (p.id % 7)) * DAY, latest));
        yield [p.id, from, to, p.learner, at, ...facts];
      }
  }
}
