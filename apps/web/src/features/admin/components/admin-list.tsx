import { Table } from '@mantine/core';
import type { Page } from '@ojt/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import type { ListFilters } from '../hooks/use-list-filters';
import { pageCount } from '../utils/format';
import classes from './admin-list.module.css';
import { ListPagination } from './list-pagination';
import { ListEmpty, ListError, ListSkeleton } from './list-states';
import { ListToolbar } from './list-toolbar';

export interface AdminListProps<T> {
  /** 'employers' or 'learners'. */
  noun: string;
  /** 'Employers' or 'Learners'. */
  label: string;
  searchPlaceholder: string;
  filters: ListFilters;
  query: UseQueryResult<Page<T>>;
  columns: readonly string[];
  emptyText: string;
  errorText: string;
  /** One `<Table.Tr>` per record. */
  children: (items: T[]) => ReactNode;
}

/**
 * Search, status filter, one server page of rows, and Previous/Next: loading, error and empty states
 * included. Wide screens see a table; phones see each row as a card (admin-list.module.css).
 */
export function AdminList<T>(props: AdminListProps<T>) {
  const { filters, query, label } = props;
  const data = query.data;
  const { page, setPage } = filters;

  // A decision can empty the last page of a filtered list: step back to the new last page.
  const lastPage = data ? pageCount(data.total, data.pageSize) : 1;
  const overshot = Boolean(data && !query.isPlaceholderData && data.items.length === 0 && page > lastPage);
  useEffect(() => {
    if (overshot) setPage(lastPage);
  }, [overshot, lastPage, setPage]);

  return (
    <section aria-label={label}>
      <ListToolbar noun={props.noun} placeholder={props.searchPlaceholder} filters={filters} />
      {query.isPending ? (
        <ListSkeleton label={`Loading ${props.noun}`} />
      ) : query.isError ? (
        <ListError message={props.errorText} onRetry={() => void query.refetch()} />
      ) : !data || data.items.length === 0 ? (
        <ListEmpty message={props.emptyText} />
      ) : (
        <>
          <Table.ScrollContainer minWidth={760} type="native" className={classes.scroll}>
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
          <ListPagination
            label={label}
            page={data.page}
            pageSize={data.pageSize}
            total={data.total}
            onPageChange={setPage}
            busy={query.isPlaceholderData}
          />
        </>
      )}
    </section>
  );
}
