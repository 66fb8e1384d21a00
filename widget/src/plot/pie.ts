import { formatNumber } from '../../../shared/format-number';
import type { Plot, PlotInput } from './plot';

const TAU = Math.PI * 2;

/** Pie charts, which uPlot does not draw: one slice per label, one colour per label. */
export function createPie({ target, spec, palette, width, height, onHover }: PlotInput): Plot {
  const canvas = document.createElement('canvas');
  target.append(canvas);
  const ctx = canvas.getContext('2d')!;
  const { labels, datasets } = spec.data;
  const values = labels.map((_, i) => Math.max(Number(datasets[0]?.data[i]) || 0, 0));
  const hidden = new Set<number>();
  let focused: number | null = null;
  let size = { width, height };

  const total = () => values.reduce((sum, v, i) => sum + (hidden.has(i) ? 0 : v), 0) || 1;
  const geometry = () => ({ cx: size.width / 2, cy: size.height / 2, r: Math.max(Math.min(size.width, size.height) / 2 - 8, 1) });
  /** Start and end angle of each slice, from twelve o'clock, clockwise. */
  const angles = () => {
    let start = -Math.PI / 2;
    const sum = total();
    return values.map((v, i) => {
      const sweep = hidden.has(i) ? 0 : (v / sum) * TAU;
      const slice = [start, start + sweep] as const;
      start += sweep;
      return slice;
    });
  };

  function draw(): void {
    const dpr = devicePixelRatio;
    canvas.width = size.width * dpr;
    canvas.height = size.height * dpr;
    canvas.style.width = `${size.width}px`;
    canvas.style.height = `${size.height}px`;
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    const { cx, cy, r } = geometry();
    angles().forEach(([a0, a1], i) => {
      if (a1 === a0) return;
      const grow = i === focused ? 6 : 0;
      const mid = (a0 + a1) / 2;
      ctx.beginPath();
      ctx.moveTo(cx + Math.cos(mid) * grow, cy + Math.sin(mid) * grow);
      ctx.arc(cx + Math.cos(mid) * grow, cy + Math.sin(mid) * grow, r, a0, a1);
      ctx.closePath();
      ctx.fillStyle = palette.series[i % palette.series.length]!;
      ctx.fill();
      ctx.lineWidth = 2;
      ctx.strokeStyle = palette.bg;
      ctx.stroke();
    });
  }

  function show(i: number | null): void {
    focused = i;
    draw();
    if (i === null) return onHover(null);
    const { cx, cy, r } = geometry();
    const [a0, a1] = angles()[i]!;
    const mid = (a0 + a1) / 2;
    onHover({
      left: cx + Math.cos(mid) * r * 0.6,
      top: cy + Math.sin(mid) * r * 0.6,
      title: labels[i] ?? '',
      rows: [
        {
          slot: i % palette.series.length,
          label: datasets[0]?.label ?? '',
          value: `${formatNumber(values[i])} (${Math.round(((hidden.has(i) ? 0 : values[i]!) / total()) * 100)}%)`,
        },
      ],
    });
  }

  canvas.addEventListener('pointermove', (event) => {
    const { cx, cy, r } = geometry();
    const dx = event.offsetX - cx;
    const dy = event.offsetY - cy;
    if (Math.hypot(dx, dy) > r) return focused !== null && show(null);
    let angle = Math.atan2(dy, dx);
    if (angle < -Math.PI / 2) angle += TAU;
    const hit = angles().findIndex(([a0, a1]) => angle >= a0 && angle < a1);
    if (hit !== focused) show(hit < 0 ? null : hit);
  });
  canvas.addEventListener('pointerleave', () => show(null));
  draw();

  return {
    count: labels.length,
    setSize(w, h) {
      size = { width: w, height: h };
      draw();
    },
    setHidden(i, isHidden) {
      if (isHidden) hidden.add(i);
      else hidden.delete(i);
      draw();
    },
    focusPoint: show,
    destroy: () => canvas.remove(),
  };
}
