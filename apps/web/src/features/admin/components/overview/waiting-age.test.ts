import { describe, expect, it } from 'vitest';
import { waitingAge } from './waiting-age';

// 24 Nov 2026, 9:00 am in Port of Spain (UTC−4).
const NOW = new Date('2026-11-24T13:00:00Z');

describe('waitingAge', () => {
  it('counts calendar days in Port of Spain, not 24-hour spans', () => {
    expect(waitingAge('2026-11-24T12:00:00Z', NOW)).toBe('Today');
    // 11:30 pm on the 23rd in Port of Spain: yesterday there, though under 24 hours ago.
    expect(waitingAge('2026-11-24T03:30:00Z', NOW)).toBe('1 day');
    // 1 am UTC on the 24th is still the 23rd in Port of Spain.
    expect(waitingAge('2026-11-24T01:00:00Z', NOW)).toBe('1 day');
    expect(waitingAge('2026-11-21T15:00:00Z', NOW)).toBe('3 days');
    expect(waitingAge('2025-11-24T15:00:00Z', NOW)).toBe('365 days');
  });

  it('says nothing for a missing or unreadable date, and never a negative age', () => {
    expect(waitingAge(null, NOW)).toBe('');
    expect(waitingAge('not a date', NOW)).toBe('');
    expect(waitingAge('2026-11-30T12:00:00Z', NOW)).toBe('Today');
  });
});
