/**
 * Draws the mock's photos: 48 visually distinct pictures (12 palettes x 4 motifs: sun and hills, sea,
 * bokeh, blocks), as SVG rendered to JPEG with sharp. Which one a photo shows depends on its imageId only.
 */
import sharp from 'sharp';

export const VARIANT_COUNT = 48;
/** Bump when the drawing changes: it is part of the cache key and the ETag. */
export const RENDER_VERSION = 'r1';
/** Larger images are drawn at this long side and scaled up (fast, and gradients scale well). */
const MAX_DRAW_SIDE = 1600;

/** FNV-1a of the imageId -> 0..47 */
export function variantOf(imageId: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < imageId.length; i++) hash = Math.imul(hash ^ imageId.charCodeAt(i), 0x01000193) >>> 0;
  return hash % VARIANT_COUNT;
}

function random(seed: number): () => number {
  let state = (seed + 0x6d2b79f5) >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const hsl = (h: number, s: number, l: number, a = 1) =>
  a === 1 ? `hsl(${Math.round(h) % 360},${s}%,${l}%)` : `hsla(${Math.round(h) % 360},${s}%,${l}%,${a})`;

/** The picture as SVG in a 1000 x `height` coordinate space (height follows the aspect ratio). */
export function pictureSvg(variant: number, width: number, height: number): string {
  const rnd = random(variant * 7919);
  const hue = (variant % 12) * 30;
  const motif = Math.floor(variant / 12) % 4;
  const W = 1000;
  const H = Math.max(1, Math.round((1000 * height) / width));
  const shapes: string[] = [];
  const sky = `<linearGradient id="g" x1="0" y1="0" x2="${rnd() < 0.5 ? 0 : 1}" y2="1">
    <stop offset="0" stop-color="${hsl(hue, 70, 72)}"/><stop offset="1" stop-color="${hsl(hue + 40, 65, 38)}"/></linearGradient>`;

  if (motif === 0) {
    // Sun and hills.
    shapes.push(
      `<circle cx="${200 + rnd() * 600}" cy="${H * (0.2 + rnd() * 0.2)}" r="${60 + rnd() * 80}" fill="${hsl(hue + 180, 90, 85)}"/>`,
    );
    for (let layer = 0; layer < 3; layer++) {
      const base = H * (0.55 + layer * 0.13);
      const points = [`0,${H}`];
      for (let x = 0; x <= W; x += 125) points.push(`${x},${base - rnd() * H * 0.18}`);
      points.push(`${W},${H}`);
      shapes.push(
        `<polygon points="${points.join(' ')}" fill="${hsl(hue + 100 + layer * 20, 35, 45 - layer * 12)}"/>`,
      );
    }
  } else if (motif === 1) {
    // Sea with waves.
    const horizon = H * (0.45 + rnd() * 0.15);
    shapes.push(
      `<rect x="0" y="${horizon}" width="${W}" height="${H - horizon}" fill="${hsl(hue + 190, 60, 35)}"/>`,
    );
    for (let wave = 0; wave < 5; wave++) {
      const y = horizon + ((H - horizon) * (wave + 1)) / 6;
      const amp = 8 + rnd() * 14;
      shapes.push(
        `<path d="M0 ${y} Q 125 ${y - amp} 250 ${y} T 500 ${y} T 750 ${y} T 1000 ${y}" stroke="${hsl(hue + 180, 70, 80, 0.7)}" stroke-width="${4 + wave}" fill="none"/>`,
      );
    }
    shapes.push(
      `<circle cx="${100 + rnd() * 800}" cy="${horizon - 40 - rnd() * 80}" r="40" fill="${hsl(hue + 30, 95, 88)}"/>`,
    );
  } else if (motif === 2) {
    // Bokeh lights.
    for (let n = 0; n < 16; n++) {
      shapes.push(
        `<circle cx="${rnd() * W}" cy="${rnd() * H}" r="${30 + rnd() * 110}" fill="${hsl(hue + rnd() * 120, 85, 70 + rnd() * 20, 0.25 + rnd() * 0.35)}"/>`,
      );
    }
  } else {
    // Blocks and triangles.
    for (let n = 0; n < 9; n++) {
      const x = rnd() * W;
      const y = rnd() * H;
      const s = 80 + rnd() * 220;
      const fill = hsl(hue + 150 + rnd() * 90, 55, 40 + rnd() * 35, 0.75);
      shapes.push(
        n % 2 === 0
          ? `<rect x="${x}" y="${y}" width="${s}" height="${s * 0.7}" transform="rotate(${rnd() * 90} ${x} ${y})" fill="${fill}"/>`
          : `<polygon points="${x},${y} ${x + s},${y + s * 0.3} ${x + s * 0.2},${y + s}" fill="${fill}"/>`,
      );
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${W} ${H}" preserveAspectRatio="none">
  <defs>${sky}</defs><rect width="${W}" height="${H}" fill="url(#g)"/>${shapes.join('')}</svg>`;
}

/** A JPEG of exactly width x height showing the variant. */
export async function renderPicture(variant: number, width: number, height: number): Promise<Buffer> {
  const scale = Math.min(1, MAX_DRAW_SIDE / Math.max(width, height));
  const drawWidth = Math.max(1, Math.round(width * scale));
  const drawHeight = Math.max(1, Math.round(height * scale));
  return sharp(Buffer.from(pictureSvg(variant, drawWidth, drawHeight)))
    .resize(width, height, { fit: 'fill' })
    .jpeg({ quality: 80 })
    .toBuffer();
}
