import type { ContactMessage } from '@ojt/domain';
import type { Deps } from '../../deps.ts';
import { rateLimitAddress } from '../../lib/client-address.ts';
import { consumeRateLimits } from '../../lib/rate-limit.ts';
import { insertContactMessage } from './contact-repository.ts';

const HOUR = 3600;

/**
 * Stores a contact message and queues it for the support team in one transaction. Rate-limited
 * per client address and per sender: 5 an hour each.
 */
export async function sendContactMessage(
  { db, notify }: Deps,
  message: ContactMessage,
  context: { ip: string; supportEmail: string },
): Promise<void> {
  await consumeRateLimits(db, [
    { key: `contact:ip:${rateLimitAddress(context.ip)}`, max: 5, windowSeconds: HOUR },
    { key: `contact:email:${message.email.toLowerCase()}`, max: 5, windowSeconds: HOUR },
  ]);
  await db.transaction().execute(async (trx) => {
    await insertContactMessage(trx, message);
    await notify(trx, { kind: 'contact-message', message }, { userId: null, email: context.supportEmail });
  });
}
