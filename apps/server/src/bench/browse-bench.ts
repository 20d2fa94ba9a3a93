// Benchmark (not a test): seeds 2,000 open openings over 46 sectors (and 2,000 closed or expired
// ones) and 2,000 approved learners into the PostgreSQL database DATABASE_URL names — a scratch
// database, refused when it already holds openings — then loads Browse
// (GET /api/Learner/GetOpenJobs for one sector) as a crowd of learners would (browse-crowd.ts, issue
// 31): an open loop and a closed loop on 2,000 kept-alive connections, the latter beside a bare
// Fastify serving the same JSON body from memory in the same run. Loopback only.
// Options: --learners (2000, a session each), --connections (as many, sessions taken in turn),
// --connect-rate (200 connections/s; 0: all at once), --seconds (30, the open loop), --interval (5 s),
// --closed-seconds (24 per server) in --rounds (4) turns, --workers (2 load processes).
// LISTEN_BACKLOG=511 listens as Node's default does. BENCH_CLASSIC=1 runs the issue-8 comparison
// instead (50 connections: browse-classic.ts).

import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import Fastify, { type FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { buildApp, KEEP_ALIVE_MS } from '../app.ts';
import { loadConfig } from '../config/env.ts';
import { openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { createSession } from '../modules/auth/session-repository.ts';
import { measureClassic, reportClassic, SECTOR } from './browse-classic.ts';
import { runCrowd } from './browse-crowd.ts';
import { seedAccounts } from './seed-accounts.ts';

const OPENINGS = Number(process.env.BENCH_OPENINGS ?? 2000);
const CLASSIC = process.env.BENCH_CLASSIC === '1';
const { values: args } = parseArgs({
  options: {
    learners: { type: 'string', default: CLASSIC ? (process.env.BENCH_LEARNERS ?? '1') : '2000' },
    seconds: { type: 'string', default: '30' },
    interval: { type: 'string', default: '5' },
    'closed-seconds': { type: 'string', default: '24' },
    rounds: { type: 'string', default: '4' },
    'connect-rate': { type: 'string', default: '200' },
    workers: { type: 'string', default: '2' },
    connections: { type: 'string' },
  },
});
// How many learners (bl1, bl2, …), each with a session; in the crowd, each has a connection too.
const LEARNERS = Number(args.learners);
const databaseUrl = process.env.DATABASE_URL;

type Db = Awaited<ReturnType<typeof openDatabase>>['db'];

async function seedOpenings(db: Db): Promise<void> {
  await seedAccounts(db, Math.max(1000, LEARNERS), 400);
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
  const tokens: string[] = [];
  // 50 at a time: 2,000 at once would wait longer for the pool than its 5 s.
  for (let i = 0; i < ids.length; i += 50) {
    const some = ids.slice(i, i + 50).map(async (id) => {
      const session = await createSession(app.db, id, false, 2 * 60 * 60, new Date());
      return app.tokens.sign(session.id, id, session.expiresAt);
    });
    tokens.push(...(await Promise.all(some)));
  }
  return tokens;
}

// Both servers listen as the portal's start does: backlog LISTEN_BACKLOG, idle connections kept 65 s.
async function listen(app: { listen: (o: object) => Promise<string> }, backlog: number): Promise<string> {
  return app.listen({ port: 0, host: '127.0.0.1', backlog });
}

function machine(backlog: number): string {
  const read = (file: string) => readFileSync(file, 'utf8').trim();
  const limit = execSync('ulimit -n', { shell: '/bin/sh' }).toString().trim();
  return `ulimit -n ${limit}; net.core.somaxconn ${read('/proc/sys/net/core/somaxconn')}; listen backlog ${backlog}; Node ${process.version}`;
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
      // LISTEN_BACKLOG=511 shows the crowd against Node's default backlog.
      ...(process.env.LISTEN_BACKLOG ? { LISTEN_BACKLOG: process.env.LISTEN_BACKLOG } : {}),
    });
    const app = await buildApp({ config, database: handle, startWorkers: false, bootstrapAdmin: false });
    const bare = Fastify({ logger: false, keepAliveTimeout: KEEP_ALIVE_MS });
    try {
      const base = await listen(app, config.LISTEN_BACKLOG);
      const tokens = await signIn(app, learners);
      const first = await fetch(`${base}/api/Learner/GetOpenJobs?Sectors=${SECTOR}`, {
        headers: { authorization: `Bearer ${tokens[0]}` },
      });
      if (first.status !== 200) throw new Error(`GetOpenJobs answered ${first.status}`);
      const body = await first.text();
      bare.get('/api/Learner/GetOpenJobs', async (_request, reply) =>
        reply.type('application/json').send(body),
      );
      const bareBase = await listen(bare, config.LISTEN_BACKLOG);
      const items = (JSON.parse(body) as unknown[]).length;
      if (CLASSIC) {
        reportClassic(body, items, await measureClassic(handle.db, base, bareBase, tokens));
        return;
      }
      console.log(
        `GET /api/Learner/GetOpenJobs?Sectors=${SECTOR}: ${items} items, ${(body.length / 1024).toFixed(1)} KB`,
      );
      console.log(machine(config.LISTEN_BACKLOG));
      const path = `/api/Learner/GetOpenJobs?Sectors=${SECTOR}`;
      await runCrowd(handle.db, { portal: base + path, bare: bareBase + path }, tokens, {
        connections: Number(args.connections ?? LEARNERS),
        workers: Number(args.workers),
        connectRate: Number(args['connect-rate']),
        openSeconds: Number(args.seconds),
        intervalSeconds: Number(args.interval),
        closedSeconds: Number(args['closed-seconds']),
        rounds: Math.max(1, Number(args.rounds)),
      });
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
