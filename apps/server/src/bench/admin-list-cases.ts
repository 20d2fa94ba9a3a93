import { PLACEMENT_STATUS } from '@ojt/domain';

// The admin lists' cases of `npm run bench:admin` (issue 31: Learners, Employers and Placements at a
// million rows, p95 under 50 ms). Each list: the first page, a later page reached by following
// nextCursor CURSOR_STEPS times (the Nth is timed), each filter, a name search and a search's second
// page; and `count=exact` apart, which reads every match and may be slower (it is not the default).

/** A list case: its label, the path timed, and whether the 50 ms target applies. */
export interface ListCase {
  label: string;
  path: string;
  target: boolean;
}

/** Pages followed by cursor before the timed one. */
export const CURSOR_STEPS = Number(process.env.BENCH_CURSOR_STEPS ?? 50);
/** The lists' target: p95 under this many milliseconds. */
export const LIST_TARGET_MS = 50;

type Headers = Record<string, string>;

/** The path of the page reached by following nextCursor `steps` times from `path`'s first page. */
async function cursorPage(base: string, path: string, headers: Headers, steps: number): Promise<string> {
  let next: string | null = null;
  const join = path.includes('?') ? '&' : '?';
  for (let i = 0; i < steps; i += 1) {
    const url: string = next ? `${path}${join}cursor=${next}` : path;
    const res = await fetch(base + url, { headers });
    const body = (await res.json()) as { nextCursor?: string | null };
    next = body.nextCursor ?? null;
    if (!next) break;
  }
  return next ? `${path}${join}cursor=${next}` : path;
}

export async function listCases(
  base: string,
  headers: Headers,
  names: { learner: string; employer: string; busyEmpId: string; sector: number },
): Promise<ListCase[]> {
  const later = (path: string) => cursorPage(base, path, headers, CURSOR_STEPS);
  const searchFor = (list: string, term: string) =>
    `/api/Admin/${list}?search=${encodeURIComponent(term)}&pageSize=10`;
  const learnerSearch = searchFor('Learners', names.learner);
  const employerSearch = searchFor('Employers', names.employer);
  const placementSearch = searchFor('Placements', names.learner);
  const cases: [string, string, boolean][] = [
    ['learners, first page', '/api/Admin/Learners?pageSize=10', true],
    [`learners, page ${CURSOR_STEPS + 1} by cursor`, await later('/api/Admin/Learners?pageSize=10'), true],
    ['learners, pending (oldest first)', '/api/Admin/Learners?status=pending&sort=oldest&pageSize=10', true],
    ['learners, approved', '/api/Admin/Learners?status=approved&pageSize=10', true],
    ['learners, rejected', '/api/Admin/Learners?status=rejected&pageSize=10', true],
    [`learners, search "${names.learner}"`, learnerSearch, true],
    [`learners, search, page 2 by cursor`, await cursorPage(base, learnerSearch, headers, 1), true],
    ['learners, count=exact', '/api/Admin/Learners?pageSize=10&count=exact', false],
    ['employers, first page', '/api/Admin/Employers?pageSize=10', true],
    [`employers, page ${CURSOR_STEPS + 1} by cursor`, await later('/api/Admin/Employers?pageSize=10'), true],
    [
      'employers, pending (oldest first)',
      '/api/Admin/Employers?status=pending&sort=oldest&pageSize=10',
      true,
    ],
    ['employers, approved', '/api/Admin/Employers?status=approved&pageSize=10', true],
    [`employers, search "${names.employer}"`, employerSearch, true],
    ['employers, count=exact', '/api/Admin/Employers?pageSize=10&count=exact', false],
    ['placements, first page', '/api/Admin/Placements?pageSize=10', true],
    [
      `placements, page ${CURSOR_STEPS + 1} by cursor`,
      await later('/api/Admin/Placements?pageSize=10'),
      true,
    ],
    ['placements, page 500 by offset', '/api/Admin/Placements?page=500&pageSize=10', false],
    ['placements, Selected', `/api/Admin/Placements?status=${PLACEMENT_STATUS.SELECTED}&pageSize=10`, true],
    [`placements, sector ${names.sector}`, `/api/Admin/Placements?sector=${names.sector}&pageSize=10`, true],
    [
      `placements, employer ${names.busyEmpId}`,
      `/api/Admin/Placements?employer=${names.busyEmpId}&pageSize=10`,
      true,
    ],
    [`placements, search "${names.learner}"`, placementSearch, true],
    ['placements, search "ramdass holdings"', searchFor('Placements', 'ramdass holdings'), true],
    ['placements, count=exact', '/api/Admin/Placements?pageSize=10&count=exact', false],
  ];
  return cases.map(([label, path, target]) => ({ label, path, target }));
}
