import type { ReadingChoices } from '@shared/api/data-answers';
import { ApiError, type ApiAnswer } from '../../../lib/api-client';

/**
 * `POST /api/csv` (multipart, field `csv`; `decimal`, `dateOrder` and `transpose` read the file as chosen rather than guessed). XMLHttpRequest rather than fetch, because only it
 * reports upload progress; errors take the same "{status}: {body}" form as the API client's.
 */
export function uploadCsv(file: File, onProgress: (fraction: number) => void, choices: ReadingChoices = {}): Promise<ApiAnswer<'POST /api/csv'>> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', '/api/csv');
    request.withCredentials = true;
    // The browser parses the JSON answer; its shape is the contract's (tests/api/contract.test.ts).
    request.responseType = 'json';
    request.upload.onprogress = (event) => event.lengthComputable && onProgress(event.loaded / event.total);
    request.onload = () => {
      if (request.status >= 200 && request.status < 300 && request.response) resolve(request.response);
      else reject(new ApiError(request.status, request.response ? JSON.stringify(request.response) : '', request.statusText));
    };
    request.onerror = () => reject(new Error('CSV parse failed'));
    const form = new FormData();
    form.append('csv', file);
    if (choices.decimal) form.append('decimal', choices.decimal);
    if (choices.dateOrder) form.append('dateOrder', choices.dateOrder);
    if (choices.transpose) form.append('transpose', choices.transpose);
    request.send(form);
  });
}
