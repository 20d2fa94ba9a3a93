import type { Timestamp } from './columns.ts';

export interface RateLimitsTable {
  key: string;
  window_started_at: Timestamp;
  hits: number;
}
