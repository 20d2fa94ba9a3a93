import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The Node version the README names is the one every locked dependency accepts (issue 16), so `npm ci`
// on it prints no engine warning, and package.json's `engines` says the same.
const ROOT = path.resolve(import.meta.dirname, '../../../..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

type Version = [number, number, number];

function parse(text: string): Version {
  const [major = 0, minor = 0, patch = 0] = text.replace(/^v/, '').split('.').map(Number);
  return [major, minor, patch];
}

function compare(a: Version, b: Version): number {
  return a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
}

/** One comparator of an npm range, in the forms package-lock's `engines.node` uses. */
function accepts(version: Version, comparator: string): boolean {
  const [, op = '', text = ''] = comparator.match(/^(>=|<=|>|<|=|\^|~)?(.*)$/) ?? [];
  if (text === '*' || text === 'x') return true;
  const bound = parse(text);
  const parts = text.replace(/^v/, '').split('.').length;
  const cmp = compare(version, bound);
  if (op === '>=') return cmp >= 0;
  if (op === '>') return cmp > 0;
  if (op === '<=') return cmp <= 0;
  if (op === '<') return cmp < 0;
  if (op === '^') return cmp >= 0 && version[0] === bound[0];
  if (op === '~') return cmp >= 0 && version[0] === bound[0] && version[1] === bound[1];
  // A bare `20` or `20.19` means any version of that major (or minor).
  return parts === 1
    ? version[0] === bound[0]
    : parts === 2
      ? version[0] === bound[0] && version[1] === bound[1]
      : cmp === 0;
}

function satisfies(version: Version, range: string): boolean {
  return range.split('||').some((set) =>
    set
      .trim()
      .replace(/(>=|<=|>|<|=|\^|~)\s+/g, '$1')
      .split(/\s+/)
      .filter(Boolean)
      .every((comparator) => accepts(version, comparator)),
  );
}

const lockedRanges = (): [string, string][] => {
  const lock = JSON.parse(read('package-lock.json')) as {
    packages: Record<string, { engines?: { node?: string } }>;
  };
  return Object.entries(lock.packages).flatMap(([name, entry]) =>
    entry.engines?.node ? [[name, entry.engines.node] as [string, string]] : [],
  );
};

describe('the Node version', () => {
  const engines = (JSON.parse(read('package.json')) as { engines: { node: string } }).engines.node;
  const minimum = parse(engines.replace(/^>=\s*/, ''));

  it('in package.json is the oldest every locked dependency accepts', () => {
    expect(engines).toMatch(/^>=\d+\.\d+$/);
    const refusing = lockedRanges().filter(([, range]) => !satisfies(minimum, range));
    expect(refusing).toEqual([]);
    // One minor older is refused by some locked package: the minimum is not set higher than needed.
    const older: Version = minimum[1] > 0 ? [minimum[0], minimum[1] - 1, 99] : [minimum[0] - 1, 99, 99];
    expect(lockedRanges().some(([, range]) => !satisfies(older, range))).toBe(true);
  });

  it('is the one the README names', () => {
    expect(read('README.md')).toContain(`Needs Node.js ${minimum[0]}.${minimum[1]} or newer`);
  });

  it('reads npm ranges as npm does', () => {
    expect(satisfies(parse('22.13.0'), '^20.19.0 || ^22.13.0 || >=23.5.0')).toBe(true);
    expect(satisfies(parse('22.12.0'), '^20.19.0 || ^22.13.0 || >=23.5.0')).toBe(false);
    expect(satisfies(parse('20.20.2'), '>=22')).toBe(false);
    expect(satisfies(parse('15.0.0'), '>=16 || 14 >=14.17')).toBe(false);
    expect(satisfies(parse('14.18.0'), '>=16 || 14 >=14.17')).toBe(true);
    expect(satisfies(parse('22.0.0'), '>= 10')).toBe(true);
    expect(satisfies(parse('22.0.0'), '*')).toBe(true);
  });
});
