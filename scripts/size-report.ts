/**
 * Sizes of what readers and creators download, against the budgets of docs/PERFORMANCE.md. Sizes are
 * deterministic, so unlike timings they may fail the build: `npm run build` exits non-zero when a
 * budget is passed. Run alone with `npm run bench:size`.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { renderLoader } from '../api/modules/embed/loader';
import { DEFAULT_CHART_OPTIONS, DEFAULT_THEME_ID, type ChartSpec } from '@shared/spec/chart-spec';

const dist = fileURLToPath(new URL('../dist', import.meta.url));
const KB = 1024;
/** The chunk of the builder's '/' route (builder/src/app/routes/home.tsx). */
const HOME_ROUTE = 'home';

export const BUDGETS = {
  /** Every /widget/ file a line chart fetches before it paints, each gzip -9, summed (docs/PERFORMANCE.md). */
  lineChartGzip: 32 * KB,
  /** What a map fetches beyond the entry: its chunk and the chunks it imports (docs/PERFORMANCE.md). */
  mapChunkGzip: 25 * KB,
  /** What a scatter plot fetches beyond the entry: its chunk and the chunks it imports (docs/PERFORMANCE.md). */
  scatterChunkGzip: 10 * KB,
  /** The world's geometry file, fetched by every map of countries. */
  worldGeometryGzip: 60 * KB,
  usGeometryGzip: 30 * KB,
  /** What a table fetches beyond the entry, as the map's is counted (docs/PERFORMANCE.md). */
  tableChunkGzip: 8 * KB,
  loaderGzip: 1.5 * KB,
  builderHomeGzip: 110 * KB,
};

interface ManifestChunk {
  file: string;
  name?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

function readManifest(folder: string): Manifest | null {
  const path = join(dist, folder, '.vite/manifest.json');
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as Manifest) : null;
}

const gzip = (bytes: Uint8Array) => gzipSync(bytes, { level: 9 }).length;
const brotli = (bytes: Uint8Array) => brotliCompressSync(bytes).length;
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

/** The JS files a chunk needs before it runs: itself and its static imports, transitively. */
function closure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const dep of manifest[key]!.imports ?? []) closure(manifest, dep, seen);
  return seen;
}

function jsBytes(folder: string, manifest: Manifest, keys: Iterable<string>): Buffer {
  const files = [...new Set([...keys].map((k) => manifest[k]!.file))];
  return Buffer.concat(files.map((f) => readFileSync(join(dist, folder, f))));
}

export interface SizeFigures {
  /** The runtime's entry and its static imports: what a line, area or bar chart fetches to paint. */
  lineChart: { raw: number; gzip: number; brotli: number; files: number } | null;
  /** Each lazy chunk of the runtime (pie, candles, data table…), gzip -9. */
  widgetChunks: Array<{ name: string; gzip: number }>;
  /** The whole runtime, every chunk, each gzip -9, summed. */
  widgetAllGzip: number | null;
  /** The map chunk and the chunks it imports that the entry does not, each gzip -9, summed. */
  mapGzip: number | null;
  /** The scatter chunk and the chunks it imports that the entry does not, each gzip -9, summed. */
  scatterGzip: number | null;
  /** The table chunk and the chunks it imports that the entry does not, each gzip -9, summed. */
  tableGzip: number | null;
  /** The geometry files maps fetch (dist/widget/map-<id>.<hash>.json), gzip -9. */
  geometryGzip: { world: number | null; us: number | null };
  /** `/e/SLUG.js` without the chart's data: what every embed costs on top of its spec. */
  loaderGzip: number;
  /** The standalone page's Preact toolbar. */
  toolbarGzip: number | null;
  builderRoutes: Array<{ route: string; gzip: number }>;
}

