import { APPLICATION_FIELD_LABELS as F, formatStipend, MESSAGES } from '@ojt/domain';
import { formatDate } from '../../../../components/date-text';
import { FactGrid } from '../../../../components/fact-grid';
import type { Application } from '../../api/types';

const assigned = (value: string | null) => value?.trim() || MESSAGES.notAssignedYet;

/** A Placed or Completed placement's dates, its three officers and the monthly stipend. */
export function PlacementFacts({ application: a }: { application: Application }) {
  return (
    <FactGrid
      minColumnWidth="10rem"
      items={[
        [F.datePlaced, formatDate(a.datePlaced) || '—'],
        [F.startDate, formatDate(a.startDate) || '—'],
        [F.endDate, formatDate(a.endDate) || '—'],
        [F.placementofficer, assigned(a.placementofficer)],
        [F.pmeofficer, assigned(a.pmeofficer)],
        [F.placementAssistant, assigned(a.placementAssistant)],
        [MESSAGES.monthlyStipendLabel, formatStipend(a.monthlyStipend) || MESSAGES.stipendNotSet],
      ]}
    />
  );
}
