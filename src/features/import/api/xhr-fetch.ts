/**
 * A `fetch` for openapi-fetch's per-request `fetch` option that sends with XMLHttpRequest, because fetch reports
 * no upload progress (and streaming request bodies need HTTP/2 in Chromium). The client's middleware has already
 * run on the Request (token, correlation id), so its headers and multipart body are sent as they are.
 *
 * Failures behave like fetch: a network error or CORS refusal rejects with a TypeError, an abort through the
 * request's signal with an AbortError; any HTTP status resolves (the middleware turns non-OK into
 * RequestFailureError).
 */

export interface UploadProgress {
  loaded: number;
  total: number;
}

function responseHeaders(xhr: XMLHttpRequest): Headers {
  const headers = new Headers();
  for (const line of xhr
    .getAllResponseHeaders()
    .trim()
    .split(/[\r\n]+/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return headers;
}

export function createXhrFetch(onProgress: (progress: UploadProgress) => void) {
  return async function xhrFetch(request: Request): Promise<Response> {
    const body = request.method === 'GET' || request.method === 'HEAD' ? null : await request.blob();
    return new Promise<Response>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      const abort = () => xhr.abort();
      const done = () => request.signal.removeEventListener('abort', abort);
      xhr.open(request.method, request.url);
      xhr.responseType = 'blob';
      xhr.withCredentials = request.credentials === 'include';
      // Forbidden names (Content-Length, ...) are the browser's to set: skipping them avoids console noise.
      request.headers.forEach((value, name) => {
        if (name !== 'content-length') xhr.setRequestHeader(name, value);
      });
      xhr.upload.onprogress = (event) => {
        onProgress({ loaded: event.loaded, total: event.lengthComputable ? event.total : (body?.size ?? 0) });
      };
      xhr.onload = () => {
        done();
        resolve(
          new Response(xhr.status === 204 || xhr.status === 205 ? null : (xhr.response as Blob), {
            status: xhr.status,
            statusText: xhr.statusText,
            headers: responseHeaders(xhr),
          }),
        );
      };
      xhr.onerror = () => {
        done();
        reject(new TypeError('Network request failed'));
      };
      xhr.onabort = () => {
        done();
        reject(new DOMException('The upload was cancelled.', 'AbortError'));
      };
      if (request.signal.aborted) {
        reject(new DOMException('The upload was cancelled.', 'AbortError'));
        return;
      }
      request.signal.addEventListener('abort', abort);
      xhr.send(body);
    });
  };
}