export function measureSizes(): SizeFigures {
  const widget = readManifest('widget');
  const entryKey = widget && Object.keys(widget).find((k) => widget[k]!.isEntry && widget[k]!.name === 'chart-embed');
  const toolbar = widget && Object.values(widget).find((c) => c.isEntry && c.name === 'page-toolbar');
  const fileGzip = (file: string) => gzip(readFileSync(join(dist, 'widget', file)));
  let lineChart: SizeFigures['lineChart'] = null;
  const widgetChunks: SizeFigures['widgetChunks'] = [];
  let widgetAllGzip: number | null = null;
  let mapGzip: number | null = null;
  let scatterGzip: number | null = null;
  let tableGzip: number | null = null;
  if (widget && entryKey) {
    const painted = [...closure(widget, entryKey)].map((k) => widget[k]!.file);
    const bytes = painted.map((f) => readFileSync(join(dist, 'widget', f)));
    lineChart = {
      raw: bytes.reduce((sum, b) => sum + b.length, 0),
      gzip: bytes.reduce((sum, b) => sum + gzip(b), 0),
      brotli: bytes.reduce((sum, b) => sum + brotli(b), 0),
      files: painted.length,
    };
    const lazy = new Set<string>();
    const walk = (key: string) => {
      for (const dep of [...(widget[key]?.imports ?? []), ...(widget[key]?.dynamicImports ?? [])]) {
        if (lazy.has(dep) || closure(widget, entryKey).has(dep)) continue;
        lazy.add(dep);
        walk(dep);
      }
    };
    walk(entryKey);
    for (const key of lazy) widgetChunks.push({ name: widget[key]!.file.replace(/\.[\w-]+\.js$/, ''), gzip: fileGzip(widget[key]!.file) });
    widgetAllGzip = lineChart.gzip + widgetChunks.reduce((sum, c) => sum + c.gzip, 0);
    const entry = closure(widget, entryKey);
    /** A kind's chunk and what it imports beyond the entry: what that kind adds to a line chart's bytes. */
    const kindGzip = (name: string) => {
      const key = Object.keys(widget).find((k) => widget[k]!.name === name && !k.startsWith('_'));
      return key ? [...closure(widget, key)].filter((k) => !entry.has(k)).reduce((sum, k) => sum + fileGzip(widget[k]!.file), 0) : null;
    };
    mapGzip = kindGzip('map');
    scatterGzip = kindGzip('scatter');
    tableGzip = kindGzip('table');
  }
  const geometry = (id: string) => {
    const folder = join(dist, 'widget');
    const file = existsSync(folder) ? readdirSync(folder).find((f) => new RegExp(`^map-${id}\\.[\\w-]+\\.json$`).test(f)) : undefined;
    return file ? fileGzip(file) : null;
  };

  const builderRoutes: SizeFigures['builderRoutes'] = [];
  const builder = readManifest('builder');
  const main = builder && Object.entries(builder).find(([, c]) => c.isEntry);
  if (builder && main) {
    const [mainKey, mainChunk] = main;
    const shell = closure(builder, mainKey);
    for (const routeKey of mainChunk.dynamicImports ?? []) {
      const keys = new Set([...shell, ...closure(builder, routeKey)]);
      const name = routeKey.replace(/^.*\//, '').replace(/\.[tj]sx?$/, '');
      builderRoutes.push({ route: name, gzip: gzip(jsBytes('builder', builder, keys)) });
    }
  }
  const noData: ChartSpec = { chartType: 'line', theme: DEFAULT_THEME_ID, data: { labels: [], datasets: [] }, options: { ...DEFAULT_CHART_OPTIONS } };
  const loader = renderLoader(noData, 'https://charts.example.com/widget/chart-embed.0123456789.js', 'aB3dE5gH7j');
  return {
    lineChart,
    widgetChunks,
    widgetAllGzip,
    mapGzip,
    scatterGzip,
    tableGzip,
    geometryGzip: { world: geometry('world'), us: geometry('us') },
    loaderGzip: gzip(Buffer.from(loader)),
    toolbarGzip: toolbar ? gzip(readFileSync(join(dist, 'widget', toolbar.file))) : null,
    builderRoutes,
  };
}

export interface BudgetCheck {
  what: string;
  size: number;
  budget: number;
  ok: boolean;
}

/** Every budgeted figure against its budget; an unbuilt part counts as a failed check. */
export function checkBudgets(figures = measureSizes()): BudgetCheck[] {
  const check = (what: string, size: number | undefined, budget: number): BudgetCheck => ({
    what,
    size: size ?? Infinity,
    budget,
    ok: size !== undefined && size <= budget,
  });
  return [
    check('widget files to paint a line chart (gzip -9)', figures.lineChart?.gzip, BUDGETS.lineChartGzip),
    check('widget files a map adds (gzip -9)', figures.mapGzip ?? undefined, BUDGETS.mapChunkGzip),
    check('widget files a scatter plot adds (gzip -9)', figures.scatterGzip ?? undefined, BUDGETS.scatterChunkGzip),
    check('world geometry (gzip -9)', figures.geometryGzip.world ?? undefined, BUDGETS.worldGeometryGzip),
    check('US states geometry (gzip -9)', figures.geometryGzip.us ?? undefined, BUDGETS.usGeometryGzip),
    check('widget files a table adds (gzip -9)', figures.tableGzip ?? undefined, BUDGETS.tableChunkGzip),
    check('/e/SLUG.js loader without data (gzip)', figures.loaderGzip, BUDGETS.loaderGzip),
    check('builder JS for / (gzip)', figures.builderRoutes.find((r) => r.route === HOME_ROUTE)?.gzip, BUDGETS.builderHomeGzip),
  ];
}

/** Prints the report; returns false when a budget is passed. */
export function printSizeReport(figures = measureSizes()): boolean {
  let ok = checkBudgets(figures).every((c) => c.ok);
  const line = (what: string, size: number, budget?: number) => {
    const over = budget !== undefined && size > budget;
    if (over) ok = false;
    const verdict = budget === undefined ? '' : `  budget ${kb(budget)} (${((size / budget) * 100).toFixed(0)}%)${over ? '  OVER BUDGET' : ''}`;
    console.log(`  ${what.padEnd(34)} ${kb(size).padStart(9)}${verdict}`);
  };
  console.log('Size report (gzip -9 unless said otherwise):');
  const painted = figures.lineChart;
  if (painted) {
    line(`widget: to paint a line chart (${painted.files} file${painted.files === 1 ? '' : 's'})`, painted.gzip, BUDGETS.lineChartGzip);
    line('  the same, brotli', painted.brotli);
    line('  the same, raw', painted.raw);
    for (const chunk of figures.widgetChunks) line(`  lazy chunk ${chunk.name}`, chunk.gzip);
    line('widget: whole runtime, every chunk', figures.widgetAllGzip ?? 0);
    line('widget: what a map adds', figures.mapGzip ?? Infinity, BUDGETS.mapChunkGzip);
    line('  world geometry', figures.geometryGzip.world ?? Infinity, BUDGETS.worldGeometryGzip);
    line('  US states geometry', figures.geometryGzip.us ?? Infinity, BUDGETS.usGeometryGzip);
    line('widget: what a scatter plot adds', figures.scatterGzip ?? Infinity, BUDGETS.scatterChunkGzip);
    line('widget: what a table adds', figures.tableGzip ?? Infinity, BUDGETS.tableChunkGzip);
  } else {
    console.log('  widget runtime: not built');
  }
  line('/e/SLUG.js loader without data', figures.loaderGzip, BUDGETS.loaderGzip);
  if (figures.toolbarGzip !== null) line('standalone page toolbar (Preact)', figures.toolbarGzip);
  for (const { route, gzip: size } of figures.builderRoutes) {
    line(`builder JS for route ${route}`, size, route === HOME_ROUTE ? BUDGETS.builderHomeGzip : undefined);
  }
  return ok;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (!printSizeReport()) process.exit(1);
}
