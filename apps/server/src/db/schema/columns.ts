import type { ColumnType } from 'kysely';

/** A timestamp column the database fills or a write sets. */
export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** A nullable timestamp column. */
export type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;
/** A column with a database default: optional on insert. */
export type WithDefault<T> = ColumnType<T, T | undefined, T>;
