import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../shared/messages.ts';
import {
  employersExportQuerySchema,
  exportFileName,
  exportIdList,
  exportOptionsSchema,
  learnersExportQuerySchema,
  placementsExportQuerySchema,
} from './schemas.ts';

const issues = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => (result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]);

describe('export queries', () => {
  it('take the tables’ filters without paging', () => {
    expect(employersExportQuerySchema.parse({ search: ' acme ', status: 'pending' })).toEqual({
      search: 'acme',
      status: 'pending',
    });
    expect(employersExportQuerySchema.safeParse({ page: '1' }).success).toBe(false);
    expect(learnersExportQuerySchema.safeParse({ pageSize: '10' }).success).toBe(false);
    expect(
      placementsExportQuerySchema.parse({ status: '3', sector: '4', employer: 'EMP1', from: '2026-01-01' }),
    ).toMatchObject({ status: 3, sector: 4, employer: 'EMP1', from: '2026-01-01', includeIdentity: false });
    expect(placementsExportQuerySchema.safeParse({ page: '2' }).success).toBe(false);
  });

  it('read includeIdentity as true/1 or false/0 and refuse anything else', () => {
    const parse = (includeIdentity: string) =>
      learnersExportQuerySchema.safeParse({ includeIdentity, reason: 'Audit' });
    expect(parse('true').data?.includeIdentity).toBe(true);
    expect(parse('1').data?.includeIdentity).toBe(true);
    expect(parse('false').data?.includeIdentity).toBe(false);
    expect(parse('0').data?.includeIdentity).toBe(false);
    expect(parse('yes').success).toBe(false);
  });

  it('require a reason of at most 500 characters when identity data is included', () => {
    for (const schema of [learnersExportQuerySchema, placementsExportQuerySchema]) {
      expect(issues(schema.safeParse({ includeIdentity: 'true' }))).toEqual([
        ['reason', MESSAGES.exportReasonRequired],
      ]);
      expect(issues(schema.safeParse({ includeIdentity: '1', reason: '   ' }))).toEqual([
        ['reason', MESSAGES.exportReasonRequired],
      ]);
      expect(issues(schema.safeParse({ includeIdentity: '1', reason: 'x'.repeat(501) }))).toEqual([
        ['reason', MESSAGES.exportReasonTooLong],
      ]);
      expect(schema.safeParse({ includeIdentity: '1', reason: 'x'.repeat(500) }).success).toBe(true);
      expect(schema.safeParse({ reason: 'a\u0000b' }).success).toBe(false);
    }
  });

  it('refuse a date range whose start is after its end', () => {
    expect(issues(placementsExportQuerySchema.safeParse({ from: '2026-02-01', to: '2026-01-01' }))).toEqual([
      ['from', MESSAGES.dateFromAfterTo],
    ]);
  });
});

describe('exportFileName', () => {
  it('names the file after the table and the day in Port of Spain', () => {
    // 02:00 UTC on 25 November is still 24 November in Port of Spain (UTC-4).
    expect(exportFileName('placements', new Date('2026-11-25T02:00:00Z'))).toBe('placements-2026-11-24.csv');
  });
});

describe('exportOptionsSchema (the Export dialog)', () => {
  it('asks for the reason only when identity data is ticked', () => {
    expect(exportOptionsSchema.safeParse({ includeIdentity: false, reason: '' }).success).toBe(true);
    expect(issues(exportOptionsSchema.safeParse({ includeIdentity: true, reason: '' }))).toEqual([
      ['reason', MESSAGES.exportReasonRequired],
    ]);
    expect(exportOptionsSchema.parse({ includeIdentity: true, reason: ' Audit ' })).toEqual({
      includeIdentity: true,
      reason: 'Audit',
    });
  });
});

describe('the export of a selection (issue 30)', () => {
  it('takes up to 100 ids separated by commas, none twice', () => {
    expect(learnersExportQuerySchema.parse({ ids: 'ab1, cd2' })).toMatchObject({ ids: 'ab1, cd2' });
    expect(exportIdList(' ab1, ,cd2 ')).toEqual(['ab1', 'cd2']);
    expect(exportIdList(undefined)).toEqual([]);
    const many = Array.from({ length: 101 }, (_, i) => `L${i}`).join(',');
    expect(issues(employersExportQuerySchema.safeParse({ ids: many }))).toEqual([
      ['ids', 'Ids may list at most 100 accounts.'],
    ]);
    expect(issues(learnersExportQuerySchema.safeParse({ ids: 'ab1,AB1' }))).toEqual([
      ['ids', 'Ids must not list the same account twice.'],
    ]);
  });
});
