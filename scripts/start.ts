/** `npm start`: build what is missing or stale, then run the server in this Bun process. */
import { buildIfStale } from './build';

buildIfStale();
await import('../api/main');
