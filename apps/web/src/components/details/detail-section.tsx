import { DataList, Stack, Title, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './detail-section.module.css';

/** One row of a details list: its label and its value ('' or null shows a dash). */
export type DetailItem = [label: string, value: ReactNode];

/** A section's title and rows, as a record's section builders return them. */
export interface DetailGroup {
  title: string;
  items: DetailItem[];
}

function NotProvided() {
  return (
    <>
      <span aria-hidden="true">—</span>
      <VisuallyHidden>Not provided</VisuallyHidden>
    </>
  );
}

export interface DetailSectionProps {
  title: string;
  items: DetailItem[];
  /** Shown instead of the list when `items` is empty (e.g. 'None provided'). */
  empty?: ReactNode;
  /** Heading level: 3 for a dialog's sections (its title is the 2), 4 for a section inside one. */
  order?: 3 | 4;
  children?: ReactNode;
}

/** A titled group of label/value pairs (a record's section in a details dialog). */
export function DetailSection({ title, items, empty, order = 3, children }: DetailSectionProps) {
  return (
    <section className={classes.section}>
      <Title order={order} size={order === 3 ? 'h5' : 'h6'} mb="xs">
        {title}
      </Title>
      {items.length === 0 && empty ? empty : null}
      {items.length > 0 ? (
        <DataList className={classes.list} labelWidth="11rem" gap={6}>
          {items.map(([label, value]) => (
            <DataList.Item key={label}>
              <DataList.ItemLabel>{label}</DataList.ItemLabel>
              <DataList.ItemValue className={classes.value}>
                {value === '' || value == null ? <NotProvided /> : value}
              </DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList>
      ) : null}
      {children}
    </section>
  );
}

/** A record's sections, one under the other. */
export function DetailSections({ sections }: { sections: DetailGroup[] }) {
  return (
    <Stack gap={0}>
      {sections.map((section) => (
        <DetailSection key={section.title} {...section} />
      ))}
    </Stack>
  );
}
