import { Highlight } from '@mantine/core';
import type { FaqItem } from '../data/faq';
import classes from './faq-answer.module.css';

/** An FAQ answer and its list, with the search words marked when there are any. */
export function FaqAnswer({ item, highlight = '' }: { item: FaqItem; highlight?: string }) {
  const words = highlight.trim();
  const text = (value: string) =>
    words ? (
      <Highlight component="span" highlight={words} inherit>
        {value}
      </Highlight>
    ) : (
      value
    );
  return (
    <>
      <p className={classes.answer}>{text(item.answer)}</p>
      {item.details && (
        <ul className={classes.details}>
          {item.details.map((d) => (
            <li key={d}>{text(d)}</li>
          ))}
        </ul>
      )}
    </>
  );
}
