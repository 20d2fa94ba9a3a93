import { Button } from '@mantine/core';
import { MESSAGES } from '@ojt/domain';
import type { AnswerGroup } from '../model/answers';
import classes from './answer-summary.module.css';

export interface AnswerSummaryProps {
  groups: AnswerGroup[];
  /** Goes back to a step to change its answers. */
  onChange: (step: number) => void;
}

/**
 * The final check before submitting (GOV.UK's check-answers pattern): the earlier steps' answers
 * under their titles, each group with a Change button whose name also says the step.
 */
export function AnswerSummary({ groups, onChange }: AnswerSummaryProps) {
  return (
    <section className={classes.summary} aria-labelledby="signup-check-answers">
      <h3 id="signup-check-answers" className={classes.heading}>
        {MESSAGES.checkAnswersHeading}
      </h3>
      <p className={classes.lead}>{MESSAGES.checkAnswersLead}</p>
      {groups.map((group) => (
        <div key={group.step} className={classes.group}>
          <div className={classes.groupHeader}>
            <h4 className={classes.groupTitle}>{group.title}</h4>
            <Button
              type="button"
              variant="subtle"
              size="compact-md"
              className={classes.change}
              onClick={() => onChange(group.step)}
              aria-label={`${MESSAGES.changeAnswers} ${group.title}`}
            >
              {MESSAGES.changeAnswers}
            </Button>
          </div>
          <dl className={classes.list}>
            {group.answers.map((answer) => (
              <div key={answer.field} className={classes.row}>
                <dt className={classes.label}>{answer.label}</dt>
                <dd className={answer.text ? classes.value : classes.empty}>
                  {answer.text || MESSAGES.answerNotGiven}
                </dd>
              </div>
            ))}
          </dl>
        </div>
      ))}
    </section>
  );
}
