/**
 * The attacks of bench/attack-load.ts, run as a process of their own. Those of issue 31 run at the
 * lowest priority (`nice -n 19`): an attacker's work happens on the attacker's machine, and on a
 * 2-core bench machine it would otherwise take the cores the server needs. Those of issue 43 run
 * at normal priority, from another loopback address (127.0.0.2) than the prober's, over keep-alive
 * connections. Prints one line: what was answered.
 *   bun bench/support/attacks.ts heavy-charts URL SECONDS
 *   bun bench/support/attacks.ts csv-uploads URL
 *   bun bench/support/attacks.ts oembed-flood|frame-same|frame-variants|image-flood URL SECONDS
 */
import { Agent, request } from 'node:http';

const [kind, url, seconds = '8'] = process.argv.slice(2);

const statuses = (list: number[]) => {
  const counts = new Map<number, number>();
  for (const s of list) counts.set(s, (counts.get(s) ?? 0) + 1);
  return [...counts].map(([s, n]) => `${n}× ${s}`).join(', ');
};

/**
 * Ten clients read the feed again and again; others ask for 140 images at distinct sizes, from the
 * attacker's address (images are limited per address since issue 43); a reader, for another
 * chart's PNG.
 */
async function heavyCharts(): Promise<string> {
  const until = Date.now() + Number(seconds) * 1000;
  const feedBytes: number[] = [];
  const readers = Array.from({ length: 10 }, async () => {
    while (Date.now() < until) feedBytes.push((await (await fetch(`${url}/api/trending-charts?limit=100`)).arrayBuffer()).byteLength);
  });
  const images = [
    ...Array.from({ length: 100 }, (_, i) => `/e/heavy1.svg?width=${600 + i}&height=400`),
    ...Array.from({ length: 20 }, (_, i) => `/e/heavy1.png?width=${900 + i}&height=500`),
    ...Array.from({ length: 20 }, (_, i) => `/e/pie.svg?width=${300 + i}&height=300`),
  ];
  const agent = new Agent({ keepAlive: true, maxSockets: images.length });
  const answers = images.map(async (path) => (await getFrom(agent, path)).status);
  const started = performance.now();
  const other = await fetch(`${url}/e/heavy2.png?width=640&height=360`);
  await other.arrayBuffer();
  const otherMs = performance.now() - started;
  const answered = await Promise.all(answers);
  agent.destroy();
  await Promise.all(readers);
  return `feed answers ${(Math.max(...feedBytes) / 1024).toFixed(0)} KB at most (${feedBytes.length} reads); images ${statuses(answered)}; another chart's PNG ${other.status} in ${otherMs.toFixed(0)} ms`;
}

/** A 20 MB CSV file: 100,000 rows of a date and eleven numbers. */
function bigCsv(): File {
  const lines = [['Date', ...Array.from({ length: 11 }, (_, c) => `Series ${c + 1}`)].join(',')];
  for (let r = 0; lines.length <= 100_000; r++) {
    lines.push(
      [
        new Date(Date.UTC(2000, 0, 1) + r * 86_400_000).toISOString().slice(0, 10),
        ...Array.from({ length: 11 }, (_, c) => ((r * 31 + c * 17) % 10_000) / 7 + 1000.123),
      ].join(','),
    );
  }
  return new File([`${lines.join('\n')}\n`], 'big.csv', { type: 'text/csv' });
}

/** Ten clients, each from an address of its own, upload the file three times over. */
async function csvUploads(): Promise<string> {
  const file = bigCsv();
  const answered: number[] = [];
  for (let round = 0; round < 3; round++) {
    await Promise.all(
      Array.from({ length: 10 }, async (_, i) => {
        const form = new FormData();
        form.set('csv', file);
        const response = await fetch(`${url}/api/csv`, { method: 'POST', body: form, headers: { 'x-forwarded-for': `203.0.113.${i + 1}` } });
        await response.arrayBuffer();
        answered.push(response.status);
      }),
    );
  }
  return `${(file.size / 1e6).toFixed(1)} MB files, uploads ${statuses(answered)}`;
}

