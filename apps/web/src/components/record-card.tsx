import { Card, type MantineSpacing, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './record-card.module.css';

export interface RecordCardProps {
  /** The id of the card's heading: the card is an article named by it. */
  titleId: string;
  title: ReactNode;
  /** The dimmed line under the title (e.g. the sector, the position applied for). */
  subtitle?: ReactNode;
  /** Lines under the title that the card sets itself (e.g. the employer and the sector, with icons). */
  byline?: ReactNode;
  /** The status badges, beside the title (under it on phones). */
  badges?: ReactNode;
  /**
   * A card in a grid of cards: it fills its cell's height and its `CardActions` sit at the bottom
   * (one button a row on phones), so cards side by side line up.
   */
  fill?: boolean;
  /** The space between the card's parts. */
  gap?: MantineSpacing;
  children: ReactNode;
}

/** One record of a dashboard's list as a card: its heading, subtitle and badges, then its body. */
export function RecordCard(props: RecordCardProps) {
  const { titleId, title, subtitle, byline, badges, fill = false, gap = 'sm', children } = props;
  return (
    <Card
      component="article"
      withBorder
      radius="md"
      padding="lg"
      aria-labelledby={titleId}
      className={classes.card}
      data-fill={fill || undefined}
    >
      <Stack gap={gap} className={classes.body}>
        <div className={classes.head}>
          <div>
            <Title order={3} size="h4" id={titleId} className={classes.title}>
              {title}
            </Title>
            {subtitle == null ? null : (
              <Text size="sm" c="dimmed">
                {subtitle}
              </Text>
            )}
            {byline}
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
