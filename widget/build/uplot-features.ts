import type { Plugin } from 'vite';

/**
 * uPlot's own build has compile-time feature flags (`FEAT_*`), but its npm package ships only the
 * finished bundle with every feature on. What our charts never use is unhooked here so that the
 * minifier drops it, much as those flags would:
 *
 * - the path builders we replace with our own (linear, stepped, bars, splines: every series we
 *   draw brings its own), table joins and cursor sync across charts, which are only reachable
 *   through `uPlot.*` statics or a series without `paths`;
 * - the legend: ours lives in the shadow DOM, so uPlot's `legend.show` is always false;
 * - mode 2 (scatter plots with facets): we draw mode 1 only;
 * - log, asinh and custom scale distributions (`distr` 3, 4 and 100): our scales are linear or time;
 *   with them go the statics that expose their ranges, and the gap helpers of the path builders;
 * - every other static (`uPlot.assign`, `fmtNum`, `rangeNum`, `orient`, `pxRatio`, `paths`) and the
 *   window listener that keeps `uPlot.pxRatio` current: our chunks import uPlot's types only, and
 *   the functions behind these stay, as uPlot's own code calls them;
 * - bands (a fill between two series, `opts.bands`): our areas fill down to their own bases, so
 *   we never pass any; with them go the band clips of every fill and the add/set/delBand methods;
 * - the drag selection (zooming), series focus by proximity and cursor sync between charts: our
 *   cursor only points;
 * - time scales: our axes' ticks and labels come from the chart core (shared/chart-core/), dates
 *   included, so uPlot's date steps, splits, formats and month names are never used;
 * - and, not left out but put off: the two Intl formats uPlot makes when its module loads (a
 *   number format, and a date format for the local time zone), made on first use instead. A page's
 *   first Intl format costs milliseconds on a cold page, and our axes, written with formats of
 *   their own (`shared/formats/intl-formats.ts`), never use these two.
 *
 * Each pattern is matched against uPlot's ES bundle and must be found exactly as often as listed,
 * so an upgrade of uPlot that changes the code fails the build rather than quietly growing the
 * runtime or breaking a chart.
 */
