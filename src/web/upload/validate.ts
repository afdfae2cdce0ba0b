/** The upload widget's validation rules (spec section 5), as pure functions over plain file descriptions. */
import { detectImageType, isImageName } from '../../common/image-format.js';

/** Sizes are configured in MB and compared at 1,000,000 bytes per MB. */
export const BYTES_PER_MB = 1_000_000;

export function mbToBytes(mb: number): number {
  return Math.round(mb * BYTES_PER_MB);
}

/** What the rules need to know about a file (a `File` satisfies it). */
export interface FileLike {
  name: string;
  size: number;
  type: string;
}

export type ValidationCode =
  | 'fileSizeToolarge'
  | 'fileSizeTooSmall'
  | 'maxLimitExceeded'
  | 'minLimitNotReached'
  | 'imageTooLarge'
  | 'imageTooSmall'
  | 'unsupportedFormat';

export interface SizeLimits {
  /** Every file must be smaller than this many MB. */
  maxSize?: number;
  /**
   * A maximum in bytes that a file may reach (inclusive), for limits the spec gives in bytes (the QR reader's
   * 7,340,032). Messages state it in binary megabytes (`formatMiB`: 7,340,032 bytes → "7").
   */
  maxBytes?: number;
  /** Every file must be at least this many MB. */
  minSize?: number;
}

/**
 * A file is too large unless it is smaller than the maximum in MB and at most the maximum in bytes; too
 * small when under the minimum.
 */
export function checkSize(
  file: Pick<FileLike, 'size'>,
  limits: SizeLimits,
): 'fileSizeToolarge' | 'fileSizeTooSmall' | null {
  if (limits.maxSize !== undefined && file.size >= mbToBytes(limits.maxSize)) return 'fileSizeToolarge';
  if (limits.maxBytes !== undefined && file.size > limits.maxBytes) return 'fileSizeToolarge';
  if (limits.minSize !== undefined && file.size < mbToBytes(limits.minSize)) return 'fileSizeTooSmall';
  return null;
}

export interface CountLimits {
  maxCount?: number;
  minCount?: number;
}

export function checkCount(count: number, limits: CountLimits): 'maxLimitExceeded' | 'minLimitNotReached' | null {
  if (limits.maxCount !== undefined && count > limits.maxCount) return 'maxLimitExceeded';
  if (limits.minCount !== undefined && count < limits.minCount) return 'minLimitNotReached';
  return null;
}

/** Optional pixel limits for images. */
export interface DimensionLimits {
  maxWidth?: number;
  maxHeight?: number;
  minWidth?: number;
  minHeight?: number;
}

export function hasDimensionLimits(limits: DimensionLimits): boolean {
  return (
    limits.maxWidth !== undefined ||
    limits.maxHeight !== undefined ||
    limits.minWidth !== undefined ||
    limits.minHeight !== undefined
  );
}

export function checkDimensions(
  size: { width: number; height: number },
  limits: DimensionLimits,
): 'imageTooLarge' | 'imageTooSmall' | null {
  if (
    (limits.maxWidth !== undefined && size.width > limits.maxWidth) ||
    (limits.maxHeight !== undefined && size.height > limits.maxHeight)
  ) {
    return 'imageTooLarge';
  }
  if (
    (limits.minWidth !== undefined && size.width < limits.minWidth) ||
    (limits.minHeight !== undefined && size.height < limits.minHeight)
  ) {
    return 'imageTooSmall';
  }
  return null;
}

/**
 * Whether a file matches an accept list in the file input's syntax: comma-separated extensions (`.png`),
 * MIME types (`application/pdf`) and wildcards (`image/*`). An empty list accepts everything.
 */
export function matchesAccept(file: Pick<FileLike, 'name' | 'type'>, accept: string | undefined): boolean {
  const rules = (accept ?? '')
    .split(',')
    .map((r) => r.trim().toLowerCase())
    .filter(Boolean);
  if (rules.length === 0) return true;
  const name = file.name.toLowerCase();
  const type = (file.type || '').toLowerCase();
  return rules.some((rule) => {
    if (rule.startsWith('.')) return name.endsWith(rule);
    if (rule.endsWith('/*')) return type.startsWith(rule.slice(0, -1));
    return type === rule;
  });
}

export interface SelectionOptions extends SizeLimits, CountLimits {
  accept?: string;
  multiple?: boolean;
  /**
   * Images only, by the spec's rule: the name's extension is one of avif, gif, jpg, jpeg, png, jxl, webp,
   * wp2, bmp (whatever the MIME type says, which may be empty), for picker, drop and paste alike; the
   * content is confirmed afterwards (`confirmImages`).
   */
  imagesOnly?: boolean;
}

/** Alerts the spec names for picker and drag-drop uploads. */
export type SelectionAlert = 'tooLarge' | 'unsupported';

export type SelectionResult<F> = { ok: true; files: F[] } | { ok: false; alert?: SelectionAlert; code: ValidationCode };

/** Picker upload: with a maximum size, every selected file must be smaller, or nothing is passed on (alert 文件过大). */
export function checkPicked<F extends FileLike>(files: F[], options: SelectionOptions): SelectionResult<F> {
  return checkAll(options.multiple ? files : files.slice(0, 1), options, false);
}

/**
 * Drag-drop (and paste): every file's type must match the accept list (alert 不支持当前格式的文件), every file
 * must be under the maximum (alert 文件过大); without `multiple` only the first file is used.
 */
export function checkDropped<F extends FileLike>(files: F[], options: SelectionOptions): SelectionResult<F> {
  return checkAll(options.multiple ? files : files.slice(0, 1), options, true);
}

function checkAll<F extends FileLike>(files: F[], options: SelectionOptions, checkType: boolean): SelectionResult<F> {
  const typeOk = (f: F) => (options.imagesOnly ? isImageName(f.name) : !checkType || matchesAccept(f, options.accept));
  if (!files.every(typeOk)) return { ok: false, alert: 'unsupported', code: 'unsupportedFormat' };
  for (const f of files) {
    const code = checkSize(f, options);
    if (code === 'fileSizeToolarge') return { ok: false, alert: 'tooLarge', code };
    if (code) return { ok: false, code };
  }
  const count = checkCount(files.length, options);
  if (count) return { ok: false, code: count };
  return { ok: true, files };
}

/** An MB figure for messages: at most two decimals (7.340032 → "7.34"). */
export function formatMb(mb: number | undefined): string {
  return mb === undefined ? '' : String(Number(mb.toFixed(2)));
}

/** A byte limit in binary megabytes for messages, at most two decimals (7,340,032 → "7"). */
export function formatMiB(bytes: number | undefined): string {
  return bytes === undefined ? '' : formatMb(bytes / 1024 / 1024);
}

/**
 * The content check after the name rule (`imagesOnly`): each file's first bytes must show a known image
 * type, else the selection is refused as unsupported (a `.png` that is really text).
 */
export function confirmImages(heads: Uint8Array[]): boolean {
  return heads.every((head) => detectImageType(head) !== 'unknown');
}
