/**
 * How the server rasterises SVG with resvg (Rust, prebuilt per platform in its npm package; no
 * browser). Text is drawn with DejaVu Sans from the `dejavu-fonts-ttf` package (the Bitstream
 * Vera licence: free to use, embed and ship) and never with a system font, so a chart becomes the
 * same pixels on every machine. The golden-image tests rasterise with these same options.
 */
import type { ResvgRenderOptions } from '@resvg/resvg-js';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** The regular and bold faces whose widths shared/chart-core/text-width.ts lays text out with. */
export const FONT_FILES = ['dejavu-fonts-ttf/ttf/DejaVuSans.ttf', 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'].map((file) => require.resolve(file));

export const RESVG_OPTIONS: ResvgRenderOptions = {
  font: { loadSystemFonts: false, fontFiles: FONT_FILES, defaultFontFamily: 'DejaVu Sans', sansSerifFamily: 'DejaVu Sans' },
  fitTo: { mode: 'original' },
  logLevel: 'off',
};
