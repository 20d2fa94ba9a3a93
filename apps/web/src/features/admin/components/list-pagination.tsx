import { Button, Group, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import bars from '../../../components/bars.module.css';
import { pageCount, showingText } from '../utils/format';
import classes from './admin-list.module.css';

export interface ListPaginationProps {
  /** 'Employers' or 'Learners': names the navigation landmark. */
  label: string;
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  /** A page is loading: the buttons wait. */
  busy?: boolean;
}

/** 'Showing x–y of n', 'Page n of m', Previous and Next (spec 1 §2). */
export function ListPagination({ label, page, pageSize, total, onPageChange, busy }: ListPaginationProps) {
  const pages = pageCount(total, pageSize);
  return (
    <nav className={`${bars.bar} ${classes.pagination}`} aria-label={`${label} pages`}>
      <Text size="sm" c="dimmed" aria-live="polite">
        {showingText(page, pageSize, total)}
      </Text>
      <Group gap="xs" wrap="nowrap">
        <Button
          variant="default"
          size="sm"
          classNames={{ section: classes.pagerChevron }}
          leftSection={<IconChevronLeft size={16} aria-hidden />}
          disabled={page <= 1 || busy}
          onClick={() => onPageChange(page - 1)}
        >
          Previous
        </Button>
        <Text size="sm" className={classes.pageOf}>
          Page {page} of {pages}
        </Text>
        <Button
          variant="default"
          size="sm"
          classNames={{ section: classes.pagerChevron }}
          rightSection={<IconChevronRight size={16} aria-hidden />}
          disabled={page >= pages || busy}
          onClick={() => onPageChange(page + 1)}
        >
          Next
        </Button>
      </Group>
    </nav>
  );
}
