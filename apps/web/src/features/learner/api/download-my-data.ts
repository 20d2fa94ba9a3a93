import { myDataEndpoint, myDataPdfEndpoint, portalToday } from '@ojt/domain';
import { downloadFile } from '../../../lib/download-file';

/** The two forms of the learner's own data: the complete JSON copy and a readable PDF summary. */
export type MyDataFormat = 'json' | 'pdf';

const PATHS: Record<MyDataFormat, string> = { json: myDataEndpoint.path, pdf: myDataPdfEndpoint.path };

/**
 * GET /api/Learner/MyData (or /pdf) with the session's token, saved as `my-ojt-data-<today>.<format>`.
 * The server builds it on request and records the download in the audit trail.
 */
export function downloadMyData(format: MyDataFormat): Promise<void> {
  return downloadFile(PATHS[format], `my-ojt-data-${portalToday()}.${format}`);
}
