import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/**
 * Sends a file the caller's browser saves (a letter, a data summary, an export): its type, the name to
 * save it under, and no caching of what is private. Bytes and streams go out as they are, never
 * through the JSON serializer the route's response schema describes (that schema lists the failures).
 */
export function sendAttachment(
  reply: FastifyReply,
  type: string,
  fileName: string,
  body: Uint8Array | Readable,
) {
  return reply
    .type(type)
    .header('Content-Disposition', `attachment; filename="${fileName}"`)
    .header('Cache-Control', 'private, no-store')
    .send((body instanceof Uint8Array ? Buffer.from(body) : body) as unknown as string);
}
