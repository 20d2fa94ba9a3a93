import { Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import cardClasses from '../../../../components/stat-card.module.css';
import classes from './linked-stat-card.module.css';

export interface LinkedStatCardProps {
  /** What is counted; the card's accessible name, and the link's text when `to` is set. */
  label: string;
  value: string;
  /** Where the card leads (a tab with its filter set); the whole card is the target. */
  to?: string;
  /** The line under the number; its own links stay clickable above the card's. */
  detail?: ReactNode;
}

/**
 * An overview count that opens the list behind it (issue 16). The label is the link, stretched over
 * the card, so a reader hears one short link name and a finger can tap anywhere on the card.
 */
export function LinkedStatCard({ label, value, to, detail }: LinkedStatCardProps) {
  return (
    <Paper
      component="article"
      withBorder
      radius="md"
      p="md"
      className={`${cardClasses.card} ${classes.card}`}
      aria-label={label}
    >
      <Text size="sm" fw={600} c="dimmed">
        {to ? (
          <Link to={to} className={classes.stretched}>
            {label}
          </Link>
        ) : (
          label
        )}
      </Text>
      <Text className={cardClasses.value}>{value}</Text>
      {detail ? (
        <Text size="sm" c="dimmed" className={classes.detail}>
          {detail}
        </Text>
      ) : null}
    </Paper>
  );
}
