import { Button } from '@mantine/core';
import { useState } from 'react';
import { maskIdentifier } from '../../../components/record-text';
import classes from './masked-identifier.module.css';

/**
 * An identity number with all but its last 4 characters hidden until the admin asks to see it,
 * so it is not read off the screen over a shoulder.
 */
export function MaskedIdentifier({ label, value }: { label: string; value: string | null | undefined }) {
  const [shown, setShown] = useState(false);
  const text = value?.trim();
  if (!text) return null;
  return (
    <span className={classes.identifier}>
      <span>{shown ? text : maskIdentifier(text)}</span>
      <Button
        size="compact-xs"
        variant="subtle"
        aria-label={`${shown ? 'Hide' : 'Show'} ${label}`}
        onClick={() => setShown((value) => !value)}
      >
        {shown ? 'Hide' : 'Show'}
      </Button>
    </span>
  );
}
