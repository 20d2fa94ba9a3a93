import type { Generated } from 'kysely';
import type { NullableTimestamp, Timestamp, WithDefault } from './columns.ts';

export interface JobPositionsTable {
  id: Generated<number>;
  employer_user_id: number;
  title: string;
  sector: number;
  status: WithDefault<number>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface JobRequirementsTable {
  id: Generated<number>;
  job_position_id: number;
  ordinal: number;
  qualification_type: string;
  certificate_name: string;
}

export interface JobOpeningsTable {
  id: Generated<number>;
  job_position_id: number;
  num_openings: number;
  opens_at: Timestamp;
  closes_at: Timestamp;
  status: WithDefault<number>;
  comment: WithDefault<string>;
  closed_at: NullableTimestamp;
  created_at: Generated<Date>;
}
