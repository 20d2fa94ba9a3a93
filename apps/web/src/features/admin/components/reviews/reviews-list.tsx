import { Table, Text } from '@mantine/core';
import {
  type AdminReview,
  MESSAGES,
  scheduleReviewLabel,
  signOffReviewLabel,
  REVIEW_ADMIN_MESSAGES as TEXT,
  viewReviewLabel,
} from '@ojt/domain';
import { IconCalendarEvent, IconChecklist } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { formatDate, formatDateTime } from '../../../../components/date-text';
import { RecordButton } from '../../../../components/record-button';
import classes from '../admin-list.module.css';
import { ListEmpty, ListError, ListSkeleton } from '../list-states';
import { ReviewStatusBadge, RiskBadge } from './review-badges';

export const REVIEW_COLUMNS = [
  TEXT.learnerColumn,
  TEXT.employerColumn,
  TEXT.dueColumn,
  TEXT.meetingColumn,
  TEXT.partsColumn,
  TEXT.riskColumn,
  TEXT.statusColumn,
  TEXT.actionsColumn,
] as const;

interface RowProps {
  review: AdminReview;
  onSchedule: () => void;
  onSignOff: () => void;
}

function ReviewRow({ review, onSchedule, onSignOff }: RowProps) {
  const [learner, employer, due, meeting, parts, risk, status, actions] = REVIEW_COLUMNS;
  const open = review.status !== 'done';
  return (
    <Table.Tr>
      <Table.Th scope="row" className={classes.lead} data-label={learner}>
        <Text fw={600} size="sm">
          {review.learnerName}
        </Text>
        <Text size="xs" c="dimmed">
          {`Review ${review.seq}`}
        </Text>
      </Table.Th>
      <Table.Td data-label={employer}>
        <div className={classes.secondary}>{review.employerName}</div>
      </Table.Td>
      <Table.Td data-label={due} className={classes.nowrap}>
        {formatDate(review.dueDate)}
      </Table.Td>
      <Table.Td data-label={meeting}>
        {review.scheduledAt ? (
          <>
            <div className={classes.nowrap}>{formatDateTime(review.scheduledAt)}</div>
            <div className={classes.secondary}>{review.where}</div>
          </>
        ) : (
          TEXT.notScheduled
        )}
      </Table.Td>
      <Table.Td data-label={parts}>
        <div>{review.learnerDone ? TEXT.learnerPartIn : TEXT.learnerPartMissing}</div>
        <div>{review.employerDone ? TEXT.supervisorPartIn : TEXT.supervisorPartMissing}</div>
      </Table.Td>
      <Table.Td data-label={risk}>
        <RiskBadge risk={review.risk} />
      </Table.Td>
      <Table.Td data-label={status}>
        <ReviewStatusBadge status={review.status} />
      </Table.Td>
      <Table.Td data-label={actions}>
        <div className={classes.actions}>
          {open ? (
            <RecordButton icon={IconCalendarEvent} label={scheduleReviewLabel(review)} onClick={onSchedule}>
              {MESSAGES.reviewSchedule}
            </RecordButton>
          ) : null}
          <RecordButton
            icon={IconChecklist}
            label={open ? signOffReviewLabel(review) : viewReviewLabel(review)}
            onClick={onSignOff}
          >
            {open ? MESSAGES.reviewSignOff : TEXT.viewAction}
          </RecordButton>
        </div>
      </Table.Td>
    </Table.Tr>
  );
}

export interface ReviewsListProps {
  query: UseQueryResult<AdminReview[]>;
  onSchedule: (review: AdminReview) => void;
  onSignOff: (review: AdminReview) => void;
}

/** The reviews as a table on wide screens and as cards on phones (admin-list.module.css). */
export function ReviewsList({ query, onSchedule, onSignOff }: ReviewsListProps) {
  if (query.isPending) return <ListSkeleton label={TEXT.loadingReviews} />;
  if (query.isError)
    return <ListError message={MESSAGES.failedLoadReviews} onRetry={() => void query.refetch()} />;
  if (query.data.length === 0) return <ListEmpty message={MESSAGES.noReviewsFound} />;
  return (
    <Table.ScrollContainer minWidth={980} type="native" className={classes.scroll}>
      <Table
        className={`${classes.table} ${query.isPlaceholderData ? classes.stale : ''}`}
        aria-busy={query.isPlaceholderData || undefined}
        verticalSpacing="sm"
        withTableBorder
      >
        <caption className={classes.caption}>{TEXT.reviewsHeading}</caption>
        <Table.Thead>
          <Table.Tr>
            {REVIEW_COLUMNS.map((column) => (
              <Table.Th key={column} scope="col">
                {column}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {query.data.map((review) => (
            <ReviewRow
              key={review.reviewId}
              review={review}
              onSchedule={() => onSchedule(review)}
              onSignOff={() => onSignOff(review)}
            />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
