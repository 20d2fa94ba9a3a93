import { apiRequest } from './api-client';

/**
 * Fetches an experience letter's PDF with the session's token (a plain link could not send it) and
 * hands it to the browser as a download named after its verification code.
 * Throws `ApiError` as `apiRequest` does (403 when the letter is not the caller's).
 */
export async function downloadLetter(letterId: number, verificationCode: string): Promise<void> {
  const blob = await apiRequest<Blob>('GET', `/Letters/${letterId}/pdf`, { as: 'blob' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `experience-letter-${verificationCode}.pdf`;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser time to start the download before the address is let go.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
