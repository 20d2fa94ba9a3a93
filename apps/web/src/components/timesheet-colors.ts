/**
 * The attendance screens' green: Mantine's green.9 (#2b8a3e) under white text is 4.4:1, below WCAG
 * AA for text of normal size; this darker green is 6.1:1. Used for Present, Approved and Approve.
 */
export const APPROVED_GREEN = '#237032';

/** Held back (no bank details): Mantine's orange.9 (#d9480f) under white text is 4.3:1; this is 5.8:1. */
export const HELD_ORANGE = '#b53d0c';
