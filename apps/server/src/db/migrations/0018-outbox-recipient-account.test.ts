import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { contactMessage, createLearner, learnerSession } from '../../test/factories.ts';
import { useTestContext } from '../../test/test-app.ts';
import { down, up } from './0018-outbox-recipient-account.ts';

const ctx = useTestContext({ env: { SUPPORT_EMAIL: 'help@ojt.gov.tt' } });

describe('migration 0018: the account each queued mail is for', () => {
  it('gives mail queued before it the account whose verified address it went to, and no other', async () => {
    const verified = await learnerSession(ctx);
    await ctx.db
      .updateTable('users')
      .set({ email_verified_at: new Date() })
      .where('username', '=', verified.username)
      .execute();
    const unverified = await createLearner(ctx);
    await ctx.app.inject({ method: 'POST', url: '/api/Contact', payload: contactMessage() });
    // As the outbox was before: no account recorded on any row.
    const schema = ctx.db as unknown as Kysely<unknown>;
    await down(schema);
    await up(schema);

    const rows = await ctx.db
      .selectFrom('outbox as o')
      .leftJoin('users as u', 'u.id', 'o.recipient_user_id')
      .select(['o.recipient', 'u.username'])
      .execute();
    const accountOf = (to: string) => rows.filter((r) => r.recipient === to).map((r) => r.username);
    expect(accountOf(verified.email.toLowerCase()).length).toBeGreaterThan(1);
    expect(new Set(accountOf(verified.email.toLowerCase()))).toEqual(new Set([verified.username]));
    expect(accountOf(unverified.email.toLowerCase())).toEqual([null]);
    expect(accountOf('help@ojt.gov.tt')).toEqual([null]);
  });
});
