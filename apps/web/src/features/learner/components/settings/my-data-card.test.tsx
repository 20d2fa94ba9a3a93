import { MESSAGES } from '@ojt/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../../../test/fetch-mock';
import { PAGE_LOAD, renderLearnerDashboard } from '../../../../test/render-app';
import { createFakeLearnerApi } from '../../testing/fake-learner-api';

vi.setConfig({ testTimeout: 20_000 });
beforeEach(() => {
  // jsdom has no object URLs; the download helper needs them.
  URL.createObjectURL = vi.fn(() => 'blob:my-data');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.unstubAllGlobals());

async function openCard() {
  renderLearnerDashboard('settings');
  const title = await screen.findByRole('heading', { level: 3, name: MESSAGES.myDataTitle }, PAGE_LOAD);
  return title.closest('section') as HTMLElement;
}

describe('Settings: Download my data', () => {
  it('offers the PDF summary first, to read on a phone, and the complete JSON copy after it (issue 30)', async () => {
    createFakeLearnerApi();
    const card = await openCard();
    const buttons = within(card).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual([MESSAGES.myDataPdfAction, MESSAGES.myDataJsonAction]);
    expect(buttons[0]).toHaveAccessibleDescription(MESSAGES.myDataPdfHint);
    expect(buttons[1]).toHaveAccessibleDescription(MESSAGES.myDataJsonHint);
    expect(buttons[0]).toHaveAttribute('data-variant', 'filled');
    expect(buttons[1]).toHaveAttribute('data-variant', 'default');
  });

  it('downloads the JSON copy and the PDF summary with the session token, named with the day', async () => {
    const api = createFakeLearnerApi();
    const saved: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    api.override('GET /api/Learner/MyData', () => json(200, { account: { username: 'kpersad1234' } }));
    api.override(
      'GET /api/Learner/MyData/pdf',
      () => new Response('%PDF-1.7', { status: 200, headers: { 'Content-Type': 'application/pdf' } }),
    );
    const card = await openCard();
    expect(within(card).getByText(MESSAGES.myDataIntro)).toBeInTheDocument();

    await userEvent.click(within(card).getByRole('button', { name: MESSAGES.myDataJsonAction }));
    expect(await within(card).findByText(MESSAGES.myDataDone)).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: MESSAGES.myDataPdfAction }));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(saved[0]).toMatch(/^my-ojt-data-\d{4}-\d{2}-\d{2}\.json$/);
    expect(saved[1]).toMatch(/^my-ojt-data-\d{4}-\d{2}-\d{2}\.pdf$/);
    const [jsonCall] = api.calls('GET /api/Learner/MyData');
    expect(jsonCall).toBeDefined();
    const init = (fetch as unknown as ReturnType<typeof vi.fn>).mock.calls.find(([url]) =>
      String(url).endsWith('/api/Learner/MyData'),
    )?.[1] as RequestInit;
    expect(new Headers(init.headers).get('Authorization')).toMatch(/^Bearer /);
    click.mockRestore();
  });

  it('says so when the download fails, and offers it again', async () => {
    const api = createFakeLearnerApi();
    api.override('GET /api/Learner/MyData', () =>
      json(500, { success: false, code: 'INTERNAL', error: 'boom' }),
    );
    const card = await openCard();
    await userEvent.click(within(card).getByRole('button', { name: MESSAGES.myDataJsonAction }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(MESSAGES.failedMyData);
    expect(within(card).getByRole('button', { name: MESSAGES.myDataJsonAction })).toBeEnabled();
  });
});
