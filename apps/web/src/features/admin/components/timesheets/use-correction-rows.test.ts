import { describe, expect, it } from 'vitest';
import { correctionDays } from '../../api/correct-timesheet';
import { recentMonths } from './timesheet-labels';
import { correctionRows } from './use-correction-rows';

describe("a correction's rows", () => {
  const recorded = [
    { date: '2026-10-02', am: 'P', pm: 'L', leaveReason: 'sick' },
    { date: '2026-10-01', am: 'P', pm: null, leaveReason: null },
  ] as const;

  it("are the record's days and the placement's other working days, by date", () => {
    const rows = correctionRows([...recorded], ['2026-10-01', '2026-10-02', '2026-10-05']);
    expect(rows).toEqual([
      { date: '2026-10-01', am: 'P', pm: '', leaveReason: '', kept: true },
      { date: '2026-10-02', am: 'P', pm: 'L', leaveReason: 'sick', kept: true },
      { date: '2026-10-05', am: '', pm: '', leaveReason: '', kept: false },
    ]);
  });

  it("send the record's days back, and another day only once it is marked", () => {
    const rows = correctionRows([...recorded], ['2026-10-05', '2026-10-06']);
    rows[3] = { ...(rows[3] as (typeof rows)[number]), pm: 'A' };
    expect(correctionDays(rows).map((d) => d.date)).toEqual(['2026-10-01', '2026-10-02', '2026-10-06']);
    // A day no longer on leave loses its reason on the wire.
    rows[1] = { ...(rows[1] as (typeof rows)[number]), pm: 'P' };
    expect(correctionDays(rows)[1]).toEqual({ date: '2026-10-02', am: 'P', pm: 'P', leaveReason: null });
  });
});

describe("the Month filter's months", () => {
  it('are the Port of Spain month and those before it, across the year', () => {
    // 02:00 UTC on 1 February is still 31 January in Port of Spain.
    expect(recentMonths(new Date('2027-02-01T02:00:00Z'), 4)).toEqual([
      '2027-01',
      '2026-12',
      '2026-11',
      '2026-10',
    ]);
  });
});
