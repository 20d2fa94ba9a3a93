import { MESSAGES } from '@ojt/domain';
import type { LightMyRequestResponse } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { testClock } from '../../test/clock.ts';
import {
  type Admin,
  createAdmin,
  employerSession,
  learnerSession,
  mailTo,
  type SignedIn,
} from '../../test/factories.ts';
import { bodyCaller } from '../../test/requests.ts';
import { useTestContext } from '../../test/test-app.ts';
import { bankAccountsOf } from './bank-service.ts';

// A learner's and an employer's own bank account (issue 28): set with the whole number typed, read
// back masked, the change audited (never the number) and mailed to the account's own address.
const clock = testClock();
const ctx = useTestContext({ clock });
const send = bodyCaller(ctx);

// Every answer body of this file, searched for whole account numbers at the end of each test.
let bodies: string[] = [];
const call: typeof send = async (...args) => {
  const res: LightMyRequestResponse = await send(...args);
  bodies.push(res.body);
  return res;
};

const ROLES = [
  { role: 'learner', update: '/api/Learner/UpdateBankDetails', read: '/api/Learner/BankDetails' },
  { role: 'employer', update: '/api/Employer/UpdateBankDetails', read: '/api/Employer/BankDetails' },
] as const;
const sessionOf = (role: 'learner' | 'employer') =>
  role === 'learner' ? learnerSession(ctx) : employerSession(ctx);

const NUMBER = '12344821';
const OTHER_NUMBER = '9876543210123';

let admin: Admin;
let republic: { bankId: number };
let scotia: { bankId: number };
beforeEach(async () => {
  clock.set(new Date());
  bodies = [];
  admin = await createAdmin(ctx);
  const add = async (name: string, routingNumber: string) =>
    (await send('POST', '/api/Admin/Banks', admin.token, { name, routingNumber })).json().data;
  republic = await add('Republic Bank', '012000034');
  scotia = await add('Scotiabank', '300000001');
});

const accountCount = async () =>
  (await ctx.db.selectFrom('bank_accounts').select('user_id').execute()).length;

/** No answer of the test carried a whole account number. */
function expectNoWholeNumber(...numbers: string[]) {
  for (const body of bodies) for (const number of numbers) expect(body).not.toContain(number);
}

