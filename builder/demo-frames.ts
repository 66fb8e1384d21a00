/**
 * The landing page's demo as still frames: each demo chart drawn by the server's SVG renderer
 * (shared/svg-chart) at build time, in three widths so that its text reads at the size a phone, a
 * tablet or a desktop shows it. The page shows these images first and loads the live widget only
 * when a reader reaches for the demo, so the widget's script is not part of what `/` fetches
 * (docs/PERFORMANCE.md's budget: 110 KiB of scripts before network idle).
 *
 * `import frames from 'virtual:demo-frames'` gives one `DemoFrame` per entry of DEMO_SPECS: hashed
 * asset URLs in a build, URLs this plugin answers itself under `npm run dev`.
 */
import type { Plugin } from 'vite';
// Relative, not `@shared/`: Vite loads this file and demo-spec.ts with builder/vite.config.ts, before
// the config's `resolve.alias` exists.
// eslint-disable-next-line no-restricted-imports -- loaded with the Vite config, before its alias
import { chartStyle } from '../shared/svg-chart/chart-style';
// eslint-disable-next-line no-restricted-imports -- loaded with the Vite config, before its alias
import { renderChartSvg } from '../shared/svg-chart/render-chart-svg';
import { DEMO_SPECS } from './src/features/landing/components/demo-spec';

/** The widths drawn, with the widest viewport each is for (the last one is for any wider). */
export const FRAME_WIDTHS = [
  { name: 'narrow', width: 400, upTo: 480 },
  { name: 'medium', width: 760, upTo: 800 },
  { name: 'wide', width: 1068, upTo: Infinity },
] as const;
export const FRAME_HEIGHT = 360;

const MODULE_ID = 'virtual:demo-frames';
const RESOLVED_ID = `\0${MODULE_ID}`;
const DEV_PREFIX = '/@demo-frames/';

function frameSvg(index: number, width: number): string {
  return renderChartSvg(DEMO_SPECS[index]!.spec, { width, height: FRAME_HEIGHT });
}

export function demoFrames(): Plugin {
  let serving = false;
  return {
    name: 'demo-frames',
    configResolved(config) {
      serving = config.command === 'serve';
    },
    resolveId: (id) => (id === MODULE_ID ? RESOLVED_ID : undefined),
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const frames = DEMO_SPECS.map(({ spec }, index) => {
        const urls = FRAME_WIDTHS.map(({ name, width }) => {
          if (serving) return `${name}: ${JSON.stringify(`${DEV_PREFIX}${index}-${width}.svg`)}`;
          const reference = this.emitFile({ type: 'asset', name: `demo-${index}-${width}.svg`, source: frameSvg(index, width) });
          return `${name}: import.meta.ROLLUP_FILE_URL_${reference}`;
        });
        return `{ ${urls.join(', ')}, background: ${JSON.stringify(chartStyle(spec).background)} }`;
      });
      return `export default [${frames.join(',\n')}];`;
    },
    configureServer(server) {
      server.middlewares.use(DEV_PREFIX, (request, response, next) => {
        const match = /^\/(\d+)-(\d+)\.svg$/.exec(request.url ?? '');
        const index = Number(match?.[1]);
        const width = Number(match?.[2]);
        if (!match || !DEMO_SPECS[index] || !FRAME_WIDTHS.some((w) => w.width === width)) return next();
        response.setHeader('content-type', 'image/svg+xml');
        response.end(frameSvg(index, width));
      });
    },
  };
}
