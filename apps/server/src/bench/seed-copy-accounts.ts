import { FIRST_NAMES, LAST_NAMES } from './seed-accounts.ts';

// The accounts bench:admin's COPY seed streams (issue 31): the same as seed-accounts.ts builds in SQL,
// generated in order with known ids (learners 1..L, then employers).
export type Row = (string | number | Date | null)[];
export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
const STATUSES = ['pending', 'approved', 'approved', 'rejected'];
const LEARNER_STATUS: Record<string, number> = { pending: 0, approved: 1, rejected: 2 };
const KINDS = ['Holdings', 'Services', 'Energy', 'Foods', 'Digital'];

/** What the seed builds: sizes, the busy employer (the first) with its positions, and the instant "now". */
export interface SeedPlan {
  learners: number;
  employers: number;
  /** Applications per half: the busy employer's, then as many to the others'. */
  perHalf: number;
  busyPositions: number;
  now: Date;
}

export const ago = (plan: SeedPlan, ms: number) => new Date(plan.now.getTime() - ms);
const dob = (id: number) => new Date(Date.UTC(2000, 0, 1) + (id % 3000) * DAY).toISOString().slice(0, 10);

export const USER_COLUMNS = [
  'id',
  'username',
  'role',
  'status',
  'email',
  'first_name',
  'last_name',
  'created_at',
];
export function* userRows(plan: SeedPlan): Generator<Row> {
  for (let g = 1; g <= plan.learners; g += 1)
    yield [
      g,
      `bl${g}`,
      2,
      STATUSES[g % 4]!,
      `learner${g}@example.tt`,
      FIRST_NAMES[g % 20]!,
      LAST_NAMES[Math.floor(g / 20) % 20]!,
      ago(plan, g * MINUTE),
    ];
  for (let g = 1; g <= plan.employers; g += 1)
    yield [
      plan.learners + g,
      `BE${g}`,
      1,
      STATUSES[g % 4]!,
      `hr${g}@company.tt`,
      FIRST_NAMES[g % 20]!,
      '',
      ago(plan, g * MINUTE),
    ];
}

export const LEARNER_COLUMNS = [
  'user_id',
  'learner_id',
  'first_name',
  'last_name',
  'email_personal',
  'dob',
  'gender',
  'city',
  'street_address',
  'state',
  'postal_code',
  'phone_mobile',
  'employment_status',
  'education_level',
  'national_id',
  'date_registered',
  'learner_status',
];
export function* learnerRows(plan: SeedPlan): Generator<Row> {
  for (let id = 1; id <= plan.learners; id += 1)
    yield [
      id,
      `bl${id}`,
      FIRST_NAMES[id % 20]!,
      LAST_NAMES[Math.floor(id / 20) % 20]!,
      `learner${id}@example.tt`,
      dob(id),
      'F',
      1 + (id % 30),
      'Main Road',
      'Trinidad',
      '00000',
      `+1868555${String(id % 10000).padStart(4, '0')}`,
      'Unemployed',
      'Secondary',
      `ID${id}`,
      ago(plan, id * MINUTE),
      LEARNER_STATUS[STATUSES[id % 4]!]!,
    ];
}

export const EMPLOYER_COLUMNS = [
  'user_id',
  'emp_id',
  'emp_name',
  'emp_email',
  'emp_p_name',
  'emp_city',
  'emp_type',
  'company_sector',
  'staff_count',
  'app_date',
  'approval_date',
];
export function* employerRows(plan: SeedPlan): Generator<Row> {
  for (let g = 1; g <= plan.employers; g += 1) {
    const id = plan.learners + g;
    const created = ago(plan, g * MINUTE);
    const approved = STATUSES[g % 4] === 'approved' ? new Date(created.getTime() + DAY) : null;
    yield [
      id,
      `BE${g}`,
      `${LAST_NAMES[id % 20]} ${KINDS[id % 5]} ${id}`,
      `hr${g}@company.tt`,
      FIRST_NAMES[g % 20]!,
      1 + (id % 30),
      employerType(id),
      1 + (id % 46),
      50,
      created,
      approved,
    ];
  }
}

/** An employer's type, as the seed gives it (1-4 by its user id). */
export const employerType = (userId: number) => 1 + (userId % 4);
