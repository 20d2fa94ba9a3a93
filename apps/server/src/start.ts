import { availableParallelism } from 'node:os';

// Password hashing (argon2id) runs on libuv's thread pool, which file and DNS work share. The pool is
// sized before anything uses it: one thread per core for hashing (lib/passwords.ts never runs more at
// once) plus two, so static files and the embedded database's I/O never queue behind a sign-in storm.
process.env.UV_THREADPOOL_SIZE ??= String(availableParallelism() + 2);

// Imported only now: a static import would run the server's modules before the line above.
await import('./server.ts');
