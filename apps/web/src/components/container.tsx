import type { ComponentPropsWithoutRef } from 'react';
import classes from './container.module.css';

export interface ContainerProps extends ComponentPropsWithoutRef<'div'> {
  /** Maximum width: `lg` 1140 px (default), `sm` 720 px, as Mantine's Container. */
  size?: 'sm' | 'lg';
}

/** Centres its content at a readable width with side padding, like Mantine's Container. */
export function Container({ size = 'lg', className, ...props }: ContainerProps) {
  return (
    <div {...props} data-size={size} className={className ? `${classes.root} ${className}` : classes.root} />
  );
}
