import { Container, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './page-hero.module.css';

interface PageHeroProps {
  title: string;
  lead?: ReactNode;
  /** Shown above the title, e.g. a Back button. */
  before?: ReactNode;
  /** Match the page body's container width so the left edges line up. */
  size?: 'md' | 'lg';
}

/** The title band of an inner public page; holds the page's only <h1>. */
export function PageHero({ title, lead, before, size = 'lg' }: PageHeroProps) {
  return (
    <div className={classes.hero}>
      <Container size={size} className={classes.inner}>
        {before && <div className={classes.before}>{before}</div>}
        <Title order={1} className={classes.title}>
          {title}
        </Title>
        {lead && <p className={classes.lead}>{lead}</p>}
      </Container>
    </div>
  );
}
