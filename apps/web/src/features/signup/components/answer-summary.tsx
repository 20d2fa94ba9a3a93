import { Button } from '@mantine/core';
import { answersNotGivenText, MESSAGES } from '@ojt/domain';
import type { Answer, AnswerGroup } from '../model/answers';
import classes from './answer-summary.module.css';

function GivenAnswers({ answers }: { answers: Answer[] }) {
  if (answers.length === 0) return null;
  return (
    <dl className={classes.list}>
      {answers.map((answer) => (
        <div key={answer.field} className={classes.row}>
          <dt className={classes.label}>{answer.label}</dt>
          <dd className={classes.value}>{answer.text}</dd>
        </div>
      ))}
    </dl>
  );
}

export interface AnswerSummaryProps {
  groups: AnswerGroup[];
  /** Goes back to a step to change its answers. */
  onChange: (step: number) => void;
}

/**
 * The final check before submitting (GOV.UK's check-answers pattern): the earlier steps' given
 * answers under their titles, each group with a Change button whose name also says the step, then
 * one "Not given: …" line naming the empty fields in page order (none when all were given).
 */
export function AnswerSummary({ groups, onChange }: AnswerSummaryProps) {
  const notGiven = groups.flatMap((group) =>
    group.answers.filter((answer) => !answer.text).map((answer) => answer.label),
  );
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
          <GivenAnswers answers={group.answers.filter((answer) => answer.text)} />
        </div>
      ))}
      {notGiven.length > 0 && <p className={classes.notGiven}>{answersNotGivenText(notGiven)}</p>}
    </section>
  );
}
