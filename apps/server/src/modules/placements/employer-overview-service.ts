import type { EmployerOverview } from '@ojt/domain';
import type { Deps } from '../../deps.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { countEmployerPositions } from '../openings/opening-service.ts';
import { toPlacementItems } from './employer-application-service.ts';
import { countEmployerPlacements, listPlacements } from './placement-repository.ts';

/** How many of the newest applications the overview lists. */
const RECENT = 5;

/** The overview counters (Selected = Selected or Placed) and the 5 newest applications. */
export async function employerOverview({ db, clock }: Deps, auth: AuthUser): Promise<EmployerOverview> {
  const filter = { employerUserId: auth.id };
  const [jobs, applications, recent] = await Promise.all([
    countEmployerPositions(db, auth.id, clock.now()),
    countEmployerPlacements(db, auth.id),
    listPlacements(db, filter, { limit: RECENT, offset: 0 }),
  ]);
  return {
    totalJobs: jobs.total,
    publishedJobs: jobs.published,
    totalApplications: applications.total,
    selectedCandidates: applications.selected,
    recentApplications: await toPlacementItems(db, recent),
  };
}
