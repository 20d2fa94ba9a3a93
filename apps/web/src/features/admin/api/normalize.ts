import type { AdminStats, Page, StatusTally } from './types';

const count = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

function tally(value: unknown): StatusTally {
  const v = (value ?? {}) as Record<string, unknown>;
  return {
    total: count(v.total),
    approved: count(v.approved),
    pending: count(v.pending),
    rejected: count(v.rejected),
  };
}

/** The stats answer with every count present, so the cards never read a missing field. */
export function toAdminStats(value: unknown): AdminStats {
  const v = (value ?? {}) as Record<string, unknown>;
  return { employers: tally(v.employers), learners: tally(v.learners), approvalRate: count(v.approvalRate) };
}

/** A page answer with an items array and numbers, whatever arrived. */
export function toPage<T>(value: unknown, requested: { page: number; pageSize: number }): Page<T> {
  const v = (value ?? {}) as Record<string, unknown>;
  const items = Array.isArray(v.items) ? (v.items as T[]) : [];
  return {
    items,
    total: typeof v.total === 'number' ? v.total : items.length,
    page: count(v.page) || requested.page,
    pageSize: count(v.pageSize) || requested.pageSize,
  };
}
