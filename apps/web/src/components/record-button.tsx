import { Button, type ButtonProps } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import type { ComponentType, ReactNode } from 'react';

export interface RecordButtonProps extends Omit<ButtonProps, 'size' | 'leftSection'> {
  /** The icon before the text (a Tabler icon). */
  icon: ComponentType<{ size?: number; 'aria-hidden'?: boolean }>;
  /** The accessible name, naming the record ('Edit Junior Technician'): a list's buttons must differ. */
  label: string;
  onClick?: () => void;
  children: ReactNode;
}

/** A small button acting on one record of a list (a card's or a table row's action). */
export function RecordButton({ icon: Icon, label, variant = 'default', ...props }: RecordButtonProps) {
  return (
    <Button
      size="xs"
      variant={variant}
      leftSection={<Icon size={14} aria-hidden />}
      aria-label={label}
      {...props}
    />
  );
}

const DECISION_LOOK = {
  accept: { icon: IconCheck, variant: 'filled', color: 'teal.9' },
  refuse: { icon: IconX, variant: 'outline', color: 'red.9' },
} as const;

export interface DecisionButtonProps extends Omit<RecordButtonProps, 'icon' | 'variant' | 'color'> {
  /** Yes (Approve, Mark Selected) or no (Reject, Mark Not selected). */
  decision: keyof typeof DECISION_LOOK;
}

/** A yes-or-no decision on a record: every dashboard shows a yes and a no the same way. */
export function DecisionButton({ decision, ...props }: DecisionButtonProps) {
  return <RecordButton {...DECISION_LOOK[decision]} {...props} />;
}
