/**
 * The table's styles, adopted by the shadow root while a table is shown (the map's way): a line
 * chart's runtime carries none of them.
 *
 * The element's series legend, its screen-reader copy of the data and the Chart / Data table pair
 * are hidden: the table is the data, and a second copy would be read twice (the plot stays in sight
 * even if a reader had left the data table open on an earlier chart). Rules are scoped to
 * `.tb` and set every property the data table's late sheet (accessibility.ts STYLES, adopted after
 * this one) also sets on `table`, `th` and `td`, so its arrival moves nothing.
 */
export const TABLE_SHEET = new CSSStyleSheet();
TABLE_SHEET.replaceSync(
  '.legend,.body>.table,[part=chart-toggle],[part=table-toggle]{display:none}.body>.plot{visibility:visible!important}' +
    '.tb{position:absolute;inset:0;display:flex;flex-direction:column;gap:6px;font-size:13px}' +
    '.tb :is(button,input,select){font:inherit;color:inherit;background:none;border:1px solid var(--chart-grid);border-radius:4px;min-height:26px;min-width:26px}' +
    '.tb button{cursor:pointer}.tb [aria-disabled=true]{opacity:.4;cursor:default}' +
    '.tb :focus-visible{outline:2px solid var(--chart-series-1);outline-offset:-2px;box-shadow:none}' +
    '.find,.pages{display:flex;flex-wrap:wrap;align-items:center;gap:4px 8px}.pages{justify-content:end}' +
    '.find input{width:14em;max-width:100%;padding:0 6px;box-sizing:border-box}.find output{opacity:.8}' +
    '.scroll{flex:1;min-height:0;overflow:auto}' +
    // A real table, laid out row by row in the columns table.ts measured (--cols), its body in
    // groups of rows (table.ts): a group out of sight is not laid out at all, so a thousand rows
    // paint and re-sort in a few milliseconds, where the table layout measured every cell each
    // time. Rows are 27.2 px high (13 px text at 1.4, 8 px padding, a 1 px line), as table.ts counts.
    '.tb table,.tb thead,.tb tbody{display:block;width:auto;font-size:13px}' +
    '.tb tr{display:grid;grid-template-columns:var(--cols)}' +
    '.tb tbody{content-visibility:auto}' +
    '.tb th,.tb td{padding:4px 8px;border-bottom:1px solid var(--chart-grid);text-align:right;white-space:nowrap;font-variant-numeric:tabular-nums}' +
    // The header row stays in sight as rows scroll, the labels as columns do (a phone's narrow box).
    '.tb thead{position:sticky;top:0;z-index:2;background:var(--chart-bg)}.tb thead th{padding:0}' +
    '.tb th:first-child{position:sticky;left:0;z-index:1;text-align:left;background:var(--chart-bg)}' +
    '.tb tbody th{font-weight:normal}' +
    '.tb thead button{width:100%;border:0;border-radius:0;padding:4px 8px;font-weight:bold;text-align:inherit}' +
    // The sort's arrow is for the eye: aria-sort says it to screen readers.
    '.tb [aria-sort=ascending] button::after{content:" ▲"/""}.tb [aria-sort=descending] button::after{content:" ▼"/""}' +
    '.cbar{display:inline-block;position:relative;width:48px;height:10px;margin-left:6px;vertical-align:-1px;background:color-mix(in srgb,currentColor 10%,transparent)}' +
    '.cbar i{position:absolute;top:0;bottom:0}' +
    '.cbar.z::before{content:"";position:absolute;left:var(--z);top:-2px;bottom:-2px;border-left:1px solid}',
);
