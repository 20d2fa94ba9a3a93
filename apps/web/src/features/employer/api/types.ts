// The answers' types, derived from the domain's schemas (the server serialises with the same ones).
export type {
  EmployerOverview,
  JobOpening,
  JobPositionItem as JobPosition,
  OpenJobItem,
  PlacementItem as Application,
} from '@ojt/domain';
