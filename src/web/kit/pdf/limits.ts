/**
 * How much PDF a device can work on at once. The engines hold the input, its parsed objects and the
 * output in memory (about four times the input), so a phone's tab is refused early with a clear message
 * instead of being killed by the browser. Pure, tested.
 */

export interface Device {
  /** A phone or tablet (by user agent). */
  mobile: boolean;
  /** `navigator.deviceMemory` in GB when the browser tells (Chrome caps it at 8), else undefined. */
  memoryGb?: number;
}

const MB = 1_000_000;

/** The most input bytes one job may hold on this device. */
export function byteBudget(device: Device): number {
  const gb = device.memoryGb && device.memoryGb > 0 ? device.memoryGb : device.mobile ? 4 : 8;
  // Phones: a tab gets a fraction of RAM (often under 1 GB); 30 MB of PDF per GB keeps the peak safe.
  if (device.mobile) return Math.min(200, Math.max(60, gb * 30)) * MB;
  // Desktops: 64-bit tabs get several GB; wasm engines are capped at 2 GB of heap.
  return Math.min(1500, Math.max(500, gb * 200)) * MB;
}

/** The most pixels one rendered page may have (canvas limits: iOS Safari refuses above ~16.7 M). */
export function pixelBudget(device: Device): number {
  return device.mobile ? 16_000_000 : 64_000_000;
}

export type FitResult = { ok: true } | { ok: false; limitBytes: number };

export function fitsDevice(totalBytes: number, device: Device): FitResult {
  const limit = byteBudget(device);
  return totalBytes <= limit ? { ok: true } : { ok: false, limitBytes: limit };
}

/** The largest DPI at which a page of `widthPt` × `heightPt` stays within the pixel budget. */
export function maxDpiFor(widthPt: number, heightPt: number, device: Device): number {
  const pxPerDpi2 = (widthPt / 72) * (heightPt / 72);
  return Math.max(36, Math.floor(Math.sqrt(pixelBudget(device) / pxPerDpi2)));
}

/** The device of this browser (the page side). */
export function currentDevice(): Device {
  if (typeof navigator === 'undefined') return { mobile: false };
  const mobile = /Android|webOS|iPhone|iPad|iPod|BlackBerry|Mobile/i.test(navigator.userAgent);
  const memory = (navigator as Navigator & { deviceMemory?: number }).deviceMemory;
  return { mobile, memoryGb: typeof memory === 'number' ? memory : undefined };
}
