import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';

const FIRST = [
  'Asha',
  'Kevin',
  'Renee',
  'Marcus',
  'Aaliyah',
  'Darren',
  'Kimberly',
  'Jerome',
  'Nadia',
  'Ravi',
  'Shanice',
  'Andre',
  'Priya',
  'Keston',
  'Alana',
  'Nicholas',
  'Vanessa',
  'Jelani',
  'Kristen',
  'Rajesh',
];
const LAST = [
  'Ramdass',
  'Joseph',
  'Mohammed',
  'Charles',
  'Ali',
  'Baptiste',
  'Persad',
  'Williams',
  'Singh',
  'Thomas',
  'Maharaj',
  'Phillip',
  'Garcia',
  'Lewis',
  'Ramkissoon',
  'Alexander',
  'Hosein',
  'Roberts',
  'Boodoo',
  'Francis',
];

export { FIRST as FIRST_NAMES, LAST as LAST_NAMES };

const list = (names: string[]) => sql.raw(`ARRAY[${names.map((n) => `'${n}'`).join(',')}]`);

/** Bulk-inserts `learners` learner and `employers` employer accounts with a spread of statuses and dates. */
export async function seedAccounts(db: Kysely<Database>, learners: number, employers: number): Promise<void> {
  await sql`
    INSERT INTO users (username, role, status, email, first_name, last_name, created_at)
    SELECT 'bl' || g, 2, (ARRAY['pending','approved','approved','rejected'])[1 + g % 4],
           'learner' || g || '@example.tt', (${list(FIRST)})[1 + g % 20], (${list(LAST)})[1 + (g / 20) % 20],
           now() - make_interval(mins => g)
    FROM generate_series(1, ${learners}) AS g`.execute(db);
  await sql`
    INSERT INTO learners (user_id, learner_id, first_name, last_name, email_personal, dob, gender, city,
                          street_address, state, postal_code, phone_mobile, employment_status, education_level,
                          national_id, date_registered, learner_status)
    SELECT id, username, first_name, last_name, email, DATE '2000-01-01' + (id % 3000), 'F', 1 + id % 30,
           'Main Road', 'Trinidad', '00000', '+1868555' || lpad((id % 10000)::text, 4, '0'), 'Unemployed',
           'Secondary', 'ID' || id, created_at, CASE status WHEN 'approved' THEN 1 WHEN 'rejected' THEN 2 ELSE 0 END
    FROM users WHERE role = 2`.execute(db);
  await sql`
    INSERT INTO users (username, role, status, email, first_name, created_at)
    SELECT 'BE' || g, 1, (ARRAY['pending','approved','approved','rejected'])[1 + g % 4], 'hr' || g || '@company.tt',
           (${list(FIRST)})[1 + g % 20], now() - make_interval(mins => g)
    FROM generate_series(1, ${employers}) AS g`.execute(db);
  await sql`
    INSERT INTO employers (user_id, emp_id, emp_name, emp_email, emp_p_name, emp_city, emp_type, company_sector,
                           staff_count, app_date, approval_date)
    SELECT id, username, (${list(LAST)})[1 + id % 20] || ' ' || (ARRAY['Holdings','Services','Energy','Foods','Digital'])[1 + id % 5] || ' ' || id,
           email, first_name, 1 + id % 30, 1 + id % 4, 1 + id % 46, 50, created_at,
           CASE status WHEN 'approved' THEN created_at + interval '1 day' END
    FROM users WHERE role = 1`.execute(db);
  // Sets the visibility map too, so counts can be index-only scans, as on a long-running database.
  await sql`VACUUM ANALYZE`.execute(db);
}
