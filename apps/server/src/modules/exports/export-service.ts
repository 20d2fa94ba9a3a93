import { Readable } from 'node:stream';
import {
  CSV_BOM,
  csvRow,
  type EmployersExportQuery,
  type ExportKind,
  exportFileName,
  exportIdList,
  type LearnersExportQuery,
  type PlacementsExportQuery,
  portalDayRange,
} from '@ojt/domain';
import type { Kysely } from 'kysely';
import type { Batch } from '../../db/keyset-batch.ts';
import type { Database } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { employerBatch, type LearnerExportRow, learnerBatch } from '../accounts/directory-service.ts';
import { recordAudit } from '../audit/audit.ts';
import { type PlacementExportRow, placementBatch } from '../placements/placement-service.ts';
import {
  type Column,
  EMPLOYER_COLUMNS,
  IDENTITY_COLUMNS,
  LEARNER_COLUMNS,
  PLACEMENT_COLUMNS,
} from './export-columns.ts';

type Db = Kysely<Database>;

/** Rows read (and written to the response) at a time. */
export const EXPORT_BATCH_SIZE = 1000;

/** A CSV ready to send: its file name and its text, produced batch by batch as the client reads. */
export interface CsvExport {
  fileName: string;
  stream: Readable;
}

/** How a table is read: one keyset batch, and the key of a row (the next batch starts after it). */
interface Reader<R> {
  read: (batch: Batch) => Promise<R[]>;
  keyOf: (row: R) => number;
}

/**
 * The CSV text: BOM and header row first (so the download starts at once), then one chunk per
 * keyset batch. Readable.from pulls the next batch only when the response has taken the last one,
 * so a slow client never makes the server hold more than a batch.
 */
async function* csvChunks<R>(
  columns: Column<R>[],
  { read, keyOf }: Reader<R>,
  batchSize: number,
): AsyncGenerator<string> {
  yield CSV_BOM + csvRow(columns.map((c) => c.header));
  let after: number | undefined;
  for (;;) {
    const rows = await read({ after, size: batchSize });
    if (rows.length === 0) return;
    yield rows.map((row) => csvRow(columns.map((c) => c.value(row)))).join('');
    if (rows.length < batchSize) return;
    after = keyOf(rows[rows.length - 1]!);
  }
}

/** The chunks as a byte stream: with a 16 KB buffer it reads ahead at most one batch. */
function csvStream<R>(columns: Column<R>[], reader: Reader<R>): Readable {
  return Readable.from(csvChunks(columns, reader, EXPORT_BATCH_SIZE), { objectMode: false });
}

/** Records the export (who, which table, the filters, identity or not and why) in its own transaction. */
async function recordExport(
  db: Db,
  admin: AuthUser,
  kind: ExportKind,
  filters: Record<string, string | number | undefined>,
  identity: { includeIdentity: boolean; reason?: string | undefined },
): Promise<void> {
  // Only the filters actually set; the reason only when identity data went out.
  const set: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(filters))
    if (value !== undefined && value !== '') set[key] = value;
  await db.transaction().execute((trx) =>
    recordAudit(
      trx,
      admin,
      'export.downloaded',
      { type: 'export', id: kind },
      {
        kind,
        filters: set,
        includeIdentity: identity.includeIdentity,
        ...(identity.includeIdentity ? { reason: identity.reason } : {}),
      },
    ),
  );
}

const byUserId = (row: { user_id: number }) => row.user_id;
const byId = (row: { id: number }) => row.id;

/** The employers matching the Employers table's filters (or the selected ones), as CSV; the export is recorded first. */
export async function exportEmployers(
  { db, clock }: Deps,
  admin: AuthUser,
  query: EmployersExportQuery,
): Promise<CsvExport> {
  await recordExport(db, admin, 'employers', query, { includeIdentity: false });
  const filter = { ...query, ids: exportIdList(query.ids) };
  const reader = { read: (batch: Batch) => employerBatch(db, filter, batch), keyOf: byUserId };
  return { fileName: exportFileName('employers', clock.now()), stream: csvStream(EMPLOYER_COLUMNS, reader) };
}

/** The learners matching the Learners table's filters, as CSV; identity data only with a reason. */
export async function exportLearners(
  { db, clock }: Deps,
  admin: AuthUser,
  query: LearnersExportQuery,
): Promise<CsvExport> {
  const { includeIdentity, reason, ...filters } = query;
  await recordExport(db, admin, 'learners', filters, { includeIdentity, reason });
  const columns: Column<LearnerExportRow>[] = includeIdentity
    ? [...LEARNER_COLUMNS, ...IDENTITY_COLUMNS]
    : LEARNER_COLUMNS;
  const filter = { ...filters, ids: exportIdList(filters.ids) };
  const reader = { read: (batch: Batch) => learnerBatch(db, filter, batch), keyOf: byUserId };
  return { fileName: exportFileName('learners', clock.now()), stream: csvStream(columns, reader) };
}

/** The placements matching the Placements table's filters, as CSV; learners' identity data only with a reason. */
export async function exportPlacements(
  { db, clock }: Deps,
  admin: AuthUser,
  query: PlacementsExportQuery,
): Promise<CsvExport> {
  const { includeIdentity, reason, ...filters } = query;
  await recordExport(db, admin, 'placements', filters, { includeIdentity, reason });
  const columns: Column<PlacementExportRow>[] = includeIdentity
    ? [...PLACEMENT_COLUMNS, ...IDENTITY_COLUMNS]
    : PLACEMENT_COLUMNS;
  const filter = {
    search: filters.search,
    status: filters.status,
    sector: filters.sector,
    employer: filters.employer || undefined,
    ...portalDayRange(filters.from || undefined, filters.to || undefined),
  };
  const reader = { read: (batch: Batch) => placementBatch(db, filter, batch), keyOf: byId };
  return { fileName: exportFileName('placements', clock.now()), stream: csvStream(columns, reader) };
}
