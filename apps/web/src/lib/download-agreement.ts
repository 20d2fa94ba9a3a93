import { agreementPdfEndpoint } from '@ojt/domain';
import { endpointPath } from './api-client';
import { downloadFile } from './download-file';

/** Downloads a version of a placement agreement's PDF (the learner's, the employer's or an admin's). */
export function downloadAgreement(placementId: number, version: number): Promise<void> {
  return downloadFile(
    endpointPath(agreementPdfEndpoint, { placementId, version }),
    `placement-agreement-${placementId}-v${version}.pdf`,
  );
}
