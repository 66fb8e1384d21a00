/** The worker thread that reads CSV files (see service.ts), so no upload holds up other requests. */
import type { ReadingChoices } from '@shared/api/data-answers';
import type { CsvChart } from '@shared/reading/csv-to-chart';
import { answerJobs } from '../../lib/worker-job';
import { readCsv } from './read-csv';

export interface CsvRequest {
  bytes: Uint8Array;
  name: string;
  /** The user's decimal mark and date order, which override the guesses. */
  choices: ReadingChoices;
}

answerJobs<CsvRequest, CsvChart>(({ bytes, name, choices }) => ({ answer: readCsv(bytes, name, choices) }));
