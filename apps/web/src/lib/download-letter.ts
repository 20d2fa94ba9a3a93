import { letterPdfEndpoint } from '@ojt/domain';
import { endpointPath } from './api-client';
import { downloadFile } from './download-file';

/**
 * Downloads an experience letter's PDF, named after its verification code.
 * Throws `ApiError` as `apiRequest` does (403 when the letter is not the caller's).
 */
export function downloadLetter(letterId: number, verificationCode: string): Promise<void> {
  return downloadFile(
    endpointPath(letterPdfEndpoint, { letterId }),
    `experience-letter-${verificationCode}.pdf`,
  );
}
