import { MESSAGES } from '@ojt/domain';
import { describe, expect, it } from 'vitest';
import { type Admin, createAdmin, employerSession, learnerSession } from '../../test/factories.ts';
import { bodyCaller } from '../../test/requests.ts';
import { useTestContext } from '../../test/test-app.ts';

// The office's list of banks (issue 28): every signed-in person reads it, admins add to it.
const ctx = useTestContext();
const call = bodyCaller(ctx);

const BANKS = '/api/Lookups/Banks';
const ADD = '/api/Admin/Banks';

const addAs = async (admin: Admin, name: string, routingNumber: string) => {
  const res = await call('POST', ADD, admin.token, { name, routingNumber });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
};

const bankCount = async () => (await ctx.db.selectFrom('banks').select('id').execute()).length;

describe('who may read and add banks', () => {
  it('answers 401 without a token', async () => {
    for (const [method, url] of [
      ['GET', BANKS],
      ['POST', ADD],
    ] as const) {
      const res = await call(
        method,
        url,
        undefined,
        method === 'POST' ? { name: 'A', routingNumber: '012345678' } : undefined,
      );
      expect(res.statusCode, url).toBe(401);
      expect(res.json()).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
    }
  });

  it('answers 403 to an employer and a learner adding a bank, and adds nothing', async () => {
    for (const { token } of [await employerSession(ctx), await learnerSession(ctx)]) {
      for (const payload of [{ name: 'Republic Bank', routingNumber: '012345678' }, {}]) {
        const res = await call('POST', ADD, token, payload);
        expect(res.statusCode).toBe(403);
        expect(res.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
      }
    }
    expect(await bankCount()).toBe(0);
  });
});

describe('adding a bank', () => {
  it('answers 400 naming the field for a bad name or routing number, and adds nothing', async () => {
    const admin = await createAdmin(ctx);
    const bad: [Record<string, unknown>, string, string][] = [
      [{ name: 'Republic Bank', routingNumber: '12345678' }, 'routingNumber', MESSAGES.routingNumberInvalid],
      [
        { name: 'Republic Bank', routingNumber: '1234567890' },
        'routingNumber',
        MESSAGES.routingNumberInvalid,
      ],
      [{ name: 'Republic Bank', routingNumber: '01234567a' }, 'routingNumber', MESSAGES.routingNumberInvalid],
      [{ name: 'Republic Bank', routingNumber: 12345678 }, 'routingNumber', MESSAGES.routingNumberInvalid],
      [{ name: 'Republic Bank' }, 'routingNumber', MESSAGES.routingNumberRequired],
      [{ name: '  ', routingNumber: '012345678' }, 'name', MESSAGES.bankNameRequired],
      [{ name: 'x'.repeat(101), routingNumber: '012345678' }, 'name', 'name must be at most 100 characters'],
      [{ name: 'Republic Bank', routingNumber: '012345678', extra: 1 }, 'extra', ''],
    ];
    for (const [payload, field, message] of bad) {
      const res = await call('POST', ADD, admin.token, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().fields, JSON.stringify(payload)).toHaveProperty(field);
      if (message) expect(res.json().fields[field]).toBe(message);
    }
    expect(await bankCount()).toBe(0);
  });

  it('adds it (201) with its routing number as text, leading zero kept, and records who did', async () => {
    const admin = await createAdmin(ctx);
    const res = await call('POST', ADD, admin.token, { name: ' Republic Bank ', routingNumber: '012345678' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({
      success: true,
      message: MESSAGES.bankAdded,
      data: { bankId: expect.any(Number), name: 'Republic Bank', routingNumber: '012345678' },
    });
    const trail = await call('GET', '/api/Admin/AuditTrail?action=bank.added', admin.token);
    expect(trail.json().items).toMatchObject([
      {
        actor: admin.username,
        recordType: 'bank',
        recordId: String(res.json().data.bankId),
        detail: { name: 'Republic Bank', routingNumber: '012345678' },
      },
    ]);
  });

  it('answers 409 for a routing number listed already, whoever adds it, and keeps the first', async () => {
    const first = await createAdmin(ctx);
    await addAs(first, 'Republic Bank', '012345678');
    const res = await call('POST', ADD, (await createAdmin(ctx)).token, {
      name: 'Another name',
      routingNumber: '012345678',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'CONFLICT', error: MESSAGES.routingNumberTaken });
    expect(await bankCount()).toBe(1);
  });
});

describe('the banks list', () => {
  it('is empty before the office adds a bank', async () => {
    const learner = await learnerSession(ctx);
    const res = await call('GET', BANKS, learner.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it('lists every bank by name to every signed-in role', async () => {
    const admin = await createAdmin(ctx);
    const scotia = await addAs(admin, 'Scotiabank', '300000001');
    const first = await addAs(admin, 'First Citizens', '012000034');
    const republic = await addAs(admin, 'Republic Bank', '120000056');
    const expected = [first, republic, scotia];
    expect(expected.map((bank) => bank.routingNumber)).toEqual(['012000034', '120000056', '300000001']);
    for (const { token } of [admin, await employerSession(ctx), await learnerSession(ctx)]) {
      const res = await call('GET', BANKS, token);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual(expected);
    }
  });
});
