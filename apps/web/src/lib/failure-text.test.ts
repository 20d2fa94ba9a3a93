import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, offline } from '../test/fetch-mock';
import { ApiError, apiRequest } from './api-client';
import { type FailureTable, failureText, serverTextOr } from './failure-text';

const TABLE: FailureTable = {
  NETWORK: 'No connection.',
  SESSION_EXPIRED: null,
  INVALID_CREDENTIALS: 'Wrong admin password.',
  otherwise: serverTextOr('It failed.'),
};

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => vi.unstubAllGlobals());

/** What the call's table shows for the failure of a call the server answers with `answer`. */
async function textFor(answer: Response | Error): Promise<string | null> {
  if (answer instanceof Error) fetchMock.mockRejectedValueOnce(answer);
  else fetchMock.mockResolvedValueOnce(answer);
  const error = await apiRequest('POST', '/Login/login', { auth: false }).catch((e: unknown) => e);
  return failureText(error, TABLE);
}

describe('failureText', () => {
  it("shows the table's text for a code it names, whatever the server said", async () => {
    const answer = json(401, { success: false, code: 'INVALID_CREDENTIALS', error: 'Invalid username' });
    expect(await textFor(answer)).toBe('Wrong admin password.');
    expect(await textFor(offline())).toBe('No connection.');
  });

  it("shows a 4xx answer's own text for a code the table does not name", async () => {
    expect(await textFor(json(409, { success: false, code: 'CONFLICT', error: 'Already decided.' }))).toBe(
      'Already decided.',
    );
    expect(await textFor(json(429, { success: false, code: 'SOMETHING_NEW', error: 'Slow down.' }))).toBe(
      'Slow down.',
    );
  });

  it('falls back for a 5xx, a 4xx without text and a failure that is not an API answer', async () => {
    expect(await textFor(json(500, { success: false, code: 'INTERNAL', error: 'stack trace' }))).toBe(
      'It failed.',
    );
    expect(await textFor(json(400))).toBe('It failed.');
    expect(failureText(new TypeError('bug'), TABLE)).toBe('It failed.');
  });

  it('says nothing where the table says null (an expired session the app shell reports)', () => {
    expect(failureText(new ApiError(401, 'SESSION_EXPIRED', 'Your session has expired.'), TABLE)).toBeNull();
  });
});
