import { ERROR_CODES, MESSAGES } from '@ojt/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api-client';
import { PAGE_LOAD, renderInApp } from '../test/render-app';
import { LoadError } from './load-states';

describe('LoadError (spec 2 §2)', () => {
  it("shows the load's text with 'Try again', which loads again", async () => {
    const onRetry = vi.fn();
    renderInApp(
      <LoadError
        message={MESSAGES.failedLoadJobPositions}
        error={new ApiError(500, ERROR_CODES.INTERNAL, 'x')}
        onRetry={onRetry}
      />,
    );
    expect(await screen.findByRole('alert', {}, PAGE_LOAD)).toHaveTextContent(
      MESSAGES.failedLoadJobPositions,
    );
    expect(screen.queryByRole('button', { name: MESSAGES.refreshNow })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: MESSAGES.tryAgain }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it("says the session has expired and offers 'Refresh Now' instead of 'Try again'", async () => {
    renderInApp(
      <LoadError
        message={MESSAGES.failedLoadJobPositions}
        error={new ApiError(401, ERROR_CODES.SESSION_EXPIRED, MESSAGES.sessionExpired)}
        onRetry={() => {}}
      />,
    );
    expect(await screen.findByRole('alert', {}, PAGE_LOAD)).toHaveTextContent(MESSAGES.sessionExpired);
    expect(screen.getByRole('button', { name: MESSAGES.refreshNow })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: MESSAGES.tryAgain })).not.toBeInTheDocument();
  });
});
