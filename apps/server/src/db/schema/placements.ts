import type { Generated } from 'kysely';
import type { WithDefault } from './columns.ts';

export interface PlacementsTable {
  id: Generated<number>;
  learner_user_id: number;
  job_opening_id: number;
  /** Copied from the opening's position by a trigger. */
  employer_user_id: Generated<number>;
  /** The position's sector, kept in step by triggers (0010). */
  sector: Generated<number>;
  placement_type: number;
  status: WithDefault<number>;
  /** 'YYYY-MM-DD' (date columns stay strings). */
  interview_date: string | null;
  /** 'HH:mm:ss' as PostgreSQL answers a time. */
  interview_time: string | null;
  interview_location: string | null;
  interview_message: string | null;
  comments: WithDefault<string>;
  date_placed: string | null;
  start_date: string | null;
  end_date: string | null;
  placement_officer: string | null;
  pme_officer: string | null;
  placement_assistant: string | null;
  /** TTD a month, fixed when placed; null before. */
  monthly_stipend: number | null;
  /** The stipend level 1-5 placing fixes (0026); null before placing. */
  stipend_level: number | null;
  /** Set when one of its letters is revoked: no new letter until the office allows it (0021). */
  letters_held: WithDefault<boolean>;
  /** The hours a week the employer states (0031): 1-60, default 40. */
  hours_per_week: WithDefault<number>;
  /** The working days (0031), 'Mon,Tue,Wed,Thu,Fri' by default. */
  work_days: WithDefault<string>;
  /** The placement this one continues after a transfer (0033). */
  transferred_from: WithDefault<number | null>;
  /** The placement that continues this Transferred one (0033). */
  transferred_to: WithDefault<number | null>;
  /** Why it ended early (0033): one of the domain's `EXIT_REASONS`. */
  exit_reason: WithDefault<string | null>;
  exit_details: WithDefault<string | null>;
  /** Who ended it early (0033). */
  exited_by: WithDefault<number | null>;
  exited_at: WithDefault<Date | null>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface PlacementStatusHistoryTable {
  id: Generated<number>;
  placement_id: number;
  from_status: number | null;
  to_status: number;
  changed_by: number | null;
  changed_at: Generated<Date>;
}

/** The employer's evaluation of a completed placement: scores 1-5 and remarks. */
export interface PlacementEvaluationsTable {
  placement_id: number;
  attendance: number;
  punctuality: number;
  quality: number;
  teamwork: number;
  remarks: string;
  /** Why it was completed before its end date; null when at or after it. */
  completed_early_reason: string | null;
  completed_by: number | null;
  completed_at: Generated<Date>;
}

/** An employer's private note on an application: seen by the employer and the office, never the learner. */
export interface PlacementNotesTable {
  id: Generated<number>;
  placement_id: number;
  /** As written: '[23 Nov 2026, 1:40 pm] Company: text'. */
  note: string;
  written_by: number | null;
  written_at: Generated<Date>;
}

/** An officer of the short list the admin keeps; removed ones stay, inactive. */
export interface OfficersTable {
  id: Generated<number>;
  name: string;
  role: 'placement' | 'pme' | 'assistant';
  active: WithDefault<boolean>;
  created_at: Generated<Date>;
}

/** A qualification's monthly stipend from a date (applies_from 'YYYY-MM-DD'). */
export interface StipendRatesTable {
  qualification_id: number;
  monthly_ttd: number;
  applies_from: string;
}

/** A break in training (0030): 'YYYY-MM-DD' days, inclusive; no attendance expected, no stipend. */
export interface PlacementBreaksTable {
  id: Generated<number>;
  placement_id: number;
  from_date: string;
  to_date: string;
  reason: string;
  /** Whether the placement's end date moved by the break's length. */
  extend_end: boolean;
  recorded_by: number | null;
  recorded_at: Date;
}

export interface ExitSurveysTable {
  placement_id: number;
  why: string;
  recommend: number;
  change: string;
  answered_at: Date;
}
