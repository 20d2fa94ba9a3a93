import { PLACEMENT_STATUS } from '../placements/rules.ts';

/** The statuses whose reaching the Reports count (a status history row's `to_status`), in the report's order. */
export const REPORT_STAGES = [
  PLACEMENT_STATUS.INTERVIEW_SCHEDULED,
  PLACEMENT_STATUS.SELECTED,
  PLACEMENT_STATUS.PLACED,
  PLACEMENT_STATUS.WITHDRAWN,
  PLACEMENT_STATUS.COMPLETED,
] as const;

/** The stages whose median days from application the Reports give. */
export const REPORT_MEDIAN_STAGES = [
  PLACEMENT_STATUS.INTERVIEW_SCHEDULED,
  PLACEMENT_STATUS.SELECTED,
  PLACEMENT_STATUS.PLACED,
] as const;
