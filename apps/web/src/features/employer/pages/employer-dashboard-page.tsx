import { Container, Title } from '@mantine/core';

// Placeholder so the route renders; replaced by the employer dashboard page.
export function EmployerDashboardPage() {
  return (
    <Container size="sm" py="xl">
      <Title order={1}>Employer Dashboard</Title>
    </Container>
  );
}
