// The rules live in the domain, so the buttons offer exactly what the server allows; these are
// the names the application components use.
export {
  canScheduleInterview,
  canSetOutcome,
  hasInterviewDate as hasInterview,
  isPlacementWithdrawn as isWithdrawn,
} from '@ojt/domain';
