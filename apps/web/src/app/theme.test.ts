import { describe, expect, it } from 'vitest';
import { flagRed, LIGHT_TEXT_COLOURS, PRIMARY_SHADE, theme } from './theme';

/** WCAG 2 contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((i) => {
      const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

describe('theme', () => {
  it('uses the flag red as primary colour', () => {
    expect(theme.primaryColor).toBe('flagRed');
    expect(theme.primaryShade).toEqual({ light: PRIMARY_SHADE, dark: 8 });
  });

  it('gives white text on filled buttons (and their hover shade) at least 4.5:1', () => {
    expect(contrast(flagRed[PRIMARY_SHADE], '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrast(flagRed[PRIMARY_SHADE + 1] ?? '', '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps error, dimmed, success and placeholder text at least 4.5:1 on white', () => {
    for (const colour of Object.values(LIGHT_TEXT_COLOURS)) {
      expect(contrast(colour, '#ffffff'), colour).toBeGreaterThanOrEqual(4.5);
    }
  });
});

describe('links', () => {
  it('underlines links, so that they differ from red text and buttons by more than colour', () => {
    expect(theme.components?.Anchor?.defaultProps).toEqual({ underline: 'always' });
  });
});

describe('dialogs', () => {
  it('gives every modal close button an accessible name by default', () => {
    const modal = theme.components?.Modal?.defaultProps as { closeButtonProps?: Record<string, string> };
    expect(modal.closeButtonProps?.['aria-label']).toBe('Close dialog');
  });
});
