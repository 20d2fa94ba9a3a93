import { SegmentedControl, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  CASELOAD_MESSAGES,
  PAYMENT_ADMIN_SCREEN_MESSAGES,
  REVIEW_ADMIN_MESSAGES,
  TIMESHEET_ADMIN_SCREEN_MESSAGES as TEXT,
} from '@ojt/domain';
import { useSearchParams } from 'react-router';
import { CaseloadPanel } from './caseload/caseload-panel';
import { PaymentsPanel } from './payments/payments-panel';
import { PlacementsPanel } from './placements/placements-panel';
import type { PlacementFilters } from './placements/use-placement-filters';
import classes from './placements-area.module.css';
import { ReviewsPanel } from './reviews/reviews-panel';
import { StipendSettingsPanel } from './stipend-settings/stipend-settings-panel';
import { TimesheetsPanel } from './timesheets/timesheets-panel';
import type { TimesheetFilters } from './timesheets/use-timesheet-filters';

const VIEWS = ['placements', 'reviews', 'caseload', 'timesheets', 'stipend', 'payments'] as const;
type View = (typeof VIEWS)[number];

const VIEW_OPTIONS = [
  { value: 'placements', label: TEXT.viewPlacements },
  { value: 'reviews', label: REVIEW_ADMIN_MESSAGES.viewReviews },
  { value: 'caseload', label: CASELOAD_MESSAGES.viewCaseload },
  { value: 'timesheets', label: TEXT.viewTimesheets },
  { value: 'stipend', label: TEXT.viewStipend },
  { value: 'payments', label: PAYMENT_ADMIN_SCREEN_MESSAGES.viewPayments },
];

/**
 * The Placements tab's open view, kept in the URL beside the tab (`?tab=placements&view=timesheets`;
 * none for the applications list), so reload and Back keep it. Changing views replaces the entry.
 */
function usePlacementsView() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('view');
  const view: View = VIEWS.includes(asked as View) ? (asked as View) : 'placements';
  const select = (value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === 'placements') next.delete('view');
        else next.set('view', value);
        return next;
      },
      { replace: true },
    );
  return [view, select] as const;
}

export interface PlacementsAreaProps {
  placementFilters: PlacementFilters;
  timesheetFilters: TimesheetFilters;
}

/**
 * The Placements tab (issues 10 and 27): the applications list, the progress Reviews and an officer's Caseload (issue 29), the
 * monthly Timesheets across employers, the stipend's settings (rates, absences, public holidays), and
 * the payments (issue 28: runs, claims, banks), one at a time.
 */
export function PlacementsArea({ placementFilters, timesheetFilters }: PlacementsAreaProps) {
  const [view, select] = usePlacementsView();
  // Six views do not fit side by side at 375 px: a phone stacks them.
  const phone = useMediaQuery('(max-width: 30em)');
  return (
    <Stack gap="md">
      <SegmentedControl
        className={classes.views}
        classNames={{ label: classes.viewLabel }}
        aria-label={TEXT.placementsViewLabel}
        orientation={phone ? 'vertical' : 'horizontal'}
        fullWidth
        data={VIEW_OPTIONS}
        value={view}
        onChange={select}
      />
      {view === 'reviews' ? (
        <ReviewsPanel />
      ) : view === 'caseload' ? (
        <CaseloadPanel />
      ) : view === 'timesheets' ? (
        <TimesheetsPanel filters={timesheetFilters} />
      ) : view === 'stipend' ? (
        <StipendSettingsPanel />
      ) : view === 'payments' ? (
        <PaymentsPanel />
      ) : (
        <PlacementsPanel filters={placementFilters} />
      )}
    </Stack>
  );
}
