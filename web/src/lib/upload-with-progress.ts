import i18n from '@/i18n';
import { sessionStore } from '@/stores/session';

/** What an upload ends with: the envelope's data, or the server's message as the error. */
export class UploadError extends Error {}

export interface UploadOptions {
  /** Fires once every byte is sent, while the server is still working on it. */
  onUploaded?: () => void;
  /**
   * Sends the form once more when the connection failed before any answer (a kept-alive
   * connection the server had just closed, say). Only for uploads the server may take twice.
   */
  retryOnce?: boolean;
}

/**
 * Posts a multipart form with upload progress (fetch cannot report it, so this goes through
 * XMLHttpRequest) and resolves with the envelope's `data`.
 */
export async function uploadWithProgress<T>(
  path: string,
  form: FormData,
  onProgress: (fraction: number) => void,
  options: UploadOptions = {},
): Promise<T> {
  try {
    return await sendOnce<T>(path, form, onProgress, options.onUploaded);
  } catch (error) {
    if (!(options.retryOnce && error instanceof ConnectionError)) throw error;
    return sendOnce<T>(path, form, onProgress, options.onUploaded);
  }
}

/** No answer came back at all. */
class ConnectionError extends UploadError {}

function sendOnce<T>(
  path: string,
  form: FormData,
  onProgress: (fraction: number) => void,
  onUploaded?: () => void,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    const token = sessionStore.get().token;
    if (token) xhr.setRequestHeader('Authorization', token);
    xhr.setRequestHeader('Url-Type', 'admin');
    xhr.setRequestHeader('Accept-Language', i18n.language);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.upload.onload = () => onUploaded?.();
    xhr.onerror = () => reject(new ConnectionError(i18n.t('error.network')));
    xhr.onload = () => {
      type Envelope = { status?: number; msg?: string; data?: T };
      let envelope: Envelope | null;
      try {
        envelope = JSON.parse(xhr.responseText) as Envelope;
      } catch {
        envelope = null;
      }
      if (xhr.status === 200 && envelope?.status === 200) resolve(envelope.data as T);
      else reject(new UploadError(envelope?.msg ?? `HTTP ${xhr.status}`));
    };
    xhr.send(form);
  });
}
