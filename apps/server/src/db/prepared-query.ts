import type { Compilable, CompiledQuery, Kysely } from 'kysely';
import type { Database } from './schema.ts';

// SQL text of each prepared query → its statement name; read by the pool (database.ts).
const statementNames = new Map<string, string>();

/** The statement name `sql` runs under when a `preparedQuery` made it; otherwise undefined. */
export function statementName(sql: string): string | undefined {
  return statementNames.get(sql);
}

function register(name: string, sql: string): void {
  for (const [text, taken] of statementNames) {
    if (taken === name && text !== sql) throw new Error(`Two prepared queries are named ${name}`);
  }
  statementNames.set(sql, name);
}

interface Prepared {
  compiled: CompiledQuery;
  /** For each parameter of the compiled query: the index of the argument it takes, or -1 for a constant. */
  slots: number[];
}

function prepare<A extends unknown[]>(name: string, db: Kysely<Database>, build: Builder<A, unknown>) {
  const standIns = Array.from({ length: build.length - 1 }, (_, i) => `\u0000${name}:${i}\u0000`);
  const compiled = build(db, ...(standIns as A)).compile();
  const slots = compiled.parameters.map((value) => standIns.indexOf(value as string));
  standIns.forEach((_, i) => {
    if (!slots.includes(i))
      throw new Error(`Prepared query ${name}: argument ${i} is not a value of the query`);
  });
  register(name, compiled.sql);
  return { compiled, slots };
}

type Builder<A extends unknown[], O> = (db: Kysely<Database>, ...args: A) => Compilable<O>;

/**
 * A query built once with Kysely, then run with new values as a named prepared statement:
 * PostgreSQL parses and plans it once per connection, and Node does not compile it again. For the
 * few small queries (nearly) every request makes, where both costs outweigh running it. `build`
 * runs once, with stand-ins: its arguments may only be values of the query (compared, inserted),
 * never decide its shape, and none may have a default.
 */
export function preparedQuery<A extends unknown[], O>(name: string, build: Builder<A, O>) {
  let prepared: Prepared | undefined;
  return async (db: Kysely<Database>, ...args: A): Promise<O[]> => {
    // Every database here speaks PostgreSQL: one compilation serves them all.
    prepared ??= prepare(name, db, build as Builder<A, unknown>);
    const { compiled, slots } = prepared;
    const parameters = slots.map((slot, i) => (slot < 0 ? compiled.parameters[i] : args[slot]));
    const result = await db.executeQuery<O>({ ...compiled, parameters } as CompiledQuery<O>);
    return result.rows;
  };
}
