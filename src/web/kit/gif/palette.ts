/**
 * Our own colour quantiser for GIF frames (no GPL code): the exact colours when there are few enough,
 * otherwise a weighted median cut on a 5-bit-per-channel histogram refined by k-means (Lloyd) on the
 * histogram's bin means, and a nearest-colour map cached on 6 bits per channel.
 */
export type Rgb = [number, number, number];

interface Bins {
  r: Float64Array;
  g: Float64Array;
  b: Float64Array;
  w: Float64Array;
  n: number;
}

/** The distinct opaque colours of the selected pixels, or null when there are more than `max`. */
export function exactColors(data: ArrayLike<number>, mask: Uint8Array | null, max: number): Rgb[] | null {
  const seen = new Set<number>();
  for (let i = 0, p = 0; p < data.length; i++, p += 4) {
    if (mask && !mask[i]) continue;
    seen.add((data[p] << 16) | (data[p + 1] << 8) | data[p + 2]);
    if (seen.size > max) return null;
  }
  return [...seen].sort((a, b) => a - b).map((c) => [(c >> 16) & 255, (c >> 8) & 255, c & 255]);
}

function histogram(data: ArrayLike<number>, mask: Uint8Array | null): Bins {
  const count = new Float64Array(32768);
  const sr = new Float64Array(32768);
  const sg = new Float64Array(32768);
  const sb = new Float64Array(32768);
  for (let i = 0, p = 0; p < data.length; i++, p += 4) {
    if (mask && !mask[i]) continue;
    const r = data[p];
    const g = data[p + 1];
    const b = data[p + 2];
    const k = ((r >> 3) << 10) | ((g >> 3) << 5) | (b >> 3);
    count[k]++;
    sr[k] += r;
    sg[k] += g;
    sb[k] += b;
  }
  let n = 0;
  for (let k = 0; k < 32768; k++) if (count[k] > 0) n++;
  const bins: Bins = {
    r: new Float64Array(n),
    g: new Float64Array(n),
    b: new Float64Array(n),
    w: new Float64Array(n),
    n,
  };
  for (let k = 0, j = 0; k < 32768; k++) {
    const c = count[k];
    if (c === 0) continue;
    bins.r[j] = sr[k] / c;
    bins.g[j] = sg[k] / c;
    bins.b[j] = sb[k] / c;
    bins.w[j] = c;
    j++;
  }
  return bins;
}

interface Box {
  items: Int32Array;
  score: number;
  axis: 0 | 1 | 2;
}

function makeBox(bins: Bins, items: Int32Array): Box {
  const ch = [bins.r, bins.g, bins.b];
  let best: 0 | 1 | 2 = 0;
  let bestVar = -1;
  let total = 0;
  for (let a = 0; a < 3; a++) {
    let w = 0;
    let s = 0;
    let s2 = 0;
    const values = ch[a];
    for (let j = 0; j < items.length; j++) {
      const i = items[j];
      const v = values[i];
      const wi = bins.w[i];
      w += wi;
      s += v * wi;
      s2 += v * v * wi;
    }
    const variance = w > 0 ? s2 - (s * s) / w : 0;
    total += variance;
    if (variance > bestVar) {
      bestVar = variance;
      best = a as 0 | 1 | 2;
    }
  }
  return { items, score: items.length > 1 ? total : -1, axis: best };
}

function medianCut(bins: Bins, k: number): Rgb[] {
  const ch = [bins.r, bins.g, bins.b];
  const boxes: Box[] = [
    makeBox(
      bins,
      Int32Array.from({ length: bins.n }, (_, i) => i),
    ),
  ];
  const bucket = new Float64Array(256);
  while (boxes.length < k) {
    let pick = -1;
    for (let i = 0; i < boxes.length; i++)
      if (boxes[i].score > 0 && (pick < 0 || boxes[i].score > boxes[pick].score)) pick = i;
    if (pick < 0) break;
    const box = boxes[pick];
    const values = ch[box.axis];
    // Weighted median along the axis by counting (values are 0–255): linear, no sort.
    bucket.fill(0);
    let total = 0;
    for (const i of box.items) {
      bucket[Math.min(255, Math.floor(values[i]))] += bins.w[i];
      total += bins.w[i];
    }
    let lo = 255;
    let hi = 0;
    for (const i of box.items) {
      const v = Math.min(255, Math.floor(values[i]));
      if (v < lo) lo = v;
      if (v > hi) hi = v;
    }
    let acc = 0;
    let cut = lo;
    for (let v = lo; v < hi; v++) {
      acc += bucket[v];
      cut = v;
      if (acc >= total / 2) break;
    }
    const left: number[] = [];
    const right: number[] = [];
    for (const i of box.items) (Math.floor(values[i]) <= cut ? left : right).push(i);
    if (left.length === 0 || right.length === 0) {
      box.score = -1;
      continue;
    }
    boxes.splice(pick, 1, makeBox(bins, Int32Array.from(left)), makeBox(bins, Int32Array.from(right)));
  }
  return boxes.map((box) => {
    let w = 0;
    let r = 0;
    let g = 0;
    let b = 0;
    for (const i of box.items) {
      w += bins.w[i];
      r += bins.r[i] * bins.w[i];
      g += bins.g[i] * bins.w[i];
      b += bins.b[i] * bins.w[i];
    }
    return [r / w, g / w, b / w];
  });
}

