import type { CSSProperties } from 'react';
import type { DetailItem } from './details/detail-section';
import classes from './fact-grid.module.css';

export interface FactGridProps {
  items: DetailItem[];
  /** The narrowest a column may get (a CSS length), e.g. wide enough for a date and time on one line. */
  minColumnWidth?: string;
}

/** A card's key facts, each label over its value, in as many columns as fit (one on a narrow phone). */
export function FactGrid({ items, minColumnWidth }: FactGridProps) {
  const style = minColumnWidth ? ({ '--fact-min-width': minColumnWidth } as CSSProperties) : undefined;
  return (
    <dl className={classes.facts} style={style}>
      {items.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
