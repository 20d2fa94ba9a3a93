import { realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import lockfile from 'proper-lockfile';

// PGlite is single-process: a second process opening the same folder corrupts it. The holder
// refreshes its lock's mtime every UPDATE_MS; a lock not refreshed for STALE_MS belongs to a
// process that died without releasing it (SIGKILL, power cut) and is taken over. STALE_MS is
// several times the longest stall seen while the holder's event loop cannot refresh (a fresh
// PGlite open blocks it ~3 s on 2 cores), and short enough for a restart after a kill to wait it out.
const STALE_MS = 15_000;
const UPDATE_MS = 2_000;
const POLL_MS = 1_000;

/** Another live process holds the embedded database folder. Its message is the operator's one line. */
export class DatabaseInUseError extends Error {
  constructor(readonly dir: string) {
    super(
      `The embedded database in ${dir} is in use by another OJT Portal process. Stop it first, or set DATA_DIR to another folder.`,
    );
    this.name = 'DatabaseInUseError';
  }
}

export interface FolderLockOptions {
  /** Told when the lock is lost while held (its folder removed or taken); default: one line and exit 1. */
  onLost?: (error: Error) => void;
}

/** Releases the lock. */
export type ReleaseLock = () => Promise<void>;

/**
 * Takes the lock on an embedded database folder (a `<dir>.lock` folder beside it), held until the
 * answered function is called. Throws DatabaseInUseError as soon as the holder is seen alive (it
 * refreshed its lock); waits out a lock nobody refreshes (its holder died) and takes it.
 */
export async function lockDatabaseFolder(dir: string, options: FolderLockOptions = {}): Promise<ReleaseLock> {
  const folder = canonical(dir);
  const lockfilePath = `${folder}.lock`;
  const onCompromised = options.onLost ?? ((error: Error) => stopOnLostLock(dir, error));
  const deadline = Date.now() + STALE_MS + 2 * POLL_MS;
  let seen: number | undefined;
  for (;;) {
    try {
      return await lockfile.lock(folder, {
        stale: STALE_MS,
        update: UPDATE_MS,
        realpath: false,
        lockfilePath,
        onCompromised,
      });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ELOCKED') throw error;
    }
    const refreshed = lockRefreshedAt(lockfilePath);
    if ((seen !== undefined && refreshed !== undefined && refreshed !== seen) || Date.now() > deadline) {
      throw new DatabaseInUseError(dir);
    }
    seen = refreshed ?? seen;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** The folder's path with symlinks in its parent resolved, so two spellings of one folder share a lock. */
function canonical(dir: string): string {
  const absolute = path.resolve(dir);
  return path.join(realpathSync(path.dirname(absolute)), path.basename(absolute));
}

function lockRefreshedAt(lockfilePath: string): number | undefined {
  try {
    return statSync(lockfilePath).mtimeMs;
  } catch {
    return undefined; // released meanwhile: the next attempt takes it
  }
}

// Another process now writes to the folder (our lock was removed or went stale and was taken):
// writing on would corrupt it, so this process stops.
function stopOnLostLock(dir: string, error: Error): void {
  console.error(
    `The lock on the embedded database in ${dir} was lost (${error.message}); stopping so that one process alone writes to it.`,
  );
  process.exit(1);
}
