import { Group, Radio } from '@mantine/core';
import type { ReactNode } from 'react';

export interface ScoreGroupProps {
  /** The id of the first choice: the error summary's link moves the focus there. */
  id: string;
  label: string;
  /** The id of the 1–5 legend the choices are described by. */
  legendId: string;
  value: string;
  onChange: (value: string) => void;
  error?: ReactNode;
  disabled?: boolean;
}

const CHOICES = ['1', '2', '3', '4', '5'] as const;

/** One evaluation score as a row of five radio buttons (a radio group named by its label). */
export function ScoreGroup({ id, label, legendId, value, onChange, error, disabled }: ScoreGroupProps) {
  return (
    <Radio.Group
      label={label}
      value={value}
      onChange={onChange}
      error={error}
      withAsterisk
      aria-describedby={legendId}
    >
      <Group gap="md" mt={6} wrap="wrap">
        {CHOICES.map((choice, index) => (
          <Radio
            key={choice}
            id={index === 0 ? id : undefined}
            value={choice}
            label={choice}
            aria-label={`${label} ${choice} of 5`}
            disabled={disabled}
          />
        ))}
      </Group>
    </Radio.Group>
  );
}
