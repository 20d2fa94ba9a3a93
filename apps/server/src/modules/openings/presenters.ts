import { formatPortalDateTime, isOpeningLive, type JobOpening, type JobPositionItem } from '@ojt/domain';
import type { OpeningRow, PositionRow, RequirementRow } from './job-repository.ts';

/** An opening in the API's shape (spec 2 §3): portal date-times, `jobOpeningKey` the position's id. */
export function toOpening(row: OpeningRow): JobOpening {
  return {
    jobOpeningId: row.id,
    numofOpenings: row.num_openings,
    openingDate: formatPortalDateTime(row.opens_at),
    closingDate: formatPortalDateTime(row.closes_at),
    jobOpeningStatus: row.status,
    comment: row.comment,
    jobOpeningKey: row.job_position_id,
  };
}

/** True when the opening is active and its window has not closed at `now`. */
export function isLive(row: Pick<OpeningRow, 'status' | 'closes_at'>, now: Date): boolean {
  return isOpeningLive({ status: row.status, closesAt: row.closes_at }, now);
}

/** A job position item: requirements numbered 1..n, openings newest first, Published at `now`. */
export function toJobPositionItem(
  position: PositionRow,
  requirements: readonly RequirementRow[],
  openings: readonly OpeningRow[],
  now: Date,
): JobPositionItem {
  return {
    empjobid: position.id,
    empjobname: position.title,
    empjobsector: position.sector,
    empjobpositionstatus: position.status,
    empkey: position.emp_id,
    published: openings.some((opening) => isLive(opening, now)),
    tblemployerjobRequirements: requirements.map((row) => ({
      empJobReqId: row.ordinal,
      empJobKey: position.id,
      qualificationType: row.qualification_type,
      certificateName: row.certificate_name,
    })),
    tblemployerjobopenings: openings.map(toOpening),
  };
}
