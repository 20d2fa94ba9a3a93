import { MESSAGES, type PlacementEvaluation } from '@ojt/domain';
import { EvaluationSummary } from '../../../../components/evaluation-summary';

/** The employer's evaluation of a Completed placement, under the heading 'Your evaluation'. */
export function EvaluationBox({ evaluation, id }: { evaluation: PlacementEvaluation; id: string }) {
  return <EvaluationSummary evaluation={evaluation} id={id} title={MESSAGES.yourEvaluationTitle} heading />;
}
