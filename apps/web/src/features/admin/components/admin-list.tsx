import { Button, Table, TextInput } from '@mantine/core';
import { MESSAGES, type Page } from '@ojt/domain';
import { IconFilterOff } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import type { useDateRangeFilter } from '../hooks/use-filter-drafts';
import type { ListFilters } from '../hooks/use-list-filters';
import { pageCount } from '../utils/format';
import classes from './admin-list.module.css';
import { ListPagination } from './list-pagination';
import { ListEmpty, ListError, ListSkeleton } from './list-states';
import { ListToolbar } from './list-toolbar';

/** What a list paged by cursor adds to its page (issue 31); absent from lists paged by number. */
interface KeysetFields {
  nextCursor?: string | null;
  previousCursor?: string | null;
  totalExact?: boolean;
  totalIsLowerBound?: boolean;
}

export interface ServerListTableProps<T> {
  /** Names the table (its caption) and the Previous/Next landmark. */
  label: string;
  query: UseQueryResult<Page<T> & KeysetFields>;
  /** The page asked for, and how to ask for another (by its cursor when the list gives one). */
  page: number;
  setPage: (page: number, cursor?: string | null) => void;
  /** Asks for the exact total while the list shows an estimate ("Count exactly"). */
  countExactly?: () => void;
  columns: readonly string[];
  /** Below this width the table scrolls sideways (phones see cards instead). */
  minWidth: number;
  loadingLabel: string;
  emptyText: string;
  errorText: string;
  /** One `<Table.Tr>` per record. */
  children: (items: T[]) => ReactNode;
}

/**
 * One server page of rows with Previous/Next, and the loading, error and empty states. Wide screens
 * see a table; phones see each row as a card (admin-list.module.css).
 */
export function ServerListTable<T>(props: ServerListTableProps<T>) {
  const { query, label, page, setPage } = props;
  const data = query.data;

  // A change elsewhere (a decision, new entries) can empty the last page: step back to the new last page.
  const lastPage = data ? pageCount(data.total, data.pageSize) : 1;
  const overshot = Boolean(data && !query.isPlaceholderData && data.items.length === 0 && page > lastPage);
  useEffect(() => {
    if (overshot) setPage(lastPage);
  }, [overshot, lastPage, setPage]);

  if (query.isPending) return <ListSkeleton label={props.loadingLabel} />;
  if (query.isError) return <ListError message={props.errorText} onRetry={() => void query.refetch()} />;
  if (!data || data.items.length === 0) return <ListEmpty message={props.emptyText} />;
  return (
    <>
      <Table.ScrollContainer minWidth={props.minWidth} type="native" className={classes.scroll}>
        <Table
          className={`${classes.table} ${query.isPlaceholderData ? classes.stale : ''}`}
          aria-busy={query.isPlaceholderData || undefined}
          verticalSpacing="sm"
          highlightOnHover
          withTableBorder
        >
          <caption className={classes.caption}>{label}</caption>
          <Table.Thead>
            <Table.Tr>
              {props.columns.map((column) => (
                <Table.Th key={column} scope="col">
                  {column}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>{props.children(data.items)}</Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <PagedQueryPagination
        label={label}
        data={data}
        busy={query.isPlaceholderData}
        onPageChange={setPage}
        onCountExactly={props.countExactly}
      />
    </>
  );
}

/** Previous/Next for a page the server sent. */
export function PagedQueryPagination({
  label,
  data,
  busy,
  onPageChange,
  onCountExactly,
}: {
  label: string;
  data: Page<unknown> & KeysetFields;
  busy: boolean;
  onPageChange: (page: number, cursor?: string | null) => void;
  onCountExactly?: (() => void) | undefined;
}) {
  return (
    <ListPagination
      label={label}
      page={data.page}
      pageSize={data.pageSize}
      total={data.total}
      totalExact={data.totalExact}
      totalIsLowerBound={data.totalIsLowerBound}
      nextCursor={data.nextCursor}
      previousCursor={data.previousCursor}
      onPageChange={onPageChange}
      onCountExactly={onCountExactly}
      busy={busy}
    />
  );
}

export interface AdminListProps<T> {
  /** 'employers' or 'learners'. */
  noun: string;
  /** 'Employers' or 'Learners'. */
  label: string;
  searchPlaceholder: string;
  filters: ListFilters;
  query: UseQueryResult<Page<T> & KeysetFields>;
  columns: readonly string[];
  emptyText: string;
  errorText: string;
  /** One `<Table.Tr>` per record. */
  children: (items: T[]) => ReactNode;
}

/** Search, status filter and one server page of rows (ServerListTable). */
export function AdminList<T>(props: AdminListProps<T>) {
  const { filters, label } = props;
  return (
    <section aria-label={label}>
      <ListToolbar noun={props.noun} placeholder={props.searchPlaceholder} filters={filters} />
      <ServerListTable
        label={label}
        query={props.query}
        page={filters.page}
        setPage={filters.setPage}
        countExactly={filters.countExactly}
        columns={props.columns}
        minWidth={760}
        loadingLabel={`Loading ${props.noun}`}
        emptyText={props.emptyText}
        errorText={props.errorText}
      >
        {props.children}
      </ServerListTable>
    </section>
  );
}

export interface FilterBarProps {
  /** Names the search landmark. */
  label: string;
  /** Three columns on wide screens, or four. */
  columns?: 3 | 4;
  /** Enter: send what is typed at once. */
  onSubmit: () => void;
  clearLabel: string;
  clearDisabled: boolean;
  onClear: () => void;
  /** The filter boxes. */
  children: ReactNode;
}

/** A list's several filters as one search form, ending with Clear filters. */
export function FilterBar(props: FilterBarProps) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is unknown to Safari before 17; a form with role=search is the landmark every reader knows
    <form
      className={classes.filterBar}
      data-columns={props.columns}
      role="search"
      aria-label={props.label}
      onSubmit={(event) => {
        event.preventDefault();
        props.onSubmit();
      }}
    >
      {props.children}
      <Button
        variant="default"
        className={classes.clearFilters}
        leftSection={<IconFilterOff size={16} aria-hidden />}
        disabled={props.clearDisabled}
        onClick={props.onClear}
      >
        {props.clearLabel}
      </Button>
    </form>
  );
}

/** The From and To days of a filter; a start after the end shows the error under From. */
export function DateRangeFields({
  fromLabel,
  toLabel,
  draft,
}: {
  fromLabel: string;
  toLabel: string;
  draft: ReturnType<typeof useDateRangeFilter>;
}) {
  const { range, rangeWrong, setDate } = draft;
  return (
    <>
      <TextInput
        type="date"
        label={fromLabel}
        value={range.from}
        max={range.to || undefined}
        error={rangeWrong ? MESSAGES.dateFromAfterTo : undefined}
        onChange={(event) => setDate('from', event.currentTarget.value)}
      />
      <TextInput
        type="date"
        label={toLabel}
        value={range.to}
        min={range.from || undefined}
        onChange={(event) => setDate('to', event.currentTarget.value)}
      />
    </>
  );
}
