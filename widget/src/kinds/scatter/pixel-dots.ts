/**
 * Plain dots written straight into the canvas's pixels: ten thousand arcs in one path cost a
 * software canvas about 100 ms to build and fill, this about a tenth of that. Each dot is a disc
 * of coverage (antialiased at its edge, its centre at the nearest quarter pixel), laid over what is
 * drawn (the grid) at the dots' opacity, so crowds show where they are densest. In device pixels:
 * a canvas's transform does not apply to its pixels. No object and no array per dot.
 */

/** The pixels a disc covers, as offsets from the top left of its square and their coverage times the dots' opacity. */
interface Mask {
  col: Int16Array;
  row: Int16Array;
  alpha: Float64Array;
}

/**
 * The disc of `radius` centred `dx`, `dy` into the top left pixel of a square `size` wide: only the
 * pixels it covers (about two in five of the square's), so no dot visits a pixel it leaves alone.
 */
function disc(radius: number, dx: number, dy: number, size: number, opacity: number): Mask {
  const col: number[] = [];
  const row: number[] = [];
  const alpha: number[] = [];
  const centre = (size - 1) / 2;
  for (let r = 0; r < size; r++) {
    for (let c = 0; c < size; c++) {
      const coverage = Math.min(1, Math.max(0, radius + 0.5 - Math.hypot(c - centre - dx, r - centre - dy)));
      if (coverage <= 0) continue;
      col.push(c);
      row.push(r);
      // Coverage at single precision, as the masks always held it: the same pixels as before, to the bit.
      alpha.push(Math.fround(coverage) * opacity);
    }
  }
  return { col: Int16Array.from(col), row: Int16Array.from(row), alpha: Float64Array.from(alpha) };
}

/** A colour's channels, in whatever form CSS gave it (a host page may set \`rgb()\` or a name), read back from a pixel. */
function channels(ctx: CanvasRenderingContext2D, color: string): Uint8ClampedArray {
  ctx.save();
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.globalAlpha = 1;
  ctx.fillStyle = color;
  ctx.clearRect(0, 0, 1, 1);
  ctx.fillRect(0, 0, 1, 1);
  const rgb = ctx.getImageData(0, 0, 1, 1).data;
  ctx.restore();
  return rgb;
}

export interface Dots {
  /** Centres in CSS pixels, a group (colour) each. */
  px: Float32Array;
  py: Float32Array;
  group: ArrayLike<number>;
}

/**
 * Paints every dot of radius `radius` CSS pixels inside `clip` (CSS pixels) onto `ctx`, whose canvas
 * is `dpr` device pixels to the CSS pixel.
 */
export function paintDots(
  ctx: CanvasRenderingContext2D,
  { px, py, group }: Dots,
  radius: number,
  colors: readonly string[],
  opacity: number,
  clip: { x: number; y: number; width: number; height: number },
  dpr: number,
): void {
  const left = Math.max(0, Math.floor(clip.x * dpr));
  const top = Math.max(0, Math.floor(clip.y * dpr));
  const width = Math.min(ctx.canvas.width - left, Math.ceil(clip.width * dpr));
  const height = Math.min(ctx.canvas.height - top, Math.ceil(clip.height * dpr));
  if (width <= 0 || height <= 0) return;
  // Read before the plot's pixels are: the top left pixel is outside the plot, under the y axis's room.
  const rgb = colors.map((color) => channels(ctx, color));
  ctx.clearRect(0, 0, 1, 1);
  const image = ctx.getImageData(left, top, width, height);
  const pixels = image.data;
  const r = radius * dpr;
  const size = Math.ceil(2 * r + 2) | 1;
  const half = (size - 1) / 2;
  // Sixteen masks, a centre at each quarter of a pixel.
  const masks = Array.from({ length: 16 }, (_, k) => disc(r, (k % 4) / 4, Math.floor(k / 4) / 4, size, opacity));
  for (let i = 0; i < px.length; i++) {
    const x = px[i]! * dpr - left;
    const y = py[i]! * dpr - top;
    const fx = Math.floor(x);
    const fy = Math.floor(y);
    const { col, row, alpha } = masks[Math.floor((y - fy) * 4) * 4 + Math.floor((x - fx) * 4)]!;
    const color = rgb[group[i]!] ?? rgb[0]!;
    const red = color[0]!;
    const green = color[1]!;
    const blue = color[2]!;
    const x0 = fx - half;
    const y0 = fy - half;
    // Only a dot at the plot's edge needs each pixel checked against it.
    const inside = x0 >= 0 && y0 >= 0 && x0 + size <= width && y0 + size <= height;
    for (let k = 0; k < alpha.length; k++) {
      const cx = x0 + col[k]!;
      const cy = y0 + row[k]!;
      if (!inside && (cx < 0 || cy < 0 || cx >= width || cy >= height)) continue;
      const a = alpha[k]!;
      const p = (cy * width + cx) * 4;
      const under = pixels[p + 3]!;
      // Nothing drawn there yet (the grid is drawn, the plot's background is behind the canvas): the dot's own colour.
      if (under === 0) {
        pixels[p] = red;
        pixels[p + 1] = green;
        pixels[p + 2] = blue;
        pixels[p + 3] = a * 255;
        continue;
      }
      // Over the grid or another dot: source over, on colours that are not premultiplied. Over a dot of its own
      // colour (every dot, without groups) only the opacity grows: the colour is the same.
      const below = (under / 255) * (1 - a);
      const out = a + below;
      pixels[p + 3] = out * 255;
      if (pixels[p] === red && pixels[p + 1] === green && pixels[p + 2] === blue) continue;
      pixels[p] = (red * a + pixels[p]! * below) / out;
      pixels[p + 1] = (green * a + pixels[p + 1]! * below) / out;
      pixels[p + 2] = (blue * a + pixels[p + 2]! * below) / out;
    }
  }
  ctx.putImageData(image, left, top);
}
