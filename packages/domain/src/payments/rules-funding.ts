/**
 * Who pays a placement's stipend (issue 28): the programme, in full, or the employer, which the
 * programme reimburses 60%. The office sets an employer's model from a month on; until it does, the
 * employer's type decides: Enterprise-Based employers pay, the others (Institution-, Community- and
 * School-Based) are paid for.
 */

/** The two funding models: `programme` pays the learner; `employer` pays and is reimbursed 60%. */
export const FUNDING_MODELS = ['programme', 'employer'] as const;
/** A funding model. */
export type FundingModel = (typeof FUNDING_MODELS)[number];

/** The employer type (classification id) whose trainees the employer pays by default: Enterprise-Based. */
export const ENTERPRISE_BASED = 1;

/** The share of a month's stipend reimbursed to an employer that pays it, in percent. */
export const REIMBURSED_PERCENT = 60;

/** The model an employer has until the office sets one: by its type. */
export function defaultFundingModel(employerType: number | null): FundingModel {
  return employerType === ENTERPRISE_BASED ? 'employer' : 'programme';
}

/** One setting of the office: the model from a month (`YYYY-MM`) on. */
export interface FundingSetting {
  model: FundingModel;
  fromMonth: string;
}

/**
 * The model in force for a month: the latest setting from that month or before, else the default
 * of the employer's type.
 */
export function fundingForMonth(
  settings: readonly FundingSetting[],
  month: string,
  employerType: number | null,
): FundingModel {
  let found: FundingSetting | null = null;
  for (const setting of settings) {
    if (setting.fromMonth <= month && (!found || setting.fromMonth > found.fromMonth)) found = setting;
  }
  return found?.model ?? defaultFundingModel(employerType);
}

/** What an employer is reimbursed for one month's stipend: 60%, half-up to the cent. */
export function reimbursedCents(stipendCents: number): number {
  const numerator = stipendCents * REIMBURSED_PERCENT;
  return (numerator - (numerator % 100)) / 100 + (numerator % 100 >= 50 ? 1 : 0);
}
