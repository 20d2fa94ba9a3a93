import { useDebouncedCallback } from '@mantine/hooks';
import { useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from './use-list-filters';

/** A text box whose value reaches the filters once typing pauses (`flush`: at once, e.g. on Enter). */
export function useTypedFilter(initial: string, commit: (value: string) => void) {
  const [text, setText] = useState(initial);
  const debounced = useDebouncedCallback((value: string) => commit(value.trim()), {
    delay: SEARCH_DEBOUNCE_MS,
    flushOnUnmount: true,
  });
  const type = (value: string) => {
    setText(value);
    debounced(value);
  };
  /** Empties the box and tells the filters at once. */
  const clear = () => {
    type('');
    debounced.flush();
  };
  return { text, type, flush: debounced.flush, clear };
}

export interface DateRange {
  from: string;
  to: string;
}

/**
 * A from–to pair of days as typed. A range whose start is after its end stays on screen (with an
 * error) but is not sent.
 */
export function useDateRangeFilter(initial: DateRange, commit: (range: DateRange) => void) {
  const [range, setRange] = useState<DateRange>(initial);
  const wrong = (r: DateRange) => Boolean(r.from && r.to && r.from > r.to);
  const setDate = (key: keyof DateRange, value: string) => {
    const next = { ...range, [key]: value };
    setRange(next);
    if (!wrong(next)) commit(next);
  };
  return {
    range,
    rangeWrong: wrong(range),
    setDate,
    reset: () => setRange({ from: '', to: '' }),
    /** Whether either day is typed (for Clear filters). */
    typed: Boolean(range.from || range.to),
  };
}
