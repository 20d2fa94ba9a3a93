import { Badge } from '@mantine/core';
import { jobPositionStatusLabel } from '@ojt/domain';

// Each colour pair passes WCAG AA for the badge's small bold text; the word says it without colour.
const STATUS_LOOK = {
  Active: { color: 'teal.9', c: 'white' },
  Inactive: { color: 'gray.7', c: 'white' },
  Draft: { color: 'yellow.4', c: 'dark.9' },
} as const;

/** Active / Inactive / Draft (spec 2 §4). */
export function PositionStatusBadge({ status }: { status: number }) {
  const label = jobPositionStatusLabel(status);
  const look = STATUS_LOOK[label];
  return (
    <Badge variant="filled" color={look.color} c={look.c} tt="none" size="md">
      {label}
    </Badge>
  );
}

/** Published or Not published. */
export function PublishedBadge({ published }: { published: boolean }) {
  return published ? (
    <Badge variant="filled" color="blue.8" c="white" tt="none" size="md">
      Published
    </Badge>
  ) : (
    <Badge variant="outline" color="gray.7" c="dark.6" tt="none" size="md">
      Not published
    </Badge>
  );
}
