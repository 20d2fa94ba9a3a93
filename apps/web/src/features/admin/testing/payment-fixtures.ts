import {
  type Bank,
  formatTtd,
  type PaymentLine,
  type PaymentRunDetail,
  paymentRunDetailSchema,
  type ReimbursementClaim,
  reimbursementClaimSchema,
  runCountsText,
  runTotals,
  type StipendReport,
} from '@ojt/domain';

/** Two banks of the office's list. */
export function makeBanks(): Bank[] {
  return [
    { bankId: 1, name: 'First Citizens Bank', routingNumber: '012000034' },
    { bankId: 2, name: 'Republic Bank', routingNumber: '098765432' },
  ];
}

/** A learner's line of a run: `n` makes the learner; Pending with a masked account unless told. */
export function makeLine(n: number, overrides: Partial<PaymentLine> = {}): PaymentLine {
  const amountCents = overrides.amountCents ?? 396_000;
  return {
    lineId: n,
    kind: 'stipend',
    timesheetId: 100 + n,
    claimId: null,
    month: '2026-10',
    employeeId: `L00${n}`,
    payeeName: `Learner${n} Persad`,
    learnerName: `Learner${n} Persad`,
    employerName: 'Company 001 Ltd',
    daysCredited: 20,
    amountCents,
    amountText: formatTtd(amountCents),
    bankName: 'First Citizens Bank',
    account: `•••• 48${String(n).padStart(2, '0')}`,
    accountHolder: `Learner${n} Persad`,
    status: 'Pending',
    failedReason: null,
    paidOn: null,
    ...overrides,
  };
}

/** A line held back: no bank details. */
export const makeHeldLine = (n: number) =>
  makeLine(n, { status: 'Held', bankName: null, account: null, accountHolder: null });

/**
 * A run of October 2026, cycle 1, with its totals worked out from its lines as the server does;
 * created by another admin than the one signed in (so this one may approve it) unless told.
 */
export function makeRun(
  runId: number,
  lines: PaymentLine[],
  overrides: Partial<PaymentRunDetail> = {},
): PaymentRunDetail {
  const all = [...lines, ...(overrides.held ?? [])];
  const totals = runTotals(all);
  return paymentRunDetailSchema.parse({
    runId,
    month: '2026-10',
    cycle: 1,
    status: 'Draft',
    totalCents: totals.totalCents,
    totalText: formatTtd(totals.totalCents),
    lineCount: totals.lineCount,
    heldCount: totals.heldCount,
    countsText: runCountsText(totals.lineCount, totals.heldCount),
    createdBy: 'other.admin',
    createdAt: '2026-11-02T13:00:00.000Z',
    calculatedAt: '2026-11-02T13:00:00.000Z',
    approvedBy: null,
    approvedAt: null,
    rejectedBy: null,
    rejectedAt: null,
    rejectedReason: null,
    sentBy: null,
    sentAt: null,
    closedAt: null,
    lines: lines.filter((line) => line.status !== 'Held'),
    held: all.filter((line) => line.status === 'Held'),
    ...overrides,
  });
}

/** A pending reimbursement claim of an employer for October 2026 (60% of one month). */
export function makeClaim(claimId: number, overrides: Partial<ReimbursementClaim> = {}): ReimbursementClaim {
  return reimbursementClaimSchema.parse({
    claimId,
    empId: `EMP00${claimId}`,
    employerName: `Company 00${claimId} Ltd`,
    month: '2026-10',
    status: 'Pending',
    amountCents: 237_600,
    amountText: formatTtd(237_600),
    approvedAt: null,
    lines: [
      {
        timesheetId: 200 + claimId,
        learnerId: `L10${claimId}`,
        learnerName: `Trainee${claimId} Ali`,
        month: '2026-10',
        stipendCents: 396_000,
        stipendText: formatTtd(396_000),
        reimbursedCents: 237_600,
        reimbursedText: formatTtd(237_600),
      },
    ],
    payment: { state: 'not-paid', runId: null, paidOn: null, failedReason: null },
    ...overrides,
  });
}

/**
 * The stipend report of three months: the programme paid September (2 months, 7,920.00) and October
 * (3,960.00), an employer paid September (3,960.00, reimbursed 2,376.00) and October (owed 2,376.00,
 * approved); `empty` for a period when nothing was paid.
 */
export function makeStipendReport(empty = false): StipendReport {
  const zero = { programmeCents: 0, employerCents: 0, reimbursedCents: 0, months: 0 };
  if (empty)
    return {
      from: '2026-08-01',
      to: '2026-10-31',
      sector: null,
      employerType: null,
      totals: {
        paidCents: 0,
        programmeCents: 0,
        employerCents: 0,
        reimbursedCents: 0,
        owedToEmployersCents: 0,
      },
      byMonth: ['2026-08', '2026-09', '2026-10'].map((month) => ({ month, ...zero })),
      bySector: [],
      byFunding: [
        { model: 'programme', paidCents: 0, months: 0 },
        { model: 'employer', paidCents: 0, months: 0 },
      ],
      owedToEmployers: [],
    };
  return {
    from: '2026-08-01',
    to: '2026-10-31',
    sector: null,
    employerType: null,
    totals: {
      paidCents: 1_980_000,
      programmeCents: 1_188_000,
      employerCents: 792_000,
      reimbursedCents: 237_600,
      owedToEmployersCents: 237_600,
    },
    byMonth: [
      { month: '2026-08', ...zero },
      {
        month: '2026-09',
        programmeCents: 792_000,
        employerCents: 396_000,
        reimbursedCents: 237_600,
        months: 3,
      },
      { month: '2026-10', programmeCents: 396_000, employerCents: 396_000, reimbursedCents: 0, months: 2 },
    ],
    bySector: [
      { sector: 4, programmeCents: 1_188_000, employerCents: 0, months: 3 },
      { sector: 5, programmeCents: 0, employerCents: 792_000, months: 2 },
    ],
    byFunding: [
      { model: 'programme', paidCents: 1_188_000, months: 3 },
      { model: 'employer', paidCents: 792_000, months: 2 },
    ],
    owedToEmployers: [
      {
        empId: 'EMP-7',
        employerName: 'Caribbean Steel Ltd',
        months: 1,
        owedCents: 237_600,
        approvedCents: 237_600,
      },
    ],
  };
}
