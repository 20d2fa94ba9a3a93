/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { flagRed, PRIMARY_SHADE, theme } from './theme';

// Read from disk: the test run does not process CSS (`css: false`).
const css = readFileSync(join(import.meta.dirname, 'base.css'), 'utf8');

/** The `--mantine-*` tokens base.css declares, whitespace collapsed. */
const declared = Object.fromEntries(
  [...css.matchAll(/(--mantine-[\w-]+):\s*([^;]+);/g)].map(([, name, value]) => [
    name,
    (value ?? '').replace(/\s+/g, ' ').trim(),
  ]),
);

/** Mantine writes sizes as `calc(1rem * var(--mantine-scale))`; base.css as `1rem` (the scale is 1). */
const unscaled = (value: string) => value.replace(/calc\((-?[\d.]+rem) \* var\(--mantine-scale\)\)/g, '$1');

describe('base.css', () => {
  it('gives each Mantine token the value Mantine gives it with our theme, so pages look alike with or without Mantine', () => {
    const ours = mergeMantineTheme(DEFAULT_THEME, theme);
    const gray = ours.colors.gray;
    expect(declared).toEqual({
      '--mantine-scale': '1',
      '--mantine-font-family': ours.fontFamily,
      '--mantine-color-white': ours.white,
      '--mantine-color-black': ours.black,
      ...Object.fromEntries([0, 1, 2, 3, 4, 7, 8, 9].map((i) => [`--mantine-color-gray-${i}`, gray[i]])),
      '--mantine-primary-color-filled': flagRed[PRIMARY_SHADE],
      '--mantine-primary-color-filled-hover': flagRed[PRIMARY_SHADE + 1],
      '--mantine-primary-color-9': flagRed[9],
      '--mantine-radius-sm': unscaled(ours.radius.sm),
      '--mantine-radius-md': unscaled(ours.radius.md),
      '--mantine-radius-lg': unscaled(ours.radius.lg),
      '--mantine-shadow-md': unscaled(ours.shadows.md),
    });
  });

  it('orders the layers: our baseline below Mantine, our Mantine look-alikes above it', () => {
    expect(css).toMatch(/^@layer ojt-base, mantine, ojt-components;$/m);
  });
});
