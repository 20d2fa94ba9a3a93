// One keep-alive HTTP/1.1 connection for login-bench.ts that writes each request as one string and
// reads the answer by its Content-Length: a load generator on the same 2 cores as the server takes
// CPU from what it measures, and node:http's client costs about 0.6 ms a request there (issue 12).
// Only what the portal's API answers: a status line, headers with Content-Length, a body. Anything
// else (chunked, a closed connection) fails the request loudly with status 0.
import net from 'node:net';

export interface LeanRequest {
  url: URL;
  method?: string;
  headers?: Record<string, string>;
  body?: unknown;
}

export interface LeanAnswer {
  /** The answer's status, or 0 when the request failed. */
  status: number;
  body: string;
}

const HEADERS_END = Buffer.from('\r\n\r\n');

/** The request as the bytes a client sends (Content-Length and Host added). */
export function requestText({ url, method = 'GET', headers = {}, body }: LeanRequest): string {
  const payload = body === undefined ? '' : JSON.stringify(body);
  const lines = [`${method} ${url.pathname}${url.search} HTTP/1.1`, `host: ${url.host}`];
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
  if (body !== undefined) {
    lines.push('content-type: application/json', `content-length: ${Buffer.byteLength(payload)}`);
  }
  return `${lines.join('\r\n')}\r\n\r\n${payload}`;
}

export class LeanConnection {
  private socket: net.Socket | undefined;
  private buffer: Buffer = Buffer.alloc(0);
  private pending: ((answer: LeanAnswer) => void) | undefined;

  constructor(private readonly url: URL) {}

  /**
   * Sends one request and waits for its answer (one at a time per connection). Never throws. After
   * `timeoutMs` without the whole answer, the connection is closed and the answer is status 0, 'timeout'.
   */
  send(text: string, timeoutMs?: number): Promise<LeanAnswer> {
    return new Promise((resolve) => {
      if (!timeoutMs) {
        this.pending = resolve;
      } else {
        const timer = setTimeout(() => this.close('timeout'), timeoutMs);
        this.pending = (answer) => {
          clearTimeout(timer);
          resolve(answer);
        };
      }
      this.open().write(text);
    });
  }

  /** Whether a socket is open (or opening); the next send opens one otherwise. */
  get isOpen(): boolean {
    return this.socket !== undefined;
  }

  /** Closes the connection; a request waiting for its answer gets status 0 with `why`. */
  close(why = 'closed by the client'): void {
    this.socket?.destroy();
    this.socket = undefined;
    this.buffer = Buffer.alloc(0);
    this.settle({ status: 0, body: why });
  }

  private open(): net.Socket {
    if (this.socket) return this.socket;
    const socket = net.connect(Number(this.url.port), this.url.hostname);
    socket.setNoDelay(true);
    socket.on('data', (chunk: Buffer) => {
      this.buffer = this.buffer.length === 0 ? chunk : Buffer.concat([this.buffer, chunk]);
      this.parse();
    });
    // The body of a failed request names why: the error's code (ECONNRESET, ECONNREFUSED, …) or a close.
    const fail = (why: string) => {
      // A socket close() ended has settled its request already; the next one may be on a new socket.
      if (this.socket !== socket) return;
      this.socket = undefined;
      this.buffer = Buffer.alloc(0);
      this.settle({ status: 0, body: why });
    };
    socket.on('error', (error: NodeJS.ErrnoException) => fail(error.code ?? error.message));
    socket.on('close', () => fail('the connection closed'));
    this.socket = socket;
    return socket;
  }

  private parse(): void {
    const end = this.buffer.indexOf(HEADERS_END);
    if (end < 0) return;
    const head = this.buffer.toString('latin1', 0, end);
    const status = Number(head.slice(9, 12));
    const length = /\r\ncontent-length: *(\d+)/i.exec(head);
    if (!length) {
      this.close(`an answer without Content-Length: ${head.split('\r\n')[0]}`);
      return;
    }
    const bodyEnd = end + HEADERS_END.length + Number(length[1]);
    if (this.buffer.length < bodyEnd) return;
    const body = this.buffer.toString('utf8', end + HEADERS_END.length, bodyEnd);
    this.buffer = this.buffer.subarray(bodyEnd);
    this.settle({ status, body });
  }

  private settle(answer: LeanAnswer): void {
    const resolve = this.pending;
    this.pending = undefined;
    resolve?.(answer);
  }
}
