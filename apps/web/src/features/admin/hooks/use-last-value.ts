import { useState } from 'react';

/**
 * The latest non-null value. A modal opened for a record keeps showing it while it animates
 * closed, instead of flashing empty.
 */
export function useLastValue<T>(value: T | null): T | null {
  const [last, setLast] = useState(value);
  if (value !== null && value !== last) setLast(value);
  return value ?? last;
}
