import type { Generated } from 'kysely';
import type { WithDefault } from './columns.ts';

/** A learner's additional identification (dates 'YYYY-MM-DD'). */
export interface LearnerIdentificationsTable {
  id: Generated<number>;
  learner_user_id: number;
  ordinal: number;
  identification_type: string;
  identification_number: string;
  issuing_authority: WithDefault<string>;
  issue_date: string | null;
  expiry_date: string | null;
}

export interface LearnerExperienceTable {
  id: Generated<number>;
  learner_user_id: number;
  ordinal: number;
  company: string;
  position: string;
  start_date: string | null;
  end_date: string | null;
  description: WithDefault<string>;
}

export interface LearnerQualificationsTable {
  id: Generated<number>;
  learner_user_id: number;
  ordinal: number;
  qualification_type: string;
  certificate_name: string;
  institution: WithDefault<string>;
  year_obtained: number | null;
  description: WithDefault<string>;
}

export interface LearnerReferencesTable {
  id: Generated<number>;
  learner_user_id: number;
  ordinal: number;
  name: string;
  relationship: WithDefault<string>;
  phone: WithDefault<string>;
  email: WithDefault<string>;
  company: WithDefault<string>;
  position: WithDefault<string>;
}
