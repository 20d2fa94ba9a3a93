import { downloadFile } from './download-file';

/**
 * Downloads an experience letter's PDF, named after its verification code.
 * Throws `ApiError` as `apiRequest` does (403 when the letter is not the caller's).
 */
export function downloadLetter(letterId: number, verificationCode: string): Promise<void> {
  return downloadFile(`/Letters/${letterId}/pdf`, `experience-letter-${verificationCode}.pdf`);
}
