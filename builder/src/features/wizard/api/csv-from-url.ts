import { useMutation } from '@tanstack/react-query';
import type { CsvUrlBody, ReadingChoices } from '@shared/api/data-answers';
import { api } from '../../../lib/api-client';

/** The server fetches a CSV file from its address and answers as it does for an upload, read with the choices given. */
export function useCsvFromUrl() {
  return useMutation({
    mutationFn: ({ url, choices = {} }: { url: string; choices?: ReadingChoices }) => {
      const body: CsvUrlBody & ReadingChoices = { url, ...choices };
      return api('POST /api/csv-from-url', { body });
    },
  });
}
