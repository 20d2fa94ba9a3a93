import { Container, Title } from '@mantine/core';

// Placeholder so the route renders; replaced by the learner dashboard page.
export function LearnerDashboardPage() {
  return (
    <Container size="sm" py="xl">
      <Title order={1}>Learner Dashboard</Title>
    </Container>
  );
}
