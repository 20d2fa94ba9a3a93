/**
 * The attendance screens' green: Mantine's green.9 (#2b8a3e) under white text is 4.4:1, below WCAG
 * AA for text of normal size; this darker green is 6.1:1. Used for Present, Approved and Approve.
 */
export const APPROVED_GREEN = '#237032';
