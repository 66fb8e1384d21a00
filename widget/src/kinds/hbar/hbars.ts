import { annotationsOf, BAND_OPACITY, LINE_DASH, lineText } from '@shared/chart-core/annotations';
import { endLabelPlace, upLineLabelPlace } from '@shared/chart-core/label-place';
import { hbarBandLabel, hbarChart, isHorizontal, type HBarChart } from '@shared/kinds/hbar/hbar-layout';
import { boundsOf } from '@shared/chart-core/value-axis';
import { valueFormat } from '@shared/chart-core/value-format';
import { TICK_FONT } from '@shared/chart-core/x-axis';
import type { ChartSpec } from '@shared/spec/chart-spec';
import { layoutSeries, type Layout } from '@shared/chart-core/series-layout';
import { drawLabel } from '../../extras/placed-label';
import { canvasFrame } from '../../plot/canvas-frame';
import type { Plot, PlotInput } from '../../plot/plot';

const TICK = 6;

/** The registry's entry point: the renderer, unless the chart's series have no horizontal reading. */
export const plot = (spec: ChartSpec, layout: Layout) => isHorizontal(spec, layout) && createHbars;

/**
 * Horizontal bar charts, which uPlot does not draw: laid out by the chart core
 * (shared/kinds/hbar/hbar-layout.ts) as the server image is, painted in the canvas frame, with the
 * legend switching series and the pointer or keyboard picking a category. In the extras chunk.
 */
export function createHbars(input: PlotInput): Plot {
  const { spec, palette, locale } = input;
  const layout = layoutSeries(spec);
  const format = valueFormat(spec.options.numberFormat, locale);
  const { lines, bands } = annotationsOf(spec.options, spec.data.labels);
  return canvasFrame(input, spec.data.labels.length, (ctx, hidden) => {
    let chart: HBarChart;
    const text = (body: string, x: number, y: number, align: CanvasTextAlign, bold = false) => {
      ctx.font = `${bold ? 'bold ' : ''}${TICK_FONT}px ${palette.font}`;
      ctx.textAlign = align;
      ctx.fillText(body, x, y);
    };

    /** The grid, its ticks, the category labels and the value axis' title. */
    const paintAxes = ({ plot, ticks, rows, labelX, title }: HBarChart) => {
      const bottom = plot.y + plot.height;
      ctx.strokeStyle = palette.grid;
      ctx.lineWidth = 1;
      ctx.beginPath();
      for (const t of ticks) {
        const x = Math.round(t.x) + 0.5;
        ctx.moveTo(x, plot.y);
        ctx.lineTo(x, bottom + TICK);
      }
      ctx.stroke();
      ctx.textBaseline = 'middle';
      for (const t of ticks) text(t.text, t.x, bottom + TICK + 5 + TICK_FONT / 2, 'center');
      for (const r of rows) text(r.text, labelX, r.y, 'right');
      if (title) text(title.text, title.x, title.y - TICK_FONT * 0.35, 'center', true);
    };

    /** Reference lines over the bars, and the labels of lines and highlighted ranges. */
    const paintAnnotations = ({ plot }: HBarChart) => {
      ctx.textBaseline = 'alphabetic';
      for (const line of lines) {
        const x = chart.x(line.value);
        if (x < plot.x - 1 || x > plot.x + plot.width + 1) continue;
        ctx.setLineDash([...LINE_DASH]);
        ctx.lineWidth = 1.5;
        ctx.strokeStyle = palette.fg;
        ctx.globalAlpha = 0.75;
        ctx.beginPath();
        ctx.moveTo(x, plot.y);
        ctx.lineTo(x, plot.y + plot.height);
        ctx.stroke();
        ctx.setLineDash([]);
        ctx.globalAlpha = 1;
        const body = lineText(line, format.value);
        if (body) drawLabel(ctx, upLineLabelPlace(body, x, plot), palette);
      }
      for (const band of bands) if (band.label) drawLabel(ctx, endLabelPlace(band.label, hbarBandLabel(chart, band.first).y, plot), palette);
    };

    return {
      paint(width, height, focused) {
        chart = hbarChart({
          labels: spec.data.labels,
          layout,
          valueTitle: spec.options.yAxis,
          box: { x: 0, y: 0, width, height },
          locale,
          bounds: boundsOf(spec.options),
          tick: format.tick,
          shown: (i) => !hidden.has(i),
        });
        const { plot } = chart;
        ctx.fillStyle = palette.fg;
        ctx.globalAlpha = BAND_OPACITY;
        for (const band of bands) ctx.fillRect(plot.x, chart.rowY(band.first) - chart.slot / 2, plot.width, (band.last - band.first + 1) * chart.slot);
        ctx.globalAlpha = 1;
        paintAxes(chart);
        chart.bars.forEach((bars, si) => {
          ctx.fillStyle = palette.series[si]!;
          for (const bar of bars) {
            if (!bar) continue;
            const r = bar.radius;
            ctx.beginPath();
            ctx.roundRect(bar.x, bar.y, bar.width, bar.height, bar.right ? [0, r, r, 0] : [r, 0, 0, r]);
            ctx.fill();
          }
        });
        if (focused !== null) {
          ctx.strokeStyle = palette.fg;
          ctx.strokeRect(plot.x - 2, chart.rowY(focused) - chart.slot / 2 + 1, plot.width + 4, chart.slot - 2);
        }
        paintAnnotations(chart);
      },
      hit(x, y) {
        const row = Math.floor((y - chart.plot.y) / chart.slot);
        return row >= 0 && row < spec.data.labels.length && x >= chart.plot.x ? row : null;
      },
      place(i) {
        const ends = chart.bars.flatMap((bars) => (bars[i] ? [bars[i]!.right ? bars[i]!.x + bars[i]!.width : bars[i]!.x] : []));
        return { left: ends.length ? Math.max(...ends) : chart.plot.x, top: chart.rowY(i) };
      },
    };
  });
}
