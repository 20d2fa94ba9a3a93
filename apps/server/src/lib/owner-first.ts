import type { FastifyRequest } from 'fastify';
import type { AuthUser } from '../plugins/auth.ts';

/**
 * A route's preValidation hook that decides who may call before what was sent is validated: the
 * parameter `field` that names an account is read as sent (query and body merged) and handed to
 * `assertOwn`, which throws 403 when it names someone else. Someone else's id with invalid fields
 * then answers the documented 403, not a field message that tells the caller which rule failed.
 * A missing or malformed id is left to the schema (400); the handler checks the parsed id again.
 */
export function ownerFirst(field: string, assertOwn: (auth: AuthUser, value: string) => void) {
  return async (request: FastifyRequest): Promise<void> => {
    const params = request.body;
    if (!request.auth || typeof params !== 'object' || params === null) return;
    const value = (params as Record<string, unknown>)[field];
    if (typeof value !== 'string' && typeof value !== 'number') return;
    const named = String(value).trim();
    if (named !== '') assertOwn(request.auth, named);
  };
}
