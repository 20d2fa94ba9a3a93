import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';

/** Issue 28: filled by its area's work. */
export const bankFileRoutes: FastifyPluginAsyncZod<Deps> = async (_app, _deps) => {};
