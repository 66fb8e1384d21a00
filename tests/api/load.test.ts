/** A short run of the load scenario in `npm test`; `npm run soak` runs the full 100 users for 60 s. */
import { describe, expect, it } from 'vitest';
import { countersMismatches, runLoad } from '../support/load-scenario';
import { serverFixture } from '../support/server-fixture';

const fixture = serverFixture();

describe('load', () => {
  it('serves 25 simultaneous users for 8 seconds with no 5xx, and every counter equals its rows', async () => {
    const result = await runLoad(fixture.server.url, { users: 25, seconds: 8 });
    expect(result.serverErrors).toEqual([]);
    // How many requests fit in 8 s is a figure of the machine (the soak and the benches report
    // it); here it is enough that every user got through at least once.
    expect(result.requests).toBeGreaterThanOrEqual(25);
    await fixture.server.stop();
    expect(await countersMismatches(fixture.database)).toEqual([]);
  }, 60_000);
});
