/**
 * The attacks of bench/attack-load.ts, run as a process of their own at the lowest priority
 * (`nice -n 19`): an attacker's work happens on the attacker's machine, and on a 2-core bench
 * machine it would otherwise take the cores the server needs. Prints one line: what was answered.
 *   bun bench/support/attacks.ts heavy-charts URL SECONDS
 *   bun bench/support/attacks.ts csv-uploads URL
 */
export {};

const [kind, url, seconds = '8'] = process.argv.slice(2);

const statuses = (list: number[]) => {
  const counts = new Map<number, number>();
  for (const s of list) counts.set(s, (counts.get(s) ?? 0) + 1);
  return [...counts].map(([s, n]) => `${n}× ${s}`).join(', ');
};

/** Ten clients read the feed again and again; others ask for 140 images at distinct sizes; one more for another chart's PNG. */
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
  ].map(async (path) => {
    const response = await fetch(`${url}${path}`);
    await response.arrayBuffer();
    return response.status;
  });
  const started = performance.now();
  const other = await fetch(`${url}/e/heavy2.png?width=640&height=360`);
  await other.arrayBuffer();
  const otherMs = performance.now() - started;
  const answered = await Promise.all(images);
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

console.log(kind === 'heavy-charts' ? await heavyCharts() : await csvUploads());
