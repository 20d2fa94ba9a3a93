import { notifications } from '@mantine/notifications';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../test/render-app';
import { NOTIFICATIONS_POSITION } from './notifications-host';

vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  act(() => notifications.clean());
});

describe('NotificationsHost (issue 30: toasts never cover the header)', () => {
  it('shows toasts at the foot of the window, clear of every header', async () => {
    expect(NOTIFICATIONS_POSITION).toMatch(/^bottom-/);
    renderInApp(<header>Portal header</header>);
    act(() => {
      notifications.show({ message: 'Saved.' });
    });
    const toast = await screen.findByText('Saved.', undefined, { timeout: 10_000 });
    const root = toast.closest<HTMLElement>('.mantine-Notifications-root');
    expect(root).not.toBeNull();
    expect(root?.getAttribute('data-position')).toBe(NOTIFICATIONS_POSITION);
  });
});
