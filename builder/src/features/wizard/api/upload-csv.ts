import { ApiError } from '../../../lib/api-client';
import type { CsvAnswer } from '../../../types/api';

/**
 * `POST /api/csv` (multipart, field `csv`). XMLHttpRequest rather than fetch, because only it
 * reports upload progress; errors take the same "{status}: {body}" form as the API client's.
 */
export function uploadCsv(file: File, onProgress: (fraction: number) => void): Promise<CsvAnswer> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', '/api/csv');
    request.withCredentials = true;
    request.upload.onprogress = (event) => event.lengthComputable && onProgress(event.loaded / event.total);
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) resolve(JSON.parse(request.responseText) as CsvAnswer);
      else reject(new ApiError(request.status, request.responseText, request.statusText));
    };
    request.onerror = () => reject(new Error('CSV parse failed'));
    const form = new FormData();
    form.append('csv', file);
    request.send(form);
  });
}
