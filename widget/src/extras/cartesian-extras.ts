import type uPlot from 'uplot';
import { annotationsOf, BAND_OPACITY, bandEdges, LINE_DASH, lineText } from '@shared/chart-core/annotations';
import { bandLabelPlace, lineLabelPlace, type PlacedLabel } from '@shared/chart-core/label-place';
import { boundsOf, type AxisBounds, type TickFormat } from '@shared/chart-core/value-axis';
import { valueFormat } from '@shared/chart-core/value-format';
import type { ChartSpec } from '@shared/spec/chart-spec';
import { formatNumber } from '@shared/formats/format-number';
import { clipped } from '../plot/clip';
import type { Palette } from '../plot/plot';
import { drawLabel } from './placed-label';

/**
 * What a chart's creator added beyond the data, for the uPlot renderer: the left axis's bounds
 * and number format, and the annotations, drawn as the server image draws them (the chart core's
 * shared/chart-core/annotations.ts). Part of the extras chunk (extras.ts).
 */
export interface CartesianExtras {
  bounds: AxisBounds;
  tick?: TickFormat;
  /** Highlighted ranges, under the grid's data. */
  under(u: uPlot): void;
  /** Reference lines and every label, over the data. */
  over(u: uPlot): void;
}

export function cartesianExtras(spec: ChartSpec, palette: Palette, locale: string, slotted: boolean, xs: ArrayLike<number>): CartesianExtras {
  const format = spec.options.numberFormat ? valueFormat(spec.options.numberFormat, locale) : undefined;
  const { lines, bands } = annotationsOf(spec.options, spec.data.labels);
  const px = () => devicePixelRatio;
  const x = (u: uPlot) => (i: number) => u.valToPos(slotted ? i : xs[i]!, 'x', true);
  const half = (u: uPlot) => (slotted && xs.length > 1 ? (u.valToPos(1, 'x', true) - u.valToPos(0, 'x', true)) / 2 : 0);
  const edges = (u: uPlot) =>
    bands.map((band) => {
      const [left, right] = bandEdges(band, x(u), half(u)).map((v) => Math.min(Math.max(v, u.bbox.left), u.bbox.left + u.bbox.width));
      return { band, left: left!, width: right! - left! };
    });
  return {
    bounds: boundsOf(spec.options),
    tick: format?.tick,
    under(u) {
      if (!bands.length) return;
      clipped(u, (ctx) => {
        // Alpha apart from the colour: a host page may give the foreground in any CSS syntax.
        ctx.globalAlpha = BAND_OPACITY;
        ctx.fillStyle = palette.fg;
        for (const { left, width } of edges(u)) ctx.fillRect(left, u.bbox.top, width, u.bbox.height);
      });
    },
    over(u) {
      const { ctx, bbox } = u;
      const value = (v: number) => (format ? format.value(v) : formatNumber(v, false, locale));
      // The plot in CSS pixels, as the chart core places labels.
      const plot = { x: bbox.left / px(), y: bbox.top / px(), width: bbox.width / px(), height: bbox.height / px() };
      // Lines' labels first: a range's label keeps clear of them.
      const placed: PlacedLabel[] = [];
      const draw = (label: PlacedLabel) => drawLabel(ctx, placed[placed.push(label) - 1]!, palette, px());
      ctx.save();
      for (const line of lines) {
        const y = u.valToPos(line.value, 'y', true);
        if (y < bbox.top - 1 || y > bbox.top + bbox.height + 1) continue;
        ctx.beginPath();
        ctx.setLineDash(LINE_DASH.map((d) => d * px()));
        ctx.lineWidth = 1.5 * px();
        ctx.strokeStyle = palette.fg;
        ctx.globalAlpha = 0.75;
        ctx.moveTo(bbox.left, y);
        ctx.lineTo(bbox.left + bbox.width, y);
        ctx.stroke();
        ctx.setLineDash([]);
        ctx.globalAlpha = 1;
        const text = lineText(line, value);
        if (text) draw(lineLabelPlace(text, y / px(), plot));
      }
      for (const { band, left, width } of edges(u)) if (width > 0 && band.label) draw(bandLabelPlace(band.label, left / px(), plot, placed));
      ctx.restore();
    },
  };
}
