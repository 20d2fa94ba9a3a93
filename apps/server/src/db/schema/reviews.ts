import type { Generated } from 'kysely';
import type { WithDefault } from './columns.ts';

/** A progress review of a placement (0032): due dates 'YYYY-MM-DD'; the three parts as columns. */
export interface ReviewsTable {
  id: Generated<number>;
  placement_id: number;
  /** 1 the 4-week review, then one every 12 weeks. */
  seq: number;
  due_date: string;
  stage: WithDefault<'Pending' | 'Scheduled' | 'Held' | 'SignedOff'>;
  scheduled_at: Date | null;
  place: string | null;
  scheduled_by: number | null;
  learner_rating: number | null;
  learner_help: string | null;
  learner_at: Date | null;
  employer_attendance: number | null;
  employer_punctuality: number | null;
  employer_quality: number | null;
  employer_teamwork: number | null;
  employer_remarks: string | null;
  employer_at: Date | null;
  actions: string | null;
  risk: 'Low' | 'Medium' | 'High' | null;
  signed_off_by: number | null;
  signed_off_at: Date | null;
  created_at: Date;
}