const UNUSED: Array<{ pattern: RegExp; replacement: string; count: number }> = [
  { pattern: /^\tuPlot\.join = join;$/m, replacement: '', count: 1 },
  { pattern: /^uPlot\.sync = _sync;$/m, replacement: '', count: 1 },
  { pattern: /^uPlot\.rangeLog = rangeLog;\nuPlot\.rangeAsinh = rangeAsinh;$/m, replacement: '', count: 1 },
  { pattern: /^\tuPlot\.addGap = addGap;\n\tuPlot\.clipGaps = clipGaps;$/m, replacement: '', count: 1 },
  { pattern: /^uPlot\.(assign|fmtNum|rangeNum|orient|pxRatio) += \w+;$/gm, replacement: '', count: 5 },
  { pattern: /^\ton\(dppxchange, win, \(\) => \{ uPlot\.pxRatio = pxRatio; \}\);$/m, replacement: '', count: 1 },
  { pattern: /^\tlet paths = uPlot\.paths = \{\n\t\tpoints,\n\t\};$/m, replacement: '', count: 1 },
  { pattern: /^\t\(paths\.linear {2}= linear\);$/m, replacement: '', count: 1 },
  { pattern: /^const linearPath = linear\(\) ;$/m, replacement: 'const linearPath = null;', count: 1 },
  { pattern: /^\t\(paths\.stepped = stepped\);$/m, replacement: '', count: 1 },
  { pattern: /^\t\(paths\.bars {4}= bars\);$/m, replacement: '', count: 1 },
  { pattern: /^\t\(paths\.spline {2}= monotoneCubic\);$/m, replacement: '', count: 1 },
  { pattern: /^\tconst showLegend = legend\.show;$/m, replacement: '\tconst showLegend = false;', count: 1 },
  { pattern: /^\tconst mode = (self|u)\.mode;$/gm, replacement: '\tconst mode = 1;', count: 2 },
  { pattern: /\b(sc\.|wsc\.)?distr (==|>=) (3|4|100)\b/g, replacement: 'false', count: 23 },
  { pattern: /^\tconst cursorFocus = focus\.prox >= 0;$/m, replacement: '\tconst cursorFocus = false;', count: 1 },
  { pattern: /^\tconst bands {3}= self\.bands {2}= opts\.bands \|\| \[\];\n\n\tbands\.forEach\(b => \{\n[^}]*\}\);$/m, replacement: '', count: 1 },
  { pattern: /^\t\t\/\/ for all bands where this series is the top edge.*?^\t\t\}\);$/ms, replacement: '', count: 1 },
  { pattern: /^\tfunction setBand\(bi, opts\) \{.*?^\tself\.delBand = delBand;$/ms, replacement: '', count: 1 },
  {
    pattern: /^(\tfunction strokeFill\(.*, gapsClip), gapsClip2, bandClip\) \{$/m,
    replacement: '$1) {\n\t\tconst gapsClip2 = null, bandClip = null;',
    count: 1,
  },
  { pattern: /\bselect\.show\b/g, replacement: 'false', count: 6 },
  { pattern: /^\tconst syncKey = syncOpts\.key;$/m, replacement: '\tconst syncKey = null;', count: 1 },
  {
    pattern: /^const \[ (timeIncrs(Ms|S)),\s+(_timeAxisStamps(Ms|S)),\s+(timeAxisSplits(Ms|S))\s+\] = genTimeStuffs\([^)]*\);$/gm,
    replacement: 'const $1 = null, $3 = null, $5 = null;',
    count: 2,
  },
  { pattern: /^\tconst (_fmtDate|_timeAxisSplits|_timeAxisVals|_timeSeriesVal)\s+= .*;$/gm, replacement: '\tconst $1 = null;', count: 4 },
  { pattern: /^(\t+)let isTime = (mode == 1 && scales\[s\.scale\]|sc)\.time;$/gm, replacement: '$1let isTime = false;', count: 3 },
  { pattern: /\belse if \(scaleX\.time\)/g, replacement: 'else if (false)', count: 1 },
  { pattern: /^\tuPlot\.fmtDate = fmtDate;\n\tuPlot\.tzDate {2}= tzDate;$/m, replacement: '', count: 1 },
  {
    pattern: /^const numFormatter = new Intl\.NumberFormat\(domEnv \? nav\.language : 'en-US'\);\nconst fmtNum = val => numFormatter\.format\(val\);$/m,
    replacement: "let numFormatter;\nconst fmtNum = val => (numFormatter ??= new Intl.NumberFormat(domEnv ? nav.language : 'en-US')).format(val);",
    count: 1,
  },
  { pattern: /^const localTz = new Intl\.DateTimeFormat\(\)\.resolvedOptions\(\)\.timeZone;$/m, replacement: 'let localTz;', count: 1 },
  { pattern: /^\telse if \(tz == localTz\)$/m, replacement: '\telse if (tz == (localTz ??= new Intl.DateTimeFormat().resolvedOptions().timeZone))', count: 1 },
];

export function uplotFeatures(): Plugin {
  return {
    name: 'uplot-features',
    enforce: 'pre',
    transform(code, id) {
      if (!/\/uplot\/dist\/uPlot\.esm\.js$/.test(id)) return null;
      let out = code;
      for (const { pattern, replacement, count } of UNUSED) {
        const found = out.match(new RegExp(pattern.source, `${pattern.flags.replace('g', '')}g`))?.length ?? 0;
        if (found !== count) this.error(`uplot-features: expected ${pattern} ${count} times in ${id}, found it ${found} times`);
        out = out.replace(pattern, replacement);
      }
      return { code: out, map: null };
    },
  };
}