describe('who may set and read bank details', () => {
  it('answers 401 without a token', async () => {
    for (const { update, read } of ROLES) {
      for (const payload of [{ bankId: 1, accountNumber: NUMBER, accountHolder: 'A' }, {}]) {
        const res = await call('POST', update, undefined, payload);
        expect(res.statusCode, update).toBe(401);
        expect(res.json()).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
      }
      expect((await call('GET', read)).statusCode, read).toBe(401);
    }
  });

  it('answers 403 to the other roles (each keeps only its own), and sets nothing', async () => {
    const learner = await learnerSession(ctx);
    const employer = await employerSession(ctx);
    const others = { learner: [admin, employer], employer: [admin, learner] };
    for (const { role, update, read } of ROLES) {
      for (const { token } of others[role]) {
        for (const payload of [{ bankId: republic.bankId, accountNumber: NUMBER, accountHolder: 'A' }, {}]) {
          const res = await call('POST', update, token, payload);
          expect(res.statusCode, `${role} ${update}`).toBe(403);
          expect(res.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
        }
        expect((await call('GET', read, token)).statusCode).toBe(403);
      }
    }
    expect(await accountCount()).toBe(0);
  });
});

describe('setting bank details', () => {
  it.each(ROLES)(
    '$role: answers 400 naming the field, for an unknown bank too, and sets nothing',
    async ({ role, update }) => {
      const { token, email } = await sessionOf(role);
      const good = { bankId: republic.bankId, accountNumber: NUMBER, accountHolder: 'Asha Ramdial' };
      const bad: [Record<string, unknown>, string, string][] = [
        [{ ...good, accountNumber: '1234' }, 'accountNumber', MESSAGES.accountNumberInvalid],
        [{ ...good, accountNumber: '12345678901234567' }, 'accountNumber', MESSAGES.accountNumberInvalid],
        [{ ...good, accountNumber: '1234abcd' }, 'accountNumber', MESSAGES.accountNumberInvalid],
        [{ ...good, accountNumber: '1234.4821' }, 'accountNumber', MESSAGES.accountNumberInvalid],
        [{ ...good, accountNumber: '' }, 'accountNumber', MESSAGES.accountNumberRequired],
        [{ ...good, accountHolder: ' ' }, 'accountHolder', MESSAGES.accountHolderRequired],
        [
          { ...good, accountHolder: 'x'.repeat(101) },
          'accountHolder',
          'accountHolder must be at most 100 characters',
        ],
        [{ ...good, bankId: undefined }, 'bankId', MESSAGES.bankRequired],
        [{ ...good, bankId: 'Republic' }, 'bankId', MESSAGES.bankUnknown],
        [{ ...good, bankId: scotia.bankId + 100 }, 'bankId', MESSAGES.bankUnknown],
        [{ ...good, extra: 1 }, 'extra', ''],
      ];
      for (const [payload, field, message] of bad) {
        const res = await call('POST', update, token, payload);
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        expect(res.json().fields, JSON.stringify(payload)).toHaveProperty(field);
        if (message) expect(res.json().fields[field], JSON.stringify(payload)).toBe(message);
      }
      expect(await accountCount()).toBe(0);
      await ctx.app.outbox.drain();
      expect(ctx.mail.to(email).filter((mail) => /bank details/.test(mail.text))).toEqual([]);
      expectNoWholeNumber(NUMBER);
    },
  );

  it.each(ROLES)(
    '$role: sets them, answers and reads them back masked, null before',
    async ({ role, update, read }) => {
      const { token } = await sessionOf(role);
      expect((await call('GET', read, token)).json()).toBeNull();

      const res = await call('POST', update, token, {
        bankId: republic.bankId,
        accountNumber: '1234 4821',
        accountHolder: ' Asha Ramdial ',
      });
      expect(res.statusCode, res.body).toBe(200);
      const details = {
        bankId: republic.bankId,
        bankName: 'Republic Bank',
        routingNumber: '012000034',
        accountMasked: '•••• 4821',
        accountHolder: 'Asha Ramdial',
        changedAt: clock.now().toISOString(),
      };
      expect(res.json()).toEqual({ success: true, message: MESSAGES.bankDetailsSaved, data: details });
      const again = await call('GET', read, token);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(details);
      expectNoWholeNumber(NUMBER);
    },
  );

  it("replaces them (one account each), from the new time, and leaves other people's alone", async () => {
    const learner = await learnerSession(ctx);
    const other = await learnerSession(ctx);
    const employer = await employerSession(ctx);
    await call('POST', ROLES[0].update, other.token, {
      bankId: republic.bankId,
      accountNumber: '55555',
      accountHolder: 'O',
    });
    await call('POST', ROLES[1].update, employer.token, {
      bankId: republic.bankId,
      accountNumber: '1111-2222-3333',
      accountHolder: 'Caroni Works Ltd',
    });
    await call('POST', ROLES[0].update, learner.token, {
      bankId: republic.bankId,
      accountNumber: NUMBER,
      accountHolder: 'A',
    });
    clock.advance(60 * 60 * 1000);
    const res = await call('POST', ROLES[0].update, learner.token, {
      bankId: scotia.bankId,
      accountNumber: OTHER_NUMBER,
      accountHolder: 'Asha Ramdial',
    });
    expect(res.json().data).toMatchObject({
      bankName: 'Scotiabank',
      routingNumber: '300000001',
      accountMasked: '•••• 0123',
      changedAt: clock.now().toISOString(),
    });
    expect(await accountCount()).toBe(3);
    expect((await call('GET', ROLES[0].read, other.token)).json()).toMatchObject({
      accountMasked: '•••• 5555',
    });
    expect((await call('GET', ROLES[1].read, employer.token)).json()).toMatchObject({
      accountMasked: '•••• 3333',
      accountHolder: 'Caroni Works Ltd',
    });
    expectNoWholeNumber(NUMBER, OTHER_NUMBER, '55555', '111122223333');
  });

  it('records each change in the audit trail with the bank and the masked number, never the number', async () => {
    const learner = await learnerSession(ctx);
    await call('POST', ROLES[0].update, learner.token, {
      bankId: republic.bankId,
      accountNumber: NUMBER,
      accountHolder: 'A',
    });
    await call('POST', ROLES[0].update, learner.token, {
      bankId: republic.bankId,
      accountNumber: OTHER_NUMBER,
      accountHolder: 'A',
    });
    const trail = await call('GET', '/api/Admin/AuditTrail?action=bank-details.changed', admin.token);
    expect(trail.statusCode).toBe(200);
    expect(trail.json().items).toMatchObject([
      {
        actor: learner.username,
        action: 'bank-details.changed',
        recordType: 'bank-account',
        recordId: learner.username,
        detail: {
          bankName: 'Republic Bank',
          accountMasked: '•••• 0123',
          fields: ['accountNumber'],
          first: false,
        },
      },
      {
        detail: {
          bankName: 'Republic Bank',
          accountMasked: '•••• 4821',
          fields: ['bankId', 'accountNumber', 'accountHolder'],
          first: true,
        },
      },
    ]);
    expectNoWholeNumber(NUMBER, OTHER_NUMBER);
  });

  it.each(ROLES)(
    "$role: mails the account's own address that its bank details changed, masked",
    async ({ role, update }) => {
      const account: SignedIn = await sessionOf(role);
      await call('POST', update, account.token, {
        bankId: scotia.bankId,
        accountNumber: OTHER_NUMBER,
        accountHolder: 'Asha Ramdial',
      });
      const mail = await mailTo(ctx, account.email, /bank details of your OJT Portal account were changed/);
      expect(mail.subject).toBe('Your bank details were changed');
      expect(mail.text).toContain('•••• 0123 at Scotiabank');
      expect(mail.text).toContain("If this wasn't you");
      expect(mail.text).not.toContain(OTHER_NUMBER);
    },
  );
});

describe('bankAccountsOf (for payment runs and bank files)', () => {
  it('gives the whole accounts of the users asked for, by user id, and leaves out those without one', async () => {
    const learner = await learnerSession(ctx);
    const employer = await employerSession(ctx);
    const none = await learnerSession(ctx);
    await call('POST', ROLES[0].update, learner.token, {
      bankId: republic.bankId,
      accountNumber: NUMBER,
      accountHolder: 'A',
    });
    await call('POST', ROLES[1].update, employer.token, {
      bankId: scotia.bankId,
      accountNumber: OTHER_NUMBER,
      accountHolder: 'Caroni Works Ltd',
    });
    const ids = await ctx.db
      .selectFrom('users')
      .select(['id', 'username'])
      .where('username', 'in', [learner.username, employer.username, none.username])
      .execute();
    const idOf = (username: string) => ids.find((row) => row.username === username)!.id;
    const accounts = await bankAccountsOf(ctx.db, [
      idOf(learner.username),
      idOf(employer.username),
      idOf(none.username),
    ]);
    expect([...accounts.keys()].sort()).toEqual([idOf(learner.username), idOf(employer.username)].sort());
    expect(accounts.get(idOf(learner.username))).toEqual({
      bankId: republic.bankId,
      routingNumber: '012000034',
      accountNumber: NUMBER,
      accountHolder: 'A',
      changedAt: clock.now(),
    });
    expect(accounts.get(idOf(employer.username))).toMatchObject({
      routingNumber: '300000001',
      accountNumber: OTHER_NUMBER,
    });
    expect((await bankAccountsOf(ctx.db, [])).size).toBe(0);
  });
});
