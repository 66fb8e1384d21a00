/** Series for the kinds' samples (kinds/<kind>/samples.ts), which only tests read. */

/** ISO dates, one every `every` days from `from`. */
export const days = (count: number, from = Date.UTC(2024, 0, 1), every = 1) =>
  Array.from({ length: count }, (_, i) => new Date(from + i * every * 86_400_000).toISOString().slice(0, 10));

/** A smooth wave around `scale` / 5, rounded to a tenth of it. */
export const wave = (count: number, scale = 100) => Array.from({ length: count }, (_, i) => Math.round(scale * (2 + Math.sin(i / 7))) / 10);
