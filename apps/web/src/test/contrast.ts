import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { theme } from '../app/theme';

/** WCAG 2 contrast ratio of two #rrggbb colours. */
export function contrastRatio(a: string, b: string): number {
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

const colours = mergeMantineTheme(DEFAULT_THEME, theme).colors;

/**
 * A colour as Mantine writes it into a style ('#237032' or 'var(--mantine-color-blue-8)') as #rrggbb,
 * from our theme; undefined when it is neither.
 */
export function resolvedColour(value: string): string | undefined {
  const text = value.trim();
  if (/^#[0-9a-f]{6}$/i.test(text)) return text.toLowerCase();
  const match = /^var\(--mantine-color-([a-zA-Z]+)-(\d)\)$/.exec(text);
  if (!match) return undefined;
  return colours[match[1] ?? '']?.[Number(match[2])]?.toLowerCase();
}

/** The filled background of a rendered Mantine Badge, as #rrggbb. */
export function badgeBackground(badge: Element): string | undefined {
  const root = badge.closest<HTMLElement>('.mantine-Badge-root') ?? (badge as HTMLElement);
  return resolvedColour(root.style.getPropertyValue('--badge-bg'));
}