/** The attacker's own address, not the prober's. */
const ATTACKER = '127.0.0.2';

/** A GET from the attacker's address over one of `agent`'s connections: its status, or 0 when no answer came. */
function getFrom(agent: Agent, path: string): Promise<{ status: number; bytes: number }> {
  const target = new URL(path, url);
  return new Promise((resolve) => {
    const sent = request(
      {
        host: target.hostname,
        port: target.port,
        path: `${target.pathname}${target.search}`,
        localAddress: ATTACKER,
        agent,
        headers: { 'accept-encoding': 'gzip, br' },
      },
      (response) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => (bytes += chunk.length));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, bytes }));
        response.on('error', () => resolve({ status: 0, bytes }));
      },
    );
    sent.on('error', () => resolve({ status: 0, bytes: 0 }));
    sent.end();
  });
}

/** `connections` clients asking for `pathFor(n)` (n counts requests) in a loop until the time is up. */
async function flood(connections: number, pathFor: (n: number) => string): Promise<{ answered: number[]; seconds: number; bytes: number }> {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const until = Date.now() + Number(seconds) * 1000;
  const answered: number[] = [];
  let bytes = 0;
  let n = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (Date.now() < until) {
        const result = await getFrom(agent, pathFor(n++));
        answered.push(result.status);
        bytes += result.bytes;
      }
    }),
  );
  agent.destroy();
  return { answered, seconds: (performance.now() - started) / 1000, bytes };
}

const rate = ({ answered, seconds }: { answered: number[]; seconds: number }) => `${Math.round(answered.length / seconds)} requests/s`;
const named = (list: number[]) => statuses(list).replace(/\b0\b/, 'no answer');

/** Sixteen clients ask oEmbed about the 100,000-point chart again and again. */
async function oembedFlood(): Promise<string> {
  const path = `/api/oembed?url=${encodeURIComponent(`${url}/e/heavy1`)}`;
  const result = await flood(16, () => path);
  return `oEmbed ${named(result.answered)}, ${rate(result)}`;
}

/** Sixteen clients ask for the 100,000-point chart's frame, the same address each time: the floor of the next. */
async function oneFrame(): Promise<string> {
  const result = await flood(16, () => '/e/heavy1/frame?height=401');
  return `frames ${named(result.answered)}, ${rate(result)}, ${(result.bytes / result.answered.length / 1024).toFixed(0)} KB each`;
}

/** Sixteen clients ask for the 100,000-point chart's frame, a height or a language never asked before each time. */
async function frameVariants(): Promise<string> {
  const result = await flood(16, (n) => (n % 2 ? `/e/heavy1/frame?height=${100 + (((n - 1) / 2) % 1901)}` : `/e/heavy1/frame?lang=en-x-${n.toString(36)}`));
  return `frames ${named(result.answered)}, ${rate(result)}, ${(result.bytes / result.answered.length / 1024).toFixed(0)} KB each`;
}

/** 64 clients ask for PNGs of 40 charts at sizes from 2000 to 2399 square; meanwhile a reader asks for another chart's PNG. */
async function imageFlood(): Promise<string> {
  const side = (n: number, salt: number) => 2000 + ((n * salt) % 400);
  const attack = flood(64, (n) => `/e/img${(n % 40) + 1}.png?width=${side(n, 7)}&height=${side(n, 13)}`);
  await Bun.sleep((Number(seconds) * 1000) / 2);
  const started = performance.now();
  const other = await fetch(`${url}/e/other.png?width=640&height=360`).then(
    async (response) => (await response.arrayBuffer(), String(response.status)),
    () => 'no answer',
  );
  const otherMs = performance.now() - started;
  const result = await attack;
  return `images ${named(result.answered)}, ${rate(result)}; another chart's PNG: ${other} in ${otherMs.toFixed(0)} ms`;
}

const attacks: Record<string, () => Promise<string>> = {
  'heavy-charts': heavyCharts,
  'csv-uploads': csvUploads,
  'oembed-flood': oembedFlood,
  'frame-same': oneFrame,
  'frame-variants': frameVariants,
  'image-flood': imageFlood,
};
console.log(await attacks[kind!]!());
