import {
  type Endpoint,
  type ExportKind,
  exportEmployersEndpoint,
  exportFileName,
  exportLearnersEndpoint,
  exportPlacementsEndpoint,
  exportSessionEndpoint,
} from '@ojt/domain';
import { useMutation } from '@tanstack/react-query';
import { apiUrl, callApi } from '../../../lib/api-client';

/** GET /api/Admin/Export/{Employers|Learners|Placements}: every row matching the table's filters, as CSV. */
const EXPORTS: Record<ExportKind, Endpoint> = {
  employers: exportEmployersEndpoint,
  learners: exportLearnersEndpoint,
  placements: exportPlacementsEndpoint,
};

/** The tables' filters an export takes (a list's params fit: their paging is not sent). */
// `ids`: the selected rows only (issue 30), their keys separated by commas.
const FILTER_KEYS = ['search', 'status', 'sector', 'employer', 'from', 'to', 'ids'] as const;
export type ExportFilters = Partial<Record<(typeof FILTER_KEYS)[number], string>>;

export interface ExportRequest {
  kind: ExportKind;
  /** The table's filters as its list call sends them; empty ones are left out. */
  filters: ExportFilters;
  /** Identity numbers and disability data, with the reason the audit trail records. */
  identity?: { reason: string } | undefined;
}

/**
 * Downloads the export as `{kind}-{portal date}.csv` with the browser's own download, so it starts
 * with the first rows the server streams: POST /api/Admin/Export/Session first lets the next GET of an
 * export carry the session in a 60-second HttpOnly cookie (a link cannot send the bearer header).
 */
export async function downloadExport({ kind, filters, identity }: ExportRequest): Promise<void> {
  const query: Record<string, string> = {};
  for (const key of FILTER_KEYS) if (filters[key]) query[key] = filters[key];
  if (identity) Object.assign(query, { includeIdentity: 'true', reason: identity.reason });
  await callApi(exportSessionEndpoint);
  const link = document.createElement('a');
  // The browser fetches the file itself (a link cannot send the bearer header): the contract's path.
  link.href = apiUrl(EXPORTS[kind].path, query);
  link.download = exportFileName(kind);
  document.body.append(link);
  link.click();
  link.remove();
}

export function useExportCsv() {
  return useMutation({ mutationFn: downloadExport });
}
