/**
 * The room a chart's texts leave its plot, and how tall an embed must be so they never squeeze it
 * below MIN_PLOT_HEIGHT. A 400 px embed with a title, a description, a legend, notes, a byline and
 * a source left about 110 px for the plot at 360 px wide: too little to read. Rather than squash
 * the plot, an embed grows on a narrow screen, and its final height must be known before it
 * paints (no layout shift on the host page), so it is computed here from the spec alone, for a few
 * widths (`roomSteps`), by the server: the loader (`/e/SLUG.js`), the frame and standalone pages,
 * and the builder reserve the height for the width they get. Widths come from text-width.ts,
 * whose estimates are no narrower than the fonts, so the room reserved is never too small.
 */
import type { ChartSpec } from '../spec/chart-spec';
import { DESCRIPTION, FRAME_PAD, frameTexts, NOTE } from './frame';
import { LEGEND_GAP, legendLayout } from './legend';
import { textWidth } from './text-width';
import { BOLD } from './text-width-bold';

/**
 * The plot never gets less than this: room for the x axis's labels (about 20 px) and five value
 * ticks 36 px apart, the fewest that still show a trend's shape and its scale (nice-ticks.ts).
 */
export const MIN_PLOT_HEIGHT = 200;

/** The widths an embed's reserved height is computed for; between two, the narrower one's holds. */
export const ROOM_WIDTHS = [240, 280, 320, 360, 400, 480, 560, 640, 800, 1024] as const;

/** The title: 16 px bold on 1.4 lines, 4 px under it (the widget's `h2`). */
const TITLE = { size: 16, line: 22.4, after: 4 };
/** The foot row's text: 12 px on 1.4 lines; its buttons are 24 px tall (WCAG 2.2 target size). */
const FOOT = { size: 12, line: 16.8, button: 24, gap: 8, rowGap: 4, before: 4 };
/** A foot button's padding and border around its text. */
const BUTTON_EDGES = 14;
const BUTTONS = ['Download', 'Chart', 'Data table'];

export interface RoomOptions {
  /** The `plain` flag: no title, description, notes or foot. */
  plain?: boolean;
  /** The title is hidden (the standalone page shows it as its heading). */
  untitled?: boolean;
}

/** One step: from `width` px wide (up to the next step), the embed needs at least `height` px. */
export type RoomStep = readonly [width: number, height: number];

const lines = (width: number, room: number) => Math.max(1, Math.ceil(width / room));

/** The height of the foot: notes and byline, then the source, the update date and the buttons, wrapped as flex items. */
function footHeight(spec: ChartSpec, room: number, notes: number): number {
  const sources = (spec.sources?.[0] ? spec.sources : [spec.source]).filter((s) => s?.label);
  const items: number[] = [];
  if (sources.length) items.push(textWidth(`Source${sources[1] ? 's' : ''}: ${sources.map((s) => s!.label).join(', ')}`, FOOT.size));
  if (spec.updatedAt) items.push(textWidth('Updated Sep 30, 2026', FOOT.size));
  const tools = BUTTONS.reduce((sum, text) => sum + textWidth(text, FOOT.size) + BUTTON_EDGES, 0) + FOOT.gap * (BUTTONS.length - 1);
  const rows: number[] = [];
  let used = 0;
  items.forEach((width, i) => {
    const height = lines(width, room) * FOOT.line;
    if (i === 0 || used + FOOT.gap + width > room) {
      rows.push(height);
      used = Math.min(width, room);
    } else {
      rows[rows.length - 1] = Math.max(rows[rows.length - 1]!, height);
      used += FOOT.gap + width;
    }
  });
  if (!rows.length || used + FOOT.gap + tools > room) rows.push(FOOT.button);
  else rows[rows.length - 1] = Math.max(rows[rows.length - 1]!, FOOT.button);
  const notesHeight = notes ? notes * NOTE.line + FOOT.rowGap : 0;
  return FOOT.before + notesHeight + rows.reduce((a, b) => a + b, 0) + FOOT.rowGap * (rows.length - 1);
}

/** What the legend lists: a pie's slices, a scatter plot's groups, a table nothing (its header names its columns), else the series. */
function legendNames(spec: ChartSpec): string[] {
  if (spec.chartType === 'pie') return spec.data.labels.map(String);
  if (spec.chartType === 'table') return [];
  if (spec.chartType === 'scatter') {
    const groups = spec.options.scatter?.groups;
    return Array.isArray(groups) ? [...new Set(groups.map(String))] : [];
  }
  return spec.data.datasets.map((d) => String(d.label));
}

/** The height the frame, its texts and its legend take around the plot, in an embed `width` px wide. */
export function textsRoom(spec: ChartSpec, width: number, options: RoomOptions = {}): number {
  const room = Math.max(width - 2 * FRAME_PAD.x, 1);
  const o = spec.options;
  const names = legendNames(spec);
  // The legend may take 30 % of the body: laid out in a body whose plot has its minimum.
  const legend = legendLayout(names, o.legendPosition, { width: room, height: MIN_PLOT_HEIGHT / 0.7 });
  const legendHeight = legend && (legend.side === 'top' || legend.side === 'bottom') ? legend.height + LEGEND_GAP : 0;
  if (options.plain) return 2 * FRAME_PAD.y + legendHeight;
  const texts = frameTexts(o, width);
  const title = o.title && !options.untitled ? lines(textWidth(String(o.title), TITLE.size, BOLD), room) * TITLE.line + TITLE.after : 0;
  const description = texts.description.length ? texts.description.length * DESCRIPTION.line + DESCRIPTION.after : 0;
  return 2 * FRAME_PAD.y + title + description + legendHeight + footHeight(spec, room, texts.notes.length);
}

/** The least height an embed `width` px wide needs for its plot to keep MIN_PLOT_HEIGHT. */
export const neededHeight = (spec: ChartSpec, width: number, options: RoomOptions = {}): number => Math.ceil(textsRoom(spec, width, options) + MIN_PLOT_HEIGHT);

/**
 * The least heights at ROOM_WIDTHS, narrowest first, each step kept only where the height changes.
 * An embed narrower than the first step takes the first; between two steps, the narrower one's
 * (texts wrap more as the width shrinks, so that one is the larger).
 */
export function roomSteps(spec: ChartSpec, options: RoomOptions = {}): RoomStep[] {
  const steps: RoomStep[] = [];
  for (const width of ROOM_WIDTHS) {
    const height = neededHeight(spec, width, options);
    if (!steps.length || steps[steps.length - 1]![1] !== height) steps.push([width, height]);
  }
  return steps;
}

/** The height an embed of `width` reserves: what it asked for, or more when its texts need it. */
export function reservedHeight(steps: readonly RoomStep[], width: number, asked: number): number {
  let need = steps[0]?.[1] ?? 0;
  for (const [from, height] of steps) if (width >= from) need = height;
  return Math.max(asked, need);
}

/** The narrowest column the iframe code's height holds at without its host resizing it: a 360 px phone's, less the page's margins. */
export const PHONE_WIDTH = 320;

/**
 * The height an iframe code asks for: `asked`, or what the chart's texts need on a phone. An
 * iframe's height is fixed by its host before our page loads, so it is the one a phone needs
 * (wider frames give the plot the extra room); `/e/resize.js` and WordPress follow the frame's
 * reported height after that.
 */
export const frameCodeHeight = (spec: ChartSpec, asked: number, options: RoomOptions = {}): number =>
  reservedHeight(roomSteps(spec, options), PHONE_WIDTH, asked);
