import type { ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';
import classes from './button.module.css';

export type ButtonVariant = 'filled' | 'default' | 'outline';
export type ButtonSize = 'sm' | 'md' | 'lg';

/** The class and data attributes that make an `<a>` or `<button>` look like a Mantine Button. */
export function buttonStyle(variant: ButtonVariant = 'filled', size: ButtonSize = 'sm', className?: string) {
  return {
    className: className ? `${classes.root} ${className}` : classes.root,
    'data-variant': variant,
    'data-size': size,
  };
}

/** A button's text, laid out as Mantine lays out its own (same height and vertical centring). */
export function ButtonLabel({ children }: { children: ReactNode }) {
  return (
    <span className={classes.inner}>
      <span className={classes.label}>{children}</span>
    </span>
  );
}

export interface ButtonLinkProps extends LinkProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

/**
 * An in-app link that looks like Mantine's `<Button component={Link}>`, without Mantine: for the
 * landing page and the public header and footer, which load before Mantine does.
 */
export function ButtonLink({ variant, size, className, children, ...props }: ButtonLinkProps) {
  return (
    <Link {...props} {...buttonStyle(variant, size, className)}>
      <ButtonLabel>{children}</ButtonLabel>
    </Link>
  );
}
