/**
 * Plain dots written straight into the canvas's pixels: ten thousand arcs in one path cost a
 * software canvas about 100 ms to build and fill, this about a tenth of that. Each dot is a disc
 * of coverage (antialiased at its edge, its centre at the nearest quarter pixel), laid over what is
 * drawn (the grid) at the dots' opacity, so crowds show where they are densest. In device pixels:
 * a canvas's transform does not apply to its pixels.
 */

/** Coverage of a disc of `radius` centred `dx`, `dy` into the top left pixel of a square `size` wide. */
function disc(radius: number, dx: number, dy: number, size: number): Float32Array {
  const mask = new Float32Array(size * size);
  const centre = (size - 1) / 2;
  for (let row = 0; row < size; row++) {
    for (let col = 0; col < size; col++) {
      const distance = Math.hypot(col - centre - dx, row - centre - dy);
      mask[row * size + col] = Math.min(1, Math.max(0, radius + 0.5 - distance));
    }
  }
  return mask;
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
  const masks = Array.from({ length: 16 }, (_, k) => disc(r, (k % 4) / 4, Math.floor(k / 4) / 4, size));
  for (let i = 0; i < px.length; i++) {
    const x = px[i]! * dpr - left;
    const y = py[i]! * dpr - top;
    const fx = Math.floor(x);
    const fy = Math.floor(y);
    const mask = masks[Math.floor((y - fy) * 4) * 4 + Math.floor((x - fx) * 4)]!;
    const color = rgb[group[i]!] ?? rgb[0]!;
    const x0 = fx - half;
    const y0 = fy - half;
    for (let row = Math.max(0, -y0); row < size && y0 + row < height; row++) {
      for (let col = Math.max(0, -x0); col < size && x0 + col < width; col++) {
        const a = mask[row * size + col]! * opacity;
        if (a <= 0) continue;
        const p = ((y0 + row) * width + x0 + col) * 4;
        // Source over, on colours that are not premultiplied.
        const below = (pixels[p + 3]! / 255) * (1 - a);
        const out = a + below;
        pixels[p] = (color[0]! * a + pixels[p]! * below) / out;
        pixels[p + 1] = (color[1]! * a + pixels[p + 1]! * below) / out;
        pixels[p + 2] = (color[2]! * a + pixels[p + 2]! * below) / out;
        pixels[p + 3] = out * 255;
      }
    }
  }
  ctx.putImageData(image, left, top);
}
