import { Button, NativeSelect, TextInput } from '@mantine/core';
import { MESSAGES, OPEN_JOBS_KEYWORD_MAX, type OpenJobsSort, REGIONS, TOWNS } from '@ojt/domain';
import { IconSearch } from '@tabler/icons-react';
import { type FormEvent, useEffect, useState } from 'react';
import { SECTOR_FILTER_OPTIONS } from '../../../../components/lookup-options';
import type { OpenJobsFilters } from '../../api/get-open-jobs';
import classes from './browse.module.css';

// 'All areas' in place of the prompt, then the regions and corporations, then every listed town:
// a region is sent as State (`region:` values), a town as CityId (`town:` values).
const AREA_OPTIONS = [
  { value: '', label: MESSAGES.allAreas },
  {
    group: MESSAGES.areaRegionsGroup,
    items: REGIONS.map((region) => ({ value: `region:${region}`, label: `${region} (region)` })),
  },
  {
    group: MESSAGES.areaTownsGroup,
    items: TOWNS.map((town) => ({ value: `town:${town.id}`, label: town.name })),
  },
];

function areaValue(filters: OpenJobsFilters): string {
  if (filters.state) return `region:${filters.state}`;
  return filters.cityId > 0 ? `town:${filters.cityId}` : '';
}

function withArea(filters: OpenJobsFilters, value: string): OpenJobsFilters {
  if (value.startsWith('region:')) return { ...filters, cityId: 0, state: value.slice('region:'.length) };
  if (value.startsWith('town:'))
    return { ...filters, cityId: Number(value.slice('town:'.length)), state: '' };
  return { ...filters, cityId: 0, state: '' };
}

const SORT_OPTIONS: { value: OpenJobsSort | ''; label: string }[] = [
  { value: '', label: MESSAGES.sortBestMatch },
  { value: 'closing', label: MESSAGES.sortClosing },
  { value: 'newest', label: MESSAGES.sortNewest },
];

const isSort = (value: string): value is OpenJobsSort | '' => SORT_OPTIONS.some((o) => o.value === value);

export interface BrowseFiltersProps {
  filters: OpenJobsFilters;
  onChange: (filters: OpenJobsFilters) => void;
}

/**
 * Browse's search (issue 30): words looked for in the job, the employer and the requirements (sent
 * on Search, not on every key), and the sector, area (a region or a town) and order (each applied when chosen).
 */
export function BrowseFilters({ filters, onChange }: BrowseFiltersProps) {
  const [keyword, setKeyword] = useState(filters.keyword);
  // Clear filters (from the empty state) empties the box too.
  useEffect(() => setKeyword(filters.keyword), [filters.keyword]);
  const search = (event: FormEvent) => {
    event.preventDefault();
    onChange({ ...filters, keyword: keyword.trim() });
  };
  return (
    <search aria-label={MESSAGES.tabBrowsePrograms}>
      <form onSubmit={search} className={classes.filters}>
        <div className={classes.keyword}>
          <TextInput
            label={MESSAGES.keywordLabel}
            placeholder={MESSAGES.keywordPlaceholder}
            type="search"
            maxLength={OPEN_JOBS_KEYWORD_MAX}
            value={keyword}
            onChange={(event) => setKeyword(event.currentTarget.value)}
            className={classes.keywordInput}
          />
          <Button type="submit" leftSection={<IconSearch size={16} aria-hidden />}>
            {MESSAGES.searchAction}
          </Button>
        </div>
        <NativeSelect
          label={MESSAGES.sectorFilterLabel}
          data={SECTOR_FILTER_OPTIONS}
          value={String(filters.sector)}
          onChange={(event) => onChange({ ...filters, sector: Number(event.currentTarget.value) })}
        />
        <NativeSelect
          label={MESSAGES.areaFilterLabel}
          data={AREA_OPTIONS}
          value={areaValue(filters)}
          onChange={(event) => onChange(withArea(filters, event.currentTarget.value))}
        />
        <NativeSelect
          label={MESSAGES.sortLabel}
          data={SORT_OPTIONS}
          value={filters.sort}
          onChange={(event) => {
            const value = event.currentTarget.value;
            if (isSort(value)) onChange({ ...filters, sort: value });
          }}
        />
      </form>
    </search>
  );
}
