/** Small inline icons (no icon font, no emoji: both depend on what the reader's system has). */
const paths = {
  line: 'M3 17l5-6 4 3 7-9',
  bar: 'M5 20V11M12 20V5M19 20v-7',
  area: 'M3 20V15l5-6 4 3 8-8v16z',
  candlestick: 'M7 3v18M5 8h4v7H5zM17 5v14M15 9h4v5h-4z',
  pie: 'M12 3a9 9 0 1 0 9 9h-9z M14 2.5v7.5h7.5A8 8 0 0 0 14 2.5z',
  // A folded map: three panels.
  map: 'M3 6l6-3 6 3 6-3v15l-6 3-6-3-6 3zM9 3v15M15 6v15',
  // Dots scattered about a rising line.
  scatter: 'M5 18h.01M9 13h.01M12 16h.01M15 9h.01M19 6h.01M8 7h.01M18 14h.01',
  // A grid of rows under a header.
  table: 'M3 5h18v14H3zM3 10h18M3 15h18M9 5v14',
  pencil: 'M4 20h4L19 9l-4-4L4 16v4zM14 6l4 4',
  trash: 'M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13',
  warning: 'M12 3L2 20h20L12 3zM12 10v4M12 17h.01',
};

export type IconName = keyof typeof paths;

export function Icon({ name, label }: { name: IconName; label?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="18"
      height="18"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden={label ? undefined : true}
      role={label ? 'img' : undefined}
      aria-label={label}
    >
      <path d={paths[name]} />
    </svg>
  );
}
