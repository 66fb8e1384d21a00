/** Vitest global setup for suites that serve the built app: build it first when it is stale. */
import { buildIfStale } from '../../scripts/build';

export default function setup(): void {
  buildIfStale({ quiet: true });
}
