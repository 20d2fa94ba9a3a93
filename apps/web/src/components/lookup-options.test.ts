import { SECTOR_GROUP_LABELS } from '@ojt/domain';
import { describe, expect, it } from 'vitest';
import {
  SECTOR_FILTER_OPTIONS,
  SECTOR_GROUPED_OPTIONS,
  SECTOR_OR_ZERO_OPTIONS,
  type SelectGroup,
  type SelectOption,
} from './lookup-options';

const groupsOf = (options: (SelectOption | SelectGroup)[]) =>
  options.filter((option): option is SelectGroup => 'group' in option);

// Issue 30: every sector select shows the industries and, apart, the programme's own streams, so an
// employer is not asked whether it is "OJT Airport" among the industries.
describe('the sector selects', () => {
  it.each([
    ['the company sector', SECTOR_GROUPED_OPTIONS, ''],
    ["a job's sector", SECTOR_OR_ZERO_OPTIONS, '0'],
    ['the sector filter', SECTOR_FILTER_OPTIONS, '0'],
  ])('%s: its first option, then Industries and Programme streams', (_name, options, first) => {
    expect((options[0] as SelectOption).value).toBe(first);
    const groups = groupsOf(options);
    expect(groups.map((group) => group.group)).toEqual([
      SECTOR_GROUP_LABELS.industries,
      SECTOR_GROUP_LABELS.streams,
    ]);
    const [industries, streams] = groups as [SelectGroup, SelectGroup];
    expect(industries.items.length + streams.items.length).toBe(46);
    expect(streams.items.every((item) => /^OJT |\(NAS\)$/.test(item.label))).toBe(true);
    expect(industries.items.some((item) => /^OJT |\(NAS\)$/.test(item.label))).toBe(false);
  });
});
