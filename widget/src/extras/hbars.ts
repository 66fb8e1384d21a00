import { annotationsOf, BAND_OPACITY, LINE_DASH, lineText } from '@shared/chart-core/annotations';
import { endLabelPlace, upLineLabelPlace } from '@shared/chart-core/label-place';
import { hbarBandLabel, hbarChart, type HBarChart } from '@shared/kinds/hbar/hbar-layout';
import { boundsOf } from '@shared/chart-core/value-axis';
import { valueFormat } from '@shared/chart-core/value-format';
import { TICK_FONT } from '@shared/chart-core/x-axis';
import { layoutSeries } from '@shared/chart-core/series-layout';
import type { Plot, PlotInput } from '../plot/plot';
import { guarded } from '../plot/guarded';
import { drawLabel } from './placed-label';

const TICK = 6;

/**
 * Horizontal bar charts, which uPlot does not draw: laid out by the chart core
 * (shared/kinds/hbar/hbar-layout.ts) as the server image is, and painted on a canvas of our own, with
 * the legend switching series and the pointer or keyboard picking a category. Part of the extras
 * chunk, for the charts `isHorizontal` accepts (extras.ts asks).
 */
export function createHbars(input: PlotInput): Plot {
  const { target, spec, palette, locale, onHover, onReady, onError } = input;
  const layout = layoutSeries(spec);
  let { width, height } = input;
  const canvas = target.appendChild(document.createElement('canvas'));
  const ctx = canvas.getContext('2d')!;
  const format = valueFormat(spec.options.numberFormat, locale);
  const { lines, bands } = annotationsOf(spec.options, spec.data.labels);
  const hidden = new Set<number>();
  let focused: number | null = null;
  let chart: HBarChart;

  const text = (body: string, x: number, y: number, align: CanvasTextAlign, bold = false) => {
    ctx.font = `${bold ? 'bold ' : ''}${TICK_FONT}px ${palette.font}`;
    ctx.textAlign = align;
    ctx.fillText(body, x, y);
  };

  function draw(w = width, h = height): void {
    [width, height] = [w, h];
    const dpr = devicePixelRatio;
    canvas.width = w * dpr;
    canvas.height = h * dpr;
    canvas.style.width = `${w}px`;
    canvas.style.height = `${h}px`;
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    chart = hbarChart({
      labels: spec.data.labels,
      layout,
      valueTitle: spec.options.yAxis,
      box: { x: 0, y: 0, width: w, height: h },
      locale,
      bounds: boundsOf(spec.options),
      tick: format.tick,
      shown: (i) => !hidden.has(i),
    });
    const { plot } = chart;
    const bottom = plot.y + plot.height;
    ctx.fillStyle = palette.fg;
    ctx.globalAlpha = BAND_OPACITY;
    for (const band of bands) ctx.fillRect(plot.x, chart.rowY(band.first) - chart.slot / 2, plot.width, (band.last - band.first + 1) * chart.slot);
    ctx.globalAlpha = 1;
    ctx.strokeStyle = palette.grid;
    ctx.lineWidth = 1;
    ctx.beginPath();
    for (const t of chart.ticks) {
      const x = Math.round(t.x) + 0.5;
      ctx.moveTo(x, plot.y);
      ctx.lineTo(x, bottom + TICK);
    }
    ctx.stroke();
    ctx.textBaseline = 'middle';
    for (const t of chart.ticks) text(t.text, t.x, bottom + TICK + 5 + TICK_FONT / 2, 'center');
    for (const r of chart.rows) text(r.text, chart.labelX, r.y, 'right');
    if (chart.title) text(chart.title.text, chart.title.x, chart.title.y - TICK_FONT * 0.35, 'center', true);
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
      ctx.lineTo(x, bottom);
      ctx.stroke();
      ctx.setLineDash([]);
      ctx.globalAlpha = 1;
      const body = lineText(line, format.value);
      if (body) drawLabel(ctx, upLineLabelPlace(body, x, plot), palette);
    }
    for (const band of bands) if (band.label) drawLabel(ctx, endLabelPlace(band.label, hbarBandLabel(chart, band.first).y, plot), palette);
  }

  function show(i: number | null): void {
    focused = i;
    draw();
    if (i === null) return onHover(null);
    const ends = chart.bars.flatMap((bars) => (bars[i] ? [bars[i]!.right ? bars[i]!.x + bars[i]!.width : bars[i]!.x] : []));
    onHover({ left: ends.length ? Math.max(...ends) : chart.plot.x, top: chart.rowY(i), index: i });
  }

  const guard = guarded(onError);
  canvas.addEventListener(
    'pointermove',
    guard((event: PointerEvent) => {
      const row = Math.floor((event.offsetY - chart.plot.y) / chart.slot);
      const hit = row >= 0 && row < spec.data.labels.length && event.offsetX >= chart.plot.x ? row : null;
      if (hit !== focused) show(hit);
    }),
  );
  canvas.addEventListener(
    'pointerleave',
    guard(() => show(null)),
  );
  draw();
  queueMicrotask(onReady);

  return {
    count: spec.data.labels.length,
    setSize: draw,
    focusPoint: show,
    setShown(i, shown) {
      if (shown) hidden.delete(i);
      else hidden.add(i);
      draw();
    },
    destroy: () => canvas.remove(),
  };
}
