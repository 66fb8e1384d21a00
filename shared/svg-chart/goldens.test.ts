/**
 * Golden images: every sample of every chart kind (shared/kinds/registry.ts), rasterised as the server rasterises it
 * (api/lib/chart-image-worker.ts and resvg-options.ts: resvg with the bundled font only) and compared with the PNG committed
 * in goldens/. A change that moves more than 0.5 % of the pixels by more than a small amount
 * fails, and writes what it drew to the temporary folder to look at. After a change meant to
 * alter the look, `UPDATE_GOLDENS=1` rewrites the goldens; look at each one before committing.
 */
import { Resvg } from '@resvg/resvg-js';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { geometryFor } from '../../api/lib/map-geometry';
import { RESVG_OPTIONS } from '../../api/lib/resvg-options';
import { readPng } from '../../tests/support/png-image';
import { CHART_KINDS, kindOf } from '../kinds/registry';
import { renderChartSvg } from './render-chart-svg';

const SIZE = { width: 800, height: 450 };
const CHANNEL_DELTA = 24;
const MAX_DIFFERING = 0.005;
const folder = fileURLToPath(new URL('./goldens/', import.meta.url));

// Every sample of every kind in the registry, so a new kind gets its goldens without a line here.
const KINDS = await Promise.all(CHART_KINDS.map(async (kind) => ({ kind, samples: await kind.samples() })));

function pixelsOf(svg: string): { width: number; height: number; rgba: Uint8Array; png: Buffer } {
  const image = new Resvg(svg, RESVG_OPTIONS).render();
  return { width: image.width, height: image.height, rgba: image.pixels, png: image.asPng() };
}

describe('SVG chart goldens', () => {
  it('has samples for every kind, each taken by its own kind', () => {
    for (const { kind, samples } of KINDS) {
      expect(Object.keys(samples), kind.id).not.toEqual([]);
      for (const [name, spec] of Object.entries(samples)) expect(kindOf(spec).id, name).toBe(kind.id);
    }
  });

  for (const [name, spec] of KINDS.flatMap(({ samples }) => Object.entries(samples))) {
    it(`draws "${name}" as its golden image`, () => {
      // A map's geometry, built from the atlases in node_modules as the server builds it.
      const drawn = pixelsOf(renderChartSvg(spec, SIZE, 'en-US', { geometry: geometryFor(spec) }));
      const file = join(folder, `${name}.png`);
      if (process.env.UPDATE_GOLDENS === '1' || !existsSync(file)) {
        mkdirSync(folder, { recursive: true });
        writeFileSync(file, drawn.png);
        if (process.env.UPDATE_GOLDENS !== '1') throw new Error(`No golden for "${name}": wrote ${file}; look at it, then run again`);
        return;
      }
      const golden = readPng(readFileSync(file));
      expect([drawn.width, drawn.height]).toEqual([golden.width, golden.height]);
      let differing = 0;
      for (let i = 0; i < golden.rgba.length; i += 4) {
        for (let c = 0; c < 4; c++) {
          if (Math.abs(golden.rgba[i + c]! - drawn.rgba[i + c]!) > CHANNEL_DELTA) {
            differing++;
            break;
          }
        }
      }
      const share = differing / (golden.width * golden.height);
      if (share > MAX_DIFFERING) {
        const actual = join(tmpdir(), `svg-chart-${name}.actual.png`);
        writeFileSync(actual, drawn.png);
        expect.fail(`"${name}" differs from its golden in ${(share * 100).toFixed(2)} % of pixels (at most ${MAX_DIFFERING * 100} %): see ${actual}`);
      }
    });
  }
});
