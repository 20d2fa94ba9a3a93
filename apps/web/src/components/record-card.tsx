import { Card, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './record-card.module.css';

export interface RecordCardProps {
  /** The id of the card's heading: the card is an article named by it. */
  titleId: string;
  title: ReactNode;
  /** The dimmed line under the title (e.g. the sector, the position applied for). */
  subtitle: ReactNode;
  /** The status badges, beside the title (under it on phones). */
  badges: ReactNode;
  children: ReactNode;
}

/** One record of a dashboard's list as a card: its heading, subtitle and badges, then its body. */
export function RecordCard({ titleId, title, subtitle, badges, children }: RecordCardProps) {
  return (
    <Card
      component="article"
      withBorder
      radius="md"
      padding="lg"
      aria-labelledby={titleId}
      className={classes.card}
    >
      <Stack gap="sm">
        <div className={classes.head}>
          <div>
            <Title order={3} size="h4" id={titleId} className={classes.title}>
              {title}
            </Title>
            <Text size="sm" c="dimmed">
              {subtitle}
            </Text>
          </div>
          {badges}
        </div>
        {children}
      </Stack>
    </Card>
  );
}

/** The row of a card's buttons, as many on a line as fit. */
export function CardActions({ children }: { children: ReactNode }) {
  return <div className={classes.actions}>{children}</div>;
}