/**
 * Nearest of a fixed set of colours by squared RGB distance, searching outward from the query's green
 * value in the colours sorted by green and stopping once the green gap alone is farther than the best:
 * a few dozen distances instead of all of them.
 */
class NearestSearch {
  private readonly order: Int32Array;
  private readonly r: Float64Array;
  private readonly g: Float64Array;
  private readonly b: Float64Array;
  constructor(colors: ArrayLike<number>, count: number) {
    const ids = Int32Array.from({ length: count }, (_, i) => i).sort((x, y) => colors[x * 3 + 1] - colors[y * 3 + 1]);
    this.order = ids;
    this.r = Float64Array.from(ids, (i) => colors[i * 3]);
    this.g = Float64Array.from(ids, (i) => colors[i * 3 + 1]);
    this.b = Float64Array.from(ids, (i) => colors[i * 3 + 2]);
  }

  find(r: number, g: number, b: number): number {
    const gs = this.g;
    const n = gs.length;
    let lo = 0;
    let hi = n;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (gs[mid] < g) lo = mid + 1;
      else hi = mid;
    }
    let best = 0;
    let bestD = Infinity;
    let up = lo;
    let down = lo - 1;
    while (up < n || down >= 0) {
      if (up < n) {
        const dg = gs[up] - g;
        if (dg * dg >= bestD) up = n;
        else {
          const dr = this.r[up] - r;
          const db = this.b[up] - b;
          const d = dr * dr + dg * dg + db * db;
          if (d < bestD) {
            bestD = d;
            best = up;
          }
          up++;
        }
      }
      if (down >= 0) {
        const dg = gs[down] - g;
        if (dg * dg >= bestD) down = -1;
        else {
          const dr = this.r[down] - r;
          const db = this.b[down] - b;
          const d = dr * dr + dg * dg + db * db;
          if (d < bestD) {
            bestD = d;
            best = down;
          }
          down--;
        }
      }
    }
    return this.order[best];
  }
}

function kmeans(bins: Bins, palette: Rgb[], iterations: number): Rgb[] {
  const k = palette.length;
  const c = new Float64Array(k * 3);
  palette.forEach((p, j) => c.set(p, j * 3));
  const { r: br, g: bg, b: bb, w: bw, n } = bins;
  for (let it = 0; it < iterations; it++) {
    const search = new NearestSearch(c, k);
    const sum = new Float64Array(k * 4);
    for (let i = 0; i < n; i++) {
      const r = br[i];
      const g = bg[i];
      const b = bb[i];
      const w = bw[i];
      const s = search.find(r, g, b) * 4;
      sum[s] += r * w;
      sum[s + 1] += g * w;
      sum[s + 2] += b * w;
      sum[s + 3] += w;
    }
    for (let j = 0; j < k; j++) {
      const w = sum[j * 4 + 3];
      if (w > 0) c.set([sum[j * 4] / w, sum[j * 4 + 1] / w, sum[j * 4 + 2] / w], j * 3);
    }
  }
  return Array.from({ length: k }, (_, j) => [c[j * 3], c[j * 3 + 1], c[j * 3 + 2]]);
}

/**
 * A palette of at most `max` colours for the selected pixels (`mask`: 1 = counts; null = all):
 * exact when the pixels hold no more colours than that.
 */
export function buildPalette(data: ArrayLike<number>, mask: Uint8Array | null, max: number, iterations = 2): Rgb[] {
  const exact = exactColors(data, mask, max);
  if (exact) return exact.length > 0 ? exact : [[0, 0, 0]];
  const bins = histogram(data, mask);
  const start = medianCut(bins, max);
  return kmeans(bins, start, iterations).map(([r, g, b]) => [Math.round(r), Math.round(g), Math.round(b)]);
}

/** Nearest palette entry by squared RGB distance, cached on 6 bits per channel (exact colours looked up exactly). */
export class ColorMap {
  private readonly cache = new Int16Array(1 << 18).fill(-1);
  private readonly exact: Map<number, number> | null;
  private readonly search: NearestSearch;
  constructor(
    readonly palette: Rgb[],
    isExact: boolean,
  ) {
    this.search = new NearestSearch(palette.flat(), palette.length);
    this.exact = isExact ? new Map(palette.map(([r, g, b], i) => [(r << 16) | (g << 8) | b, i])) : null;
  }

  nearest(r: number, g: number, b: number): number {
    if (this.exact) {
      const hit = this.exact.get((r << 16) | (g << 8) | b);
      if (hit !== undefined) return hit;
      return this.search.find(r, g, b);
    }
    const key = ((r >> 2) << 12) | ((g >> 2) << 6) | (b >> 2);
    const cached = this.cache[key];
    if (cached >= 0) return cached;
    const best = this.search.find(r, g, b);
    this.cache[key] = best;
    return best;
  }
}
