import { ENDPOINTS } from '@ojt/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { batchedLookup } from '../../db/batched-lookup.ts';
import type { Database } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import { fromContract } from '../../lib/contract-route.ts';
import { sessionWith } from '../../plugins/auth.ts';
import { liveOpeningsSource, openJobsJsonForLearner, openJobsPageJsonForLearner } from './browse-service.ts';
import { findSessionsWithBrowseState } from './open-jobs-repository.ts';

const _bearer = [{ bearer: [] }];
const _tags = ['learner: browse'];

// The service writes the answer's JSON itself (the part every learner sees alike is serialised once
// per read of the openings): JSON bytes are sent as they are, the response schema stays the contract.
function sendJson(reply: FastifyReply, json: Buffer): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}

/**
 * The learner's Browse Programs (spec 2 §2, §7): open jobs, as a plain array and paged.
 * `cacheMs`: how long the live openings of a sector, alike for every learner, are kept (0: not kept).
 */
export const learnerBrowseRoutes: FastifyPluginAsyncZod<Deps & { cacheMs: number }> = async (app, deps) => {
  const { cacheMs } = deps;
  // onRequest: a caller without a learner session gets 401/403 before its input is read.
  const onRequest = app.requireRole('learner');
  // What ranking needs of the learner (applications, qualifications) comes with the session check.
  const learner = sessionWith(
    batchedLookup((db: Kysely<Database>, ids: string[]) =>
      findSessionsWithBrowseState(db, ids, deps.clock.now()),
    ),
  );
  const source = liveOpeningsSource(deps, cacheMs);

  app.route({
    ...fromContract(ENDPOINTS.LearnerGetOpenJobs),
    config: learner.config,
    onRequest,
    handler: async (request, reply) =>
      sendJson(
        reply,
        await openJobsJsonForLearner(source, learner.of(request), deps.clock.now(), request.query.Sectors),
      ),
  });

  app.route({
    ...fromContract(ENDPOINTS.OpenJobs),
    config: learner.config,
    onRequest,
    handler: async (request, reply) =>
      sendJson(
        reply,
        await openJobsPageJsonForLearner(source, learner.of(request), request.query, deps.clock.now()),
      ),
  });
};
