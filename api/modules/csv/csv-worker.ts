/** The worker thread that reads CSV files (see service.ts), so no upload holds up other requests. */
import type { CsvChart } from '../../../shared/csv-to-chart';
import { answerJobs } from '../../lib/worker-job';
import { readCsv } from './read-csv';

export interface CsvRequest {
  bytes: Uint8Array;
  name: string;
}

answerJobs<CsvRequest, CsvChart>(({ bytes, name }) => ({ answer: readCsv(bytes, name) }));
