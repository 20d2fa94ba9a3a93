import { NativeSelect, Text, Title } from '@mantine/core';
import { type AdminReview, REVIEW_ADMIN_MESSAGES as TEXT } from '@ojt/domain';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useOfficers } from '../../api/get-officers';
import { type ReviewListParams, useAdminReviews } from '../../api/reviews';
import { FilterBar } from '../admin-list';
import { officerRoleLabel } from '../placements/placement-labels';
import classes from '../placements/placements.module.css';
import { ReviewsList } from './reviews-list';
import { ScheduleReviewDialog } from './schedule-review-dialog';
import { SignOffReviewDialog } from './sign-off-review-dialog';

/** The most reviews one list answers (the server's limit). */
const LIST_LIMIT = 500;

const STATUS_OPTIONS = [
  { value: '', label: TEXT.allStatuses },
  { value: 'due', label: TEXT.statusDueOption },
  { value: 'overdue', label: TEXT.statusOverdueOption },
  { value: 'done', label: TEXT.statusDoneOption },
];

const NO_FILTERS: ReviewListParams = { officer: '', status: '' };

/** The officers to filter by (the office's list), each with their role. */
function useOfficerOptions() {
  const officers = useOfficers();
  return useMemo(
    () => [
      { value: '', label: TEXT.allOfficers },
      ...(officers.data ?? []).map((o) => ({
        value: String(o.id),
        label: `${o.name} (${officerRoleLabel(o.role)})`,
      })),
    ],
    [officers.data],
  );
}

/** The address's parameter a link from the overview sets the status filter with. */
export const REVIEW_STATUS_PARAM = 'reviewStatus';

/**
 * The view's filters. A link from the overview (`?tab=placements&view=reviews&reviewStatus=overdue`)
 * sets the status first, then the address drops it: from there the view's own selects own it.
 */
function useReviewFilters() {
  const [params, setParams] = useSearchParams();
  const linked = params.get(REVIEW_STATUS_PARAM);
  const state = useState<ReviewListParams>(() => ({
    ...NO_FILTERS,
    status: STATUS_OPTIONS.some((o) => o.value === linked) ? (linked ?? '') : '',
  }));
  useEffect(() => {
    if (linked === null) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(REVIEW_STATUS_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [linked, setParams]);
  return state;
}

/**
 * The office's Reviews view (issue 29): the progress reviews of Placed placements, oldest due first,
 * by officer and status; each one scheduled, and signed off once both parties' parts are in.
 */
export function ReviewsPanel() {
  const [filters, setFilters] = useReviewFilters();
  const query = useAdminReviews(filters);
  const officers = useOfficerOptions();
  const [scheduling, setScheduling] = useState<AdminReview | null>(null);
  const [signing, setSigning] = useState<AdminReview | null>(null);
  const change = (field: keyof ReviewListParams) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    setFilters((current) => ({ ...current, [field]: value }));
  };

  return (
    <section aria-labelledby="reviews-heading">
      <div className={classes.header}>
        <Title order={2} size="h3" id="reviews-heading">
          {TEXT.reviewsHeading}
        </Title>
      </div>
      <Text size="sm" mb="sm">
        {TEXT.reviewsIntro}
      </Text>
      <FilterBar
        label={TEXT.findReviews}
        onSubmit={() => undefined}
        clearLabel={TEXT.clearFilters}
        clearDisabled={!filters.officer && !filters.status}
        onClear={() => setFilters(NO_FILTERS)}
      >
        <NativeSelect
          label={TEXT.officerLabel}
          data={officers}
          value={filters.officer}
          onChange={change('officer')}
        />
        <NativeSelect
          label={TEXT.statusLabel}
          data={STATUS_OPTIONS}
          value={filters.status}
          onChange={change('status')}
        />
      </FilterBar>
      <ReviewsList query={query} onSchedule={setScheduling} onSignOff={setSigning} />
      {query.data && query.data.length >= LIST_LIMIT ? (
        <Text size="sm" mt="sm">
          {TEXT.listLimitNote}
        </Text>
      ) : null}
      <ScheduleReviewDialog review={scheduling} onClose={() => setScheduling(null)} />
      <SignOffReviewDialog review={signing} onClose={() => setSigning(null)} />
    </section>
  );
}
