import { apiRequest } from './api-client';

/**
 * Fetches a file from the API with the session's token (a plain link could not send it) and hands it
 * to the browser as a download named `fileName`. Throws `ApiError` as `apiRequest` does.
 */
export async function downloadFile(path: string, fileName: string): Promise<void> {
  const blob = await apiRequest<Blob>('GET', path, { as: 'blob' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser time to start the download before the address is let go.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
