import { AGREEMENT_HELD_REASON, NO_BANK_HELD_REASON } from '@ojt/domain';
import { describe, expect, it } from 'vitest';
import { testClock } from '../../test/clock.ts';
import { approvedMonth, payableLearner, paymentOffice } from '../../test/factories/payments.ts';
import { bodyCaller } from '../../test/requests.ts';
import { useTestContext } from '../../test/test-app.ts';

// The first payment waits for the agreement (issue 29): attendance may be recorded and approved
// before the learner confirms the placement agreement, but its stipend line is Held, saying why,
// until they do; the next run then pays it.
const clock = testClock();
const ctx = useTestContext({ clock });
const call = bodyCaller(ctx);

interface Line {
  timesheetId: number;
  heldReason?: string | null;
}

async function createRun(token: string, Month: string, Cycle: 1 | 2 = 1) {
  const res = await call('POST', '/api/Admin/CreatePaymentRun', token, { Month, Cycle });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { runId: number; lines: Line[]; held: Line[] };
}

describe('a stipend line waits for the confirmed agreement', () => {
  it('is Held "Agreement not confirmed" until the learner confirms, then paid in the next run', async () => {
    clock.set(new Date());
    const office = await paymentOffice(ctx);
    const waiting = await payableLearner(ctx, office, { agreementConfirmed: false });
    const confirmed = await payableLearner(ctx, office);
    const noBank = await payableLearner(ctx, office, { bankSetAt: null });
    const march = await approvedMonth(ctx, waiting.placementId, '2026-03', 1);
    const paidMarch = await approvedMonth(ctx, confirmed.placementId, '2026-03', 1);
    const heldMarch = await approvedMonth(ctx, noBank.placementId, '2026-03', 1);

    const run = await createRun(office.admin.token, '2026-03');
    expect(run.lines.map((l) => l.timesheetId)).toEqual([paidMarch]);
    expect(run.held).toEqual([
      expect.objectContaining({ timesheetId: march, heldReason: AGREEMENT_HELD_REASON }),
      expect.objectContaining({ timesheetId: heldMarch, heldReason: NO_BANK_HELD_REASON }),
    ]);
    // Not confirmed yet: the next run does not take it.
    expect((await createRun(office.admin.token, '2026-04')).lines).toEqual([]);

    const res = await call('POST', '/api/Learner/ConfirmAgreement', waiting.learner.token, {
      PlacementId: waiting.placementId,
      Version: 1,
    });
    expect(res.statusCode, res.body).toBe(200);
    const next = await createRun(office.admin.token, '2026-04', 2);
    expect(next.lines.map((l) => l.timesheetId)).toEqual([march]);
    expect(next.held).toEqual([]);
  });
});
