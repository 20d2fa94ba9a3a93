import { Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * The title that names a card's section by its `id`: a heading where the section is one (the
 * learner's cards), else bold text (the employer's cards).
 */
export function SectionTitle({
  id,
  heading,
  children,
}: {
  id: string;
  heading: boolean;
  children: ReactNode;
}) {
  return heading ? (
    <Title order={4} size="h6" id={id}>
      {children}
    </Title>
  ) : (
    <Text id={id} size="sm" fw={700}>
      {children}
    </Text>
  );
}
