import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createEmployer, createLearner } from '../../test/factories.ts';
import { useTestContext } from '../../test/test-app.ts';
import { up } from './0005-lowercase-emails.ts';

const ctx = useTestContext();

describe('migration 0005: lower-cased email addresses', () => {
  it('lower-cases the addresses rows written before kept in mixed case', async () => {
    await createEmployer(ctx, {
      overrides: { empEmail: 'hr@caribsteel.tt', empPEmail: 'ravi@caribsteel.tt' },
    });
    await createLearner(ctx, { overrides: { emailPersonal: 'asha@mail.tt', emailWork: 'asha@work.tt' } });
    // As rows written before addresses were normalised.
    await ctx.db
      .updateTable('users')
      .set((eb) => ({ email: eb.fn('upper', ['email']) }))
      .execute();
    await ctx.db
      .updateTable('employers')
      .set({ emp_email: 'HR@CaribSteel.tt', emp_p_email: 'Ravi@CaribSteel.tt' })
      .execute();
    await ctx.db
      .updateTable('learners')
      .set({ email_personal: 'Asha@Mail.tt', email_work: 'ASHA@work.tt' })
      .execute();

    // Migrations are written against no schema type (Kysely<unknown>), as migrate.ts runs them.
    await up(ctx.db as unknown as Kysely<unknown>);

    const users = await ctx.db.selectFrom('users').select('email').orderBy('id').execute();
    expect(users.map((u) => u.email)).toEqual(['hr@caribsteel.tt', 'asha@mail.tt']);
    expect(await ctx.db.selectFrom('employers').select(['emp_email', 'emp_p_email']).execute()).toEqual([
      { emp_email: 'hr@caribsteel.tt', emp_p_email: 'ravi@caribsteel.tt' },
    ]);
    expect(await ctx.db.selectFrom('learners').select(['email_personal', 'email_work']).execute()).toEqual([
      { email_personal: 'asha@mail.tt', email_work: 'asha@work.tt' },
    ]);
  });
});
