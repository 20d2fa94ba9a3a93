import { Button, type ButtonProps } from '@mantine/core';
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
