import { vi } from 'vitest';

/** A JSON answer as the server sends it. */
export function json(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** What `fetch` does when nothing answers. */
export const offline = (): Error => new TypeError('Failed to fetch');

/**
 * Replaces `fetch` (the only thing the component tests mock): each call takes the next answer; a
 * thrown Error (e.g. `offline()`) rejects; a function is called to build the answer.
 */
export function stubFetch(...answers: Array<Response | Error | (() => Promise<Response>)>) {
  const fetchMock = vi.fn<typeof fetch>();
  for (const answer of answers) {
    if (answer instanceof Error) fetchMock.mockRejectedValueOnce(answer);
    else if (typeof answer === 'function') fetchMock.mockImplementationOnce(answer);
    else fetchMock.mockResolvedValueOnce(answer);
  }
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The URL, parsed JSON body and Authorization header of call `index`. */
export function sentRequest(fetchMock: ReturnType<typeof stubFetch>, index = 0) {
  const [url, init] = fetchMock.mock.calls[index] ?? [];
  return {
    url,
    method: init?.method,
    body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    authorization: new Headers(init?.headers).get('Authorization'),
  };
}

/** A promise whose answer the test gives later, to see the busy state (or hold a request open). */
export function deferred<T = Response>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}
