import { type CSSVariablesResolver, createTheme, type MantineColorsTuple } from '@mantine/core';

/** Red of the Trinidad and Tobago flag (#ce1126) at shade 6; 5.6:1 against white text. */
export const flagRed: MantineColorsTuple = [
  '#fff0f1',
  '#ffdde0',
  '#fbb9bf',
  '#f38d97',
  '#ea5f6d',
  '#e03a4c',
  '#ce1126',
  '#b00e20',
  '#920b1a',
  '#740814',
];

export const PRIMARY_SHADE = 6;

export const theme = createTheme({
  primaryColor: 'flagRed',
  primaryShade: { light: PRIMARY_SHADE, dark: 8 },
  colors: { flagRed },
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '700' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  components: {
    // Links are underlined, so that they are told apart from red text and buttons by more than colour.
    Anchor: { defaultProps: { underline: 'always' } },
    // Every dialog's close (×) button gets a name for screen readers (axe: button-name).
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close dialog' } } },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
    Notification: { defaultProps: { closeButtonProps: { 'aria-label': 'Dismiss notification' } } },
    // A light alert's title in its own colour (green.9 on green.1 is 3.8:1, orange worse) is below AA:
    // titles are in the text colour, and the icon, border and background carry the alert's colour.
    Alert: {
      styles: (_theme: unknown, props: { variant?: string }) =>
        props.variant === 'filled' ? {} : { title: { color: 'var(--mantine-color-text)' } },
    },
  },
});

/**
 * Mantine's defaults for error text (red.6), dimmed text (gray.6), success (teal.8) and placeholders
 * (gray.5) are below 4.5:1 on white. These keep every text colour at WCAG AA.
 */
export const LIGHT_TEXT_COLOURS = {
  error: '#c92a2a',
  dimmed: '#495057',
  success: '#087f5b',
  placeholder: '#6c757d',
} as const;

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-error': LIGHT_TEXT_COLOURS.error,
    '--mantine-color-dimmed': LIGHT_TEXT_COLOURS.dimmed,
    '--mantine-color-success': LIGHT_TEXT_COLOURS.success,
    '--mantine-color-placeholder': LIGHT_TEXT_COLOURS.placeholder,
  },
  dark: {},
});
