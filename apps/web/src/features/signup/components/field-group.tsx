import type { ReactNode } from 'react';
import classes from './field-group.module.css';

/** A named group of fields (a fieldset whose legend reads as a sub-heading). */
export function FieldGroup({
  legend,
  description,
  children,
}: {
  legend: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <fieldset className={classes.group}>
      <legend className={classes.legend}>{legend}</legend>
      {description && <p className={classes.description}>{description}</p>}
      <div className={classes.fields}>{children}</div>
    </fieldset>
  );
}
