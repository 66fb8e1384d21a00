/**
 * `npm run sources:check`: asks every configured outside service one small known question, as the
 * server is configured (the same environment and .env as `npm start`), and prints one line per
 * service: ok, or what failed and why. What an operator runs after deploying; exits 1 when one
 * failed. Nothing is written: the server's own probe (SOURCE_PROBE) records into the database.
 */
import { createClock } from '../api/lib/clock';
import { ConfigError, parseConfig } from '../api/lib/config';
import { configuredUpstreams } from '../api/lib/configured-upstreams';
import { UPSTREAM_IDS, UPSTREAM_NAMES } from '../api/lib/upstream-health';
import { probeLine, runProbes } from '../api/lib/upstream-probe';
import { sourceProbes } from '../api/modules/grounding/sources/probes';
import { createOpenDataSources } from '../api/modules/grounding/sources/registry';
import { configuredPriceClients, priceProbes } from '../api/modules/prices/price-providers';

let config;
try {
  config = parseConfig(process.env);
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}

const configured = configuredUpstreams(config);
const clock = createClock();
const probes = [...sourceProbes(createOpenDataSources(config, clock)), ...priceProbes(configuredPriceClients(config, clock))].filter(
  (probe) => configured[probe.id],
);
const ignore = { succeeded() {}, failed() {} };
const results = await runProbes(probes, ignore);
for (const [i, probe] of probes.entries()) console.log(probeLine(probe, results[i]!));
for (const id of UPSTREAM_IDS.filter((id) => !configured[id])) console.log(`-       ${UPSTREAM_NAMES[id].padEnd(18)} not configured`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
