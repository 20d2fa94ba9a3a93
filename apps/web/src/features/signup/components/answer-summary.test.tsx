import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { AnswerGroup } from '../model/answers';
import { AnswerSummary } from './answer-summary';

const groups = (middle: string, website: string): AnswerGroup[] => [
  {
    step: 0,
    title: 'Personal Information',
    answers: [
      { field: 'firstName', label: 'First Name', text: 'Keisha' },
      { field: 'middleName', label: 'Middle Name', text: middle },
    ],
  },
  {
    step: 1,
    title: 'Contact',
    answers: [
      { field: 'website', label: 'Website', text: website },
      { field: 'fax', label: 'Fax', text: '' },
    ],
  },
];

const renderWithProviders = (ui: ReactElement) => render(<MantineProvider env="test">{ui}</MantineProvider>);

const check = () => screen.getByRole('region', { name: 'Check your answers' });

describe('AnswerSummary', () => {
  it('lists the given answers and one line naming the rest in page order', () => {
    renderWithProviders(<AnswerSummary groups={groups('', '')} onChange={() => {}} />);
    const terms = within(check())
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(terms).toEqual(['First Name']);
    expect(within(check()).getByText(/^Not given/)).toHaveTextContent(
      /^Not given: Middle Name, Website, Fax$/,
    );
  });

  it('leaves the line out when every answer was given, and Change names its step', async () => {
    const onChange = vi.fn();
    const given = groups('Ann', 'caroni.tt').map((group) => ({
      ...group,
      answers: group.answers.filter((answer) => answer.field !== 'fax'),
    }));
    renderWithProviders(<AnswerSummary groups={given} onChange={onChange} />);
    expect(within(check()).queryByText(/Not given/)).not.toBeInTheDocument();
    expect(within(check()).getAllByRole('term')).toHaveLength(3);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Change Contact' }));
    expect(onChange).toHaveBeenCalledWith(1);
  });
});
