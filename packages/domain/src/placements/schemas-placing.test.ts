import { describe, expect, it } from 'vitest';
import { canPlace, latestPlacementEnd } from './rules.ts';
import {
  adminPlacementsQuerySchema,
  placeLearnerParamsSchema,
  stipendLevelProblem,
} from './schemas-placing.ts';

const input = {
  PlacementId: '7',
  DatePlaced: '2026-11-20',
  StartDate: '2026-12-01',
  EndDate: '2027-11-30',
  PlacementOfficer: 1,
  PmeOfficer: '2',
  PlacementAssistant: 3,
  QualificationChecked: 'true',
};
const errorOf = (change: Record<string, unknown>) => {
  const result = placeLearnerParamsSchema.safeParse({ ...input, ...change });
  return result.success ? undefined : result.error.issues[0]?.message;
};

describe('placing rules', () => {
  it('places only a Selected application', () => {
    expect([1, 2, 3, 4, 5, 6, 7].filter((status) => canPlace({ placementStatus: status }))).toEqual([3]);
    expect(canPlace({ placementStatus: '3' })).toBe(true);
    expect(canPlace({ placementStatus: null })).toBe(false);
  });

  it('ends a placement at most 24 months after its start, on the month end when shorter', () => {
    expect(latestPlacementEnd('2026-12-01')).toBe('2028-12-01');
    expect(latestPlacementEnd('2026-01-31')).toBe('2028-01-31');
    expect(latestPlacementEnd('2024-02-29')).toBe('2026-02-28');
    expect(latestPlacementEnd('2026-11-30')).toBe('2028-11-30');
  });

  it('reads PlaceLearner parameters from a query or a body, with the date rules', () => {
    expect(placeLearnerParamsSchema.parse(input)).toEqual({
      ...input,
      PlacementId: 7,
      PmeOfficer: 2,
      QualificationChecked: true,
      StipendReason: '',
    });
    expect(errorOf({ EndDate: '2028-12-01' })).toBeUndefined();
    expect(errorOf({ EndDate: '2028-12-02' })).toBe(
      'End date must be at most 24 months after the start date',
    );
    expect(errorOf({ EndDate: '2026-12-01' })).toBe('End date must be after the start date');
    // The start may come before the date placed (a placement recorded late).
    expect(errorOf({ DatePlaced: '2027-01-15' })).toBeUndefined();
    expect(errorOf({ StartDate: '01/12/2026' })).toBe('StartDate must be a date (YYYY-MM-DD)');
  });

  it('requires the confirmation that the qualification was checked against a certificate', () => {
    const message = "Confirm that you checked the qualification against the learner's certificate";
    for (const value of [true, 'true', '1', 'on'])
      expect(errorOf({ QualificationChecked: value })).toBeUndefined();
    for (const value of [undefined, false, 'false', '0', '', 'yes', 1]) {
      expect(errorOf({ QualificationChecked: value }), String(value)).toBe(message);
    }
  });

  it('refuses a "from" date after the "to" date in the list query', () => {
    expect(adminPlacementsQuerySchema.safeParse({ from: '2026-05-01', to: '2026-05-01' }).success).toBe(true);
    const result = adminPlacementsQuerySchema.safeParse({ from: '2026-05-02', to: '2026-05-01' });
    expect(result.error?.issues[0]?.message).toBe('The "from" date must not be after the "to" date');
  });
});

describe('the stipend level placing fixes (issue 30)', () => {
  it('takes an optional level 1-5 as a number or digits, blank meaning the default', () => {
    const parsed = (change: Record<string, unknown>) =>
      placeLearnerParamsSchema.parse({ ...input, ...change });
    expect(parsed({}).StipendLevel).toBeUndefined();
    expect(parsed({ StipendLevel: '' }).StipendLevel).toBeUndefined();
    expect(parsed({ StipendLevel: ' 3 ' }).StipendLevel).toBe(3);
    expect(parsed({ StipendLevel: 5, StipendReason: ' Seen ' })).toMatchObject({
      StipendLevel: 5,
      StipendReason: 'Seen',
    });
    for (const StipendLevel of [0, 6, 2.5, 'two', true, {}, []])
      expect(errorOf({ StipendLevel }), String(StipendLevel)).toBe(
        'StipendLevel must be a stipend level from 1 to 5',
      );
    expect(errorOf({ StipendReason: 'x'.repeat(501) })).toMatch(/^StipendReason/);
  });

  it('needs a reason only for a level other than the default', () => {
    expect(stipendLevelProblem({ StipendLevel: undefined, StipendReason: '' }, 4)).toBeUndefined();
    expect(stipendLevelProblem({ StipendLevel: 4, StipendReason: '' }, 4)).toBeUndefined();
    expect(stipendLevelProblem({ StipendLevel: 2, StipendReason: 'Not conferred' }, 4)).toBeUndefined();
    expect(stipendLevelProblem({ StipendLevel: 2, StipendReason: '' }, 4)).toBe(
      'StipendReason is required for a level other than the default (Level 4)',
    );
    expect(stipendLevelProblem({ StipendLevel: 1, StipendReason: '' }, null)).toBe(
      'StipendReason is required to set a level when no qualification sets one',
    );
  });
});
