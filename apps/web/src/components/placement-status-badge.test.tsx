import { MantineProvider } from '@mantine/core';
import { PLACEMENT_STATUS, placementStatusLabel } from '@ojt/domain';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { theme } from '../app/theme';
import { badgeBackground, contrastRatio } from '../test/contrast';
import { PlacementStatusBadge } from './placement-status-badge';

describe('PlacementStatusBadge', () => {
  it.each(Object.values(PLACEMENT_STATUS))(
    'gives status %i white text at least 4.5:1 on its colour (WCAG AA; axe found Placed below it)',
    (status) => {
      render(
        <MantineProvider theme={theme} env="test">
          <PlacementStatusBadge status={status} />
        </MantineProvider>,
      );
      const badge = screen.getByText(placementStatusLabel(status));
      const background = badgeBackground(badge);
      expect(background, `status ${status}`).toMatch(/^#[0-9a-f]{6}$/);
      expect(contrastRatio(background ?? '', '#ffffff')).toBeGreaterThanOrEqual(4.5);
    },
  );
});
