// Benchmark (not a test): seeds 2,000 open openings over 46 sectors (and 2,000 closed or expired
// ones) into the PostgreSQL database DATABASE_URL names — a scratch database, refused when it already
// holds openings — then, with a learner's token, fires GET /api/Learner/GetOpenJobs for one sector
// from 50 keep-alive connections for a bounded time, and does the same against a bare Fastify
// serving the same JSON body from memory. Prints requests/s, p50, p99 and CPU per request of both
// and their ratio beside the targets (issue 8: at least 50% of the bare rate, p99 under 50 ms).
// Loopback only. BENCH_LEARNERS=50 gives each connection its own learner and session.
import Fastify, { type FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config/env.ts';
import { openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { createSession } from '../modules/auth/session-repository.ts';
import { type Run, row, run, type Summary, summarise } from './load-run.ts';
import { seedAccounts } from './seed-accounts.ts';

const OPENINGS = Number(process.env.BENCH_OPENINGS ?? 2000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
// BENCH_SECONDS of load for each server, taken in BENCH_ROUNDS turns (each after a 1 s warm-up).
const SECONDS = Number(process.env.BENCH_SECONDS ?? 12);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4);
// BENCH_ONLY=portal measures GetOpenJobs alone (for profiling the server with node --cpu-prof).
const PORTAL_ONLY = process.env.BENCH_ONLY === 'portal';
const SECTOR = 4;
// BENCH_LEARNERS: how many learners (bl1, bl2, …) share the connections, each with a token.
const LEARNERS = Number(process.env.BENCH_LEARNERS ?? 1);
const databaseUrl = process.env.DATABASE_URL;

type Db = Awaited<ReturnType<typeof openDatabase>>['db'];

async function seedOpenings(db: Db): Promise<void> {
  await seedAccounts(db, 1000, 400);
  await sql`
    WITH emp AS (SELECT array_agg(e.user_id ORDER BY e.user_id) AS ids
                 FROM employers e JOIN users u ON u.id = e.user_id WHERE u.status = 'approved')
    INSERT INTO job_positions (employer_user_id, title, sector, status)
    SELECT emp.ids[1 + g % array_length(emp.ids, 1)],
           (ARRAY['Trainee Technician','Junior Clerk','Apprentice Welder','Kitchen Assistant','Lab Aide'])[1 + g % 5] || ' ' || g,
           1 + g % 46, 1
    FROM emp, generate_series(0, ${OPENINGS * 2 - 1}) AS g`.execute(db);
  await sql`
    INSERT INTO job_requirements (job_position_id, ordinal, qualification_type, certificate_name)
    SELECT id, k, (ARRAY['CVQ','CXC'])[k], (ARRAY['IT Support','Mathematics','Welding Level 2'])[1 + (id + k) % 3]
    FROM job_positions, generate_series(1, 2) AS k`.execute(db);
  // The first half of the positions are open now; the other half's openings are closed or expired.
  await sql`
    INSERT INTO job_openings (job_position_id, num_openings, opens_at, closes_at, status, comment)
    SELECT id, 1 + id % 5,
           now() - interval '40 days' + (CASE WHEN id <= ${OPENINGS} THEN interval '0' ELSE interval '-60 days' END)
             + make_interval(mins => id),
           now() + (CASE WHEN id <= ${OPENINGS} THEN interval '30 days' ELSE interval '-1 day' END),
           CASE WHEN id <= ${OPENINGS} OR id % 2 = 0 THEN 1 ELSE 0 END,
           'Bring your certificates and a copy of your CV.'
    FROM job_positions`.execute(db);
}

/** Approves the learners bl1…bl<count>, each with two qualifications and five applications; their ids. */
async function seedLearners(db: Db, count: number): Promise<number[]> {
  const learners = await db
    .updateTable('users')
    .set({ status: 'approved' })
    .where(
      'username',
      'in',
      Array.from({ length: count }, (_, i) => `bl${i + 1}`),
    )
    .returning('id')
    .execute();
  const ids = learners.map(({ id }) => id);
  await db
    .insertInto('learner_qualifications')
    .values(
      ids.flatMap((id) => [
        { learner_user_id: id, ordinal: 1, qualification_type: 'CVQ', certificate_name: 'IT Support' },
        { learner_user_id: id, ordinal: 2, qualification_type: 'CXC', certificate_name: 'Mathematics' },
      ]),
    )
    .execute();
  await sql`
    INSERT INTO placements (learner_user_id, job_opening_id, placement_type, status)
    SELECT l.id, o.id, 1, 1
    FROM unnest(${ids}::int[]) AS l(id),
         LATERAL (SELECT o.id FROM job_openings o JOIN job_positions jp ON jp.id = o.job_position_id
                  WHERE jp.sector = ${SECTOR} AND o.status = 1 AND o.closes_at > now()
                  ORDER BY o.id OFFSET l.id % 10 LIMIT 5) AS o`.execute(db);
  await sql`VACUUM ANALYZE`.execute(db);
  return ids;
}

/** A token of a new session for each learner, as Login would give. */
async function signIn(app: FastifyInstance, ids: number[]): Promise<string[]> {
  return Promise.all(
    ids.map(async (id) => {
      const session = await createSession(app.db, id, false, 2 * 60 * 60, new Date());
      return app.tokens.sign(session.id, id, session.expiresAt);
    }),
  );
}

async function listen(app: { listen: (o: object) => Promise<string> }): Promise<string> {
  return app.listen({ port: 0, host: '127.0.0.1' });
}

async function measure(db: Db, base: string, bareBase: string, tokens: string[]) {
  const path = `/api/Learner/GetOpenJobs?Sectors=${SECTOR}`;
  const common = { connections: CONNECTIONS, seconds: SECONDS / ROUNDS, warmupSeconds: 1 };
  const headers = tokens.map((token) => ({ authorization: `Bearer ${token}` }));
  const ours: Run[] = [];
  const bare: Run[] = [];
  // Taken in turns, so that a change in the machine's other load weighs on both alike.
  for (let round = 0; round < ROUNDS; round += 1) {
    ours.push(await run(db, { ...common, url: base + path, headers }));
    if (!PORTAL_ONLY) bare.push(await run(db, { ...common, url: bareBase + path, headers: [{}] }));
  }
  if (PORTAL_ONLY) return { ours: summarise(ours) };
  // For reference: a signed-in call with a small answer (the session check and one more query).
  const me = await run(db, { ...common, url: `${base}/api/Login/me`, headers });
  return { ours: summarise(ours), bare: summarise(bare), me: summarise([me]) };
}

function report(body: string, items: number, runs: { ours: Summary; bare?: Summary; me?: Summary }) {
  const { ours, bare, me } = runs;
  const kb = (body.length / 1024).toFixed(1);
  console.log(`
GET /api/Learner/GetOpenJobs?Sectors=${SECTOR}: ${items} items, ${kb} KB`);
  console.log(
    `${CONNECTIONS} connections, ${SECONDS} s each in ${ROUNDS} turns (each after a 1 s warm-up), loopback`,
  );
  console.log('app µs, db µs: CPU time per request of the server process and of its database backends\n');
  const head = ['req/s', 'p50 ms', 'p99 ms', 'app µs', 'db µs'].map((cell) => cell.padStart(9)).join('');
  console.log(`${'server'.padEnd(30)}${head}${'errors'.padStart(8)}`);
  console.log(row('portal GetOpenJobs', ours));
  if (!bare || !me) return;
  console.log(row('bare Fastify, same body', bare));
  console.log(row('reference: portal /Login/me', me));
  const ratio = ours.rps / bare.rps;
  const met = (ok: boolean) => (ok ? 'met' : 'NOT met');
  console.log(`\nratio ${(100 * ratio).toFixed(0)}% of the bare rate (target ≥ 50%): ${met(ratio >= 0.5)}`);
  console.log(`p99 ${ours.p99.toFixed(1)} ms (target < 50 ms): ${met(ours.p99 < 50)}`);
}

async function main() {
  if (!databaseUrl)
    throw new Error('Set DATABASE_URL to a scratch PostgreSQL database (createdb bench_browse).');
  const handle = await openDatabase({ url: databaseUrl });
  try {
    await migrateToLatest(handle.db);
    const existing = await handle.db.selectFrom('job_openings').select('id').limit(1).execute();
    if (existing.length > 0)
      throw new Error('The database already holds openings: use an empty scratch database.');
    const started = performance.now();
    await seedOpenings(handle.db);
    const learners = await seedLearners(handle.db, LEARNERS);
    console.log(
      `Seeded ${OPENINGS} open openings (+${OPENINGS} closed or expired) over 46 sectors in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );

    const config = loadConfig({
      NODE_ENV: 'production',
      // Production needs a relay; no worker runs here, so nothing is ever sent to it.
      SMTP_URL: 'smtp://127.0.0.1:25',
      LOG_LEVEL: 'warn',
      JWT_SECRET: 'bench-secret-long-enough-for-hs256-signing!',
      WEB_DIST: '/nonexistent',
    });
    const app = await buildApp({ config, database: handle, startWorkers: false, bootstrapAdmin: false });
    const bare = Fastify({ logger: false });
    try {
      const base = await listen(app);
      const tokens = await signIn(app, learners);
      const first = await fetch(`${base}/api/Learner/GetOpenJobs?Sectors=${SECTOR}`, {
        headers: { authorization: `Bearer ${tokens[0]}` },
      });
      if (first.status !== 200) throw new Error(`GetOpenJobs answered ${first.status}`);
      const body = await first.text();
      bare.get('/api/Learner/GetOpenJobs', async (_request, reply) =>
        reply.type('application/json').send(body),
      );
      const bareBase = await listen(bare);
      report(body, (JSON.parse(body) as unknown[]).length, await measure(handle.db, base, bareBase, tokens));
    } finally {
      await bare.close();
      await app.close();
    }
  } finally {
    await handle.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
