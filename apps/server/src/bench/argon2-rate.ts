// The raw hashing rate login-bench.ts compares sign-ins with: argon2id verifications of a hash made
// with the portal's own parameters, `threads` at once for a fixed time, in a child process of its own
// whose libuv pool has exactly `threads` threads (no server, no HTTP, no database).
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { verify } from '@node-rs/argon2';
import { hashPassword } from '../lib/passwords.ts';

export interface RawRate {
  threads: number;
  verifications: number;
  seconds: number;
  perSecond: number;
  /** CPU milliseconds the process spent per verification in the window (all threads, user + system). */
  cpuMsPerVerification: number;
}

interface Options {
  threads: number;
  seconds: number;
}

const WARM_UP_MS = 500;

async function measure({ threads, seconds }: Options): Promise<RawRate> {
  const hashed = await hashPassword('Maracas bay shark 2417');
  const warmEnd = performance.now() + WARM_UP_MS;
  const end = warmEnd + seconds * 1000;
  let verifications = 0;
  let cpuAtWarmEnd: NodeJS.CpuUsage | undefined;
  setTimeout(() => {
    cpuAtWarmEnd = process.cpuUsage();
  }, WARM_UP_MS);
  async function loop() {
    while (performance.now() < end) {
      if (!(await verify(hashed, 'Maracas bay shark 2417'))) throw new Error('the hash did not verify');
      // Counted when it ends inside the window: the first ones started in the warm-up, so none is lost.
      if (performance.now() >= warmEnd) verifications += 1;
    }
  }
  await Promise.all(Array.from({ length: threads }, loop));
  const measured = (performance.now() - warmEnd) / 1000;
  const cpu = process.cpuUsage(cpuAtWarmEnd);
  const cpuMsPerVerification = (cpu.user + cpu.system) / 1000 / Math.max(verifications, 1);
  return {
    threads,
    verifications,
    seconds: measured,
    perSecond: verifications / measured,
    cpuMsPerVerification,
  };
}

/** Measures the raw rate in a fresh child process whose thread pool is `threads` threads. */
export function rawVerificationRate(options: Options): Promise<RawRate> {
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(import.meta.url), {
      execArgv: ['--import', 'tsx'],
      env: { ...process.env, UV_THREADPOOL_SIZE: String(options.threads) },
    });
    child.once('message', (message: RawRate | { error: string }) => {
      if ('error' in message) reject(new Error(message.error));
      else resolve(message);
    });
    child.once('error', reject);
    child.send(options);
  });
}

// Forked by rawVerificationRate: the options come in one message, the result goes back in one.
if (process.send && process.argv[1] === fileURLToPath(import.meta.url)) {
  process.once('message', (options: Options) => {
    measure(options).then(
      (result) => process.send?.(result, () => process.exit(0)),
      (error: unknown) => process.send?.({ error: String(error) }, () => process.exit(1)),
    );
  });
}
