import { Button, Group, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import bars from '../../../components/bars.module.css';
import { aboutCount, pageCount, showingText } from '../utils/format';
import classes from './admin-list.module.css';

export interface ListPaginationProps {
  /** 'Employers' or 'Learners': names the navigation landmark. */
  label: string;
  page: number;
  pageSize: number;
  total: number;
  /** False when `total` is the server's estimate (issue 31): shown as "about n", with Count exactly. */
  totalExact?: boolean | undefined;
  /**
   * True when more than the server's exact-count limit match but its estimate was lower: `total` is
   * the limit + 1, shown as "more than 10,000" (never "about 10,000").
   */
  totalIsLowerBound?: boolean | undefined;
  /**
   * The cursors of the pages either side, for a list paged by cursor (null at either end); undefined
   * for a list paged by number only.
   */
  nextCursor?: string | null | undefined;
  previousCursor?: string | null | undefined;
  /** Another page: its number, and its cursor when the list pages by cursor. */
  onPageChange: (page: number, cursor?: string | null) => void;
  /** Asks for the exact total (offered while the total is an estimate). */
  onCountExactly?: (() => void) | undefined;
  /** A page is loading: the buttons wait. */
  busy?: boolean;
}

/**
 * 'Showing x–y of n', 'Page n of m', Previous and Next (spec 1 §2). A list of a million rows pages
 * by cursor and may show its total as an estimate: 'of about 1,000,000' (or 'of more than 10,000'
 * when the server knows only a lower bound), with Count exactly.
 */
export function ListPagination(props: ListPaginationProps) {
  const { label, page, pageSize, total, onPageChange, busy } = props;
  const estimated = props.totalExact === false;
  const lowerBound = estimated && props.totalIsLowerBound === true;
  const pages = pageCount(total, pageSize);
  const byCursor = props.nextCursor !== undefined;
  const lastPage = byCursor ? props.nextCursor === null : page >= pages;
  return (
    <nav className={`${bars.bar} ${classes.pagination}`} aria-label={`${label} pages`}>
      <Group gap="xs" wrap="wrap">
        <Text size="sm" c="dimmed" aria-live="polite">
          {estimated
            ? estimatedShowingText(page, pageSize, total, lowerBound)
            : showingText(page, pageSize, total)}
        </Text>
        {estimated && props.onCountExactly ? (
          <Button variant="subtle" size="compact-sm" onClick={props.onCountExactly} disabled={busy}>
            Count exactly
          </Button>
        ) : null}
      </Group>
      <Group gap="xs" wrap="nowrap">
        <Button
          variant="default"
          size="sm"
          classNames={{ section: classes.pagerChevron }}
          leftSection={<IconChevronLeft size={16} aria-hidden />}
          disabled={page <= 1 || busy}
          onClick={() => onPageChange(page - 1, props.previousCursor)}
        >
          Previous
        </Button>
        <Text size="sm" className={classes.pageOf}>
          {estimated
            ? `Page ${page} of ${estimatedPages(total, pageSize, lowerBound)}`
            : `Page ${page} of ${pages}`}
        </Text>
        <Button
          variant="default"
          size="sm"
          classNames={{ section: classes.pagerChevron }}
          rightSection={<IconChevronRight size={16} aria-hidden />}
          disabled={lastPage || busy}
          onClick={() => onPageChange(page + 1, props.nextCursor)}
        >
          Next
        </Button>
      </Group>
    </nav>
  );
}

/**
 * 'about 1,000,000' for the server's estimate; 'more than 10,000' for its lower bound (`total` is then
 * the limit + 1: more than `total - 1` match).
 */
function estimatedTotal(total: number, lowerBound: boolean): string {
  return lowerBound ? `more than ${aboutCount(total - 1)}` : `about ${aboutCount(total)}`;
}

/** 'about 100,000' pages, or 'more than 1,000' when the total is a lower bound. */
function estimatedPages(total: number, pageSize: number, lowerBound: boolean): string {
  if (!lowerBound) return `about ${aboutCount(pageCount(total, pageSize))}`;
  return `more than ${aboutCount(Math.floor((total - 1) / pageSize))}`;
}

/** 'Showing 11–20 of about 1,000,000' (or 'of more than 10,000'): a large total the server estimated. */
function estimatedShowingText(page: number, pageSize: number, total: number, lowerBound: boolean): string {
  const first = (page - 1) * pageSize + 1;
  return `Showing ${first}–${page * pageSize} of ${estimatedTotal(total, lowerBound)}`;
}
