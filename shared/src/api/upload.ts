import { ACCEPT, ApiError, buildUrl, currentPageLocale, errorFromBody, trackActivity } from './client.ts';
import type { UploadOptions } from './endpoints.ts';

/** A multipart upload with progress (XMLHttpRequest: fetch reports none), as `request` sends and answers otherwise. */
export function xhrUpload<T>(path: string, body: FormData, o: UploadOptions): Promise<T> {
  return trackActivity(
    () =>
      new Promise<T>((resolve, reject) => {
        const xhr = new XMLHttpRequest();
        xhr.open('POST', buildUrl(path));
        xhr.withCredentials = true;
        xhr.setRequestHeader('Accept', ACCEPT);
        xhr.setRequestHeader('Accept-Language', currentPageLocale());
        if (o.idempotencyKey) xhr.setRequestHeader('Idempotency-Key', o.idempotencyKey);
        xhr.upload.addEventListener('progress', (e) => {
          if (e.lengthComputable) o.onUploadProgress?.(e.loaded / e.total);
        });
        xhr.addEventListener('load', () => {
          if (xhr.status >= 200 && xhr.status < 300) {
            o.onUploadProgress?.(1);
            try {
              resolve(JSON.parse(xhr.responseText) as T);
            } catch {
              reject(new ApiError(xhr.status, 'invalid_response', 'The API answered with invalid JSON'));
            }
          } else {
            const ra = xhr.getResponseHeader('retry-after');
            reject(errorFromBody(xhr.status, xhr.responseText, ra && Number.isFinite(Number(ra)) ? Number(ra) : undefined));
          }
        });
        xhr.addEventListener('error', () => reject(new ApiError(0, 'network_error', 'Network error')));
        xhr.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
        o.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
        xhr.send(body);
      }),
  );
}
