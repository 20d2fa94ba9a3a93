import type { PlacementEvaluation } from '@ojt/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PAGE_LOAD, renderInApp } from '../test/render-app';
import { EvaluationSummary } from './evaluation-summary';

vi.setConfig({ testTimeout: 20_000 });

const evaluation: PlacementEvaluation = {
  attendance: 5,
  punctuality: 4,
  quality: 4,
  teamwork: 4,
  remarks: 'Reliable and keen.\nAsk more questions.',
  completedEarlyReason: null,
  completedAt: '2027-06-30T18:00:00.000Z',
  overall: 4.3,
};

describe('EvaluationSummary', () => {
  it('shows the four scores, the overall result, the remarks and when it was completed', async () => {
    renderInApp(<EvaluationSummary evaluation={evaluation} id="e1" title="Evaluation" />);
    const box = await screen.findByRole('region', { name: 'Evaluation' }, PAGE_LOAD);
    expect(within(box).getByText('Attendance').nextSibling).toHaveTextContent('5 out of 5');
    expect(within(box).getByText('Quality of work').nextSibling).toHaveTextContent('4 out of 5');
    expect(within(box).getByText('Overall result').nextSibling).toHaveTextContent('4.3 out of 5');
    expect(box).toHaveTextContent('Remarks: Reliable and keen.');
    expect(box).toHaveTextContent(/Completed on 30 Jun 2027/);
    expect(within(box).queryByText(/Completed early because/)).toBeNull();
    // Bold text, not a heading, unless asked for one.
    expect(within(box).queryByRole('heading')).toBeNull();
  });

  it('shows the early reason and makes the title a heading when asked', async () => {
    renderInApp(
      <EvaluationSummary
        evaluation={{ ...evaluation, completedEarlyReason: 'Moved to a full-time post.' }}
        id="e2"
        title="Your evaluation"
        heading
      />,
    );
    const box = await screen.findByRole('region', { name: 'Your evaluation' }, PAGE_LOAD);
    expect(within(box).getByRole('heading', { level: 4, name: 'Your evaluation' })).toBeInTheDocument();
    expect(box).toHaveTextContent('Completed early because: Moved to a full-time post.');
  });
});
