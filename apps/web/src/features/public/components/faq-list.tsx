import type { ReactNode } from 'react';
import type { FaqItem } from '../data/faq';
import { FaqAnswer } from './faq-answer';
import classes from './faq-list.module.css';

export interface FaqListProps {
  items: readonly FaqItem[];
  /** Search words to mark in the questions' answers. */
  highlight?: string;
  /** The level of each question's heading (2 on the FAQ page, 3 inside a section). */
  headingLevel?: 2 | 3;
  /** More for each answer, e.g. its category. */
  extra?: (item: FaqItem) => ReactNode;
}

/**
 * Questions that open to their answers, as native <details>: they open and close, and the browser's
 * find-in-page reaches the answers, without any JavaScript (the page is prerendered).
 */
export function FaqList({ items, highlight, headingLevel = 2, extra }: FaqListProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className={classes.list}>
      {items.map((item) => (
        <details key={item.id} className={classes.item}>
          <summary className={classes.summary}>
            <Heading className={classes.question}>{item.question}</Heading>
          </summary>
          <div className={classes.panel}>
            <FaqAnswer item={item} highlight={highlight} />
            {extra?.(item)}
          </div>
        </details>
      ))}
    </div>
  );
}
