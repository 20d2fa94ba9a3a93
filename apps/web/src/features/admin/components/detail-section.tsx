import { DataList, Title, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './detail-modal.module.css';

export type DetailItem = [label: string, value: ReactNode];

function NotProvided() {
  return (
    <>
      <span aria-hidden="true">—</span>
      <VisuallyHidden>Not provided</VisuallyHidden>
    </>
  );
}

/** A titled group of label/value pairs; an empty value shows a dash. */
export function DetailSection({ title, items }: { title: string; items: DetailItem[] }) {
  return (
    <section className={classes.section}>
      <Title order={3} size="h5" mb="xs">
        {title}
      </Title>
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
    </section>
  );
}
