import { Paper, Text } from '@mantine/core';
import classes from './stat-card.module.css';

export interface StatCardProps {
  /** What is counted; also the card's accessible name. */
  label: string;
  value: string | number;
  /** A line under the number (e.g. '3 approved · 2 pending'). */
  detail?: string;
}

/** One count of a dashboard's overview, large, with its label above it. */
export function StatCard({ label, value, detail }: StatCardProps) {
  return (
    <Paper component="article" withBorder radius="md" p="md" className={classes.card} aria-label={label}>
      <Text size="sm" fw={600} c="dimmed">
        {label}
      </Text>
      <Text className={classes.value}>{value}</Text>
      {detail ? (
        <Text size="sm" c="dimmed">
          {detail}
        </Text>
      ) : null}
    </Paper>
  );
}
