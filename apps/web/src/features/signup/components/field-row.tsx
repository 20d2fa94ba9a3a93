import { SimpleGrid } from '@mantine/core';
import type { ReactNode } from 'react';

/** Fields side by side on wider screens, stacked on phones. */
export function FieldRow({ children }: { children: ReactNode }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
      {children}
    </SimpleGrid>
  );
}
