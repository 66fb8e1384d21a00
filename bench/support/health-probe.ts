/**
 * A load balancer's view of the server, in a process of its own so that the attack's own work
 * cannot delay it: asks `GET URL/api/health` every 25 ms, one at a time, until a line arrives on
 * standard input, then prints the latencies it saw as JSON and exits.
 *   bun bench/support/health-probe.ts http://127.0.0.1:PORT
 */
export {};

const url = process.argv[2];
const times: number[] = [];
let failures = 0;
let running = true;

void (async () => {
  for await (const _ of console) {
    running = false;
    break;
  }
})();

while (running) {
  const started = performance.now();
  try {
    const response = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(10_000) });
    await response.arrayBuffer();
    if (!response.ok) failures++;
  } catch {
    failures++;
  }
  times.push(performance.now() - started);
  await Bun.sleep(25);
}
console.log(JSON.stringify({ times, failures }));
process.exit(0);
