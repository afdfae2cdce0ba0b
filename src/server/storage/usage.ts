/**
 * The disk the server fills: every file under DATA_DIR (uploads, task inputs and outputs, anything later)
 * except the SQLite database, held under STORAGE_MAX_BYTES, and a floor of free disk (STORAGE_MIN_FREE_BYTES).
 *
 * Whoever is about to write a file asks first: `await app.storage.reserve(bytes)` throws `StorageFull` (answered
 * 507 `1200,storage full` by the app's error handler) when it would not fit, else returns a `release` to call
 * if the file is not written after all. The usage is a scan of the folder, repeated every few seconds, plus the
 * reservations made since the scan began, so concurrent writers cannot overshoot the cap together.
 */
import { lstat, readdir, statfs } from 'node:fs/promises';
import path from 'node:path';
import { ErrorCodes } from '../../common/errors.js';
import { CatalogueError } from '../http/reply-error.js';

/** The SQLite database and its companions: not counted (they are the database, which has its own rules). */
const DATABASE_FILE = /^toolbox\.db(-wal|-shm|-journal)?$/;

export interface StorageLimits {
  /** Bytes the files under DATA_DIR may use together (STORAGE_MAX_BYTES; 0: no cap). */
  maxBytes: number;
  /** Free disk to keep (STORAGE_MIN_FREE_BYTES; 0: no floor). */
  minFreeBytes: number;
}

export class StorageFull extends CatalogueError {
  constructor() {
    super(507, ErrorCodes.upload, 'storage full');
  }
}

export interface StorageStatus {
  /** Bytes under DATA_DIR (not the database), as of the last scan plus reservations since. */
  usedBytes: number;
  maxBytes: number;
  /** Free bytes on the disk holding DATA_DIR (for an unprivileged process). */
  freeBytes: number;
  minFreeBytes: number;
  /** Bytes per top-level folder of DATA_DIR (uploads, tasks, ...), as of the last scan. */
  byFolder: Record<string, number>;
  scannedAt: string;
}

/** Sums file sizes under `dir` (symbolic links are not followed), by top-level entry. */
export async function scanDataDir(dir: string): Promise<{ total: number; byFolder: Record<string, number> }> {
  const byFolder: Record<string, number> = {};
  let total = 0;
  async function walk(at: string, top: string): Promise<void> {
    let entries;
    try {
      entries = await readdir(at, { withFileTypes: true });
    } catch {
      return; // gone meanwhile, or not readable
    }
    for (const entry of entries) {
      const full = path.join(at, entry.name);
      if (entry.isDirectory()) await walk(full, top || entry.name);
      else if (entry.isFile()) {
        if (!top && DATABASE_FILE.test(entry.name)) continue;
        const size = (await lstat(full).catch(() => null))?.size ?? 0;
        total += size;
        const key = top || '.';
        byFolder[key] = (byFolder[key] ?? 0) + size;
      }
    }
  }
  await walk(dir, '');
  return { total, byFolder };
}

export async function freeDiskBytes(dir: string): Promise<number> {
  try {
    const s = await statfs(dir);
    return s.bavail * s.bsize;
  } catch {
    return Number.POSITIVE_INFINITY;
  }
}

export class StorageMeter {
  private scanned = { total: 0, byFolder: {} as Record<string, number>, at: 0, free: Number.POSITIVE_INFINITY };
  /** Bytes reserved since the current scan began (a file written meanwhile may be missed by the scan). */
  private reserved: { bytes: number; at: number }[] = [];
  private scanning: Promise<void> | null = null;

  constructor(
    readonly dataDir: string,
    readonly limits: StorageLimits,
    /** How old a scan may be before a reservation waits for a new one. */
    private readonly rescanMs = 5000,
    private readonly now: () => number = Date.now,
  ) {}

  /** Scans now (joins a scan already running). */
  refresh(): Promise<void> {
    this.scanning ??= (async () => {
      const started = this.now();
      try {
        const [{ total, byFolder }, free] = await Promise.all([scanDataDir(this.dataDir), freeDiskBytes(this.dataDir)]);
        this.scanned = { total, byFolder, at: started, free };
        // What was reserved before the scan began is in it (or was released).
        this.reserved = this.reserved.filter((r) => r.at >= started);
      } finally {
        this.scanning = null;
      }
    })();
    return this.scanning;
  }

  private async fresh(): Promise<void> {
    if (this.now() - this.scanned.at > this.rescanMs) await this.refresh();
  }

  private pending(): number {
    return this.reserved.reduce((n, r) => n + r.bytes, 0);
  }

  /** Room for `bytes` more, or throws StorageFull. The returned function gives the room back (file not written). */
  async reserve(bytes: number): Promise<() => void> {
    await this.fresh();
    const used = this.scanned.total + this.pending();
    const { maxBytes, minFreeBytes } = this.limits;
    if (maxBytes > 0 && used + bytes > maxBytes) throw new StorageFull();
    if (minFreeBytes > 0 && this.scanned.free - this.pending() - bytes < minFreeBytes) throw new StorageFull();
    const entry = { bytes, at: this.now() };
    this.reserved.push(entry);
    return () => {
      this.reserved = this.reserved.filter((r) => r !== entry);
    };
  }

  async status(): Promise<StorageStatus> {
    await this.fresh();
    return {
      usedBytes: this.scanned.total + this.pending(),
      maxBytes: this.limits.maxBytes,
      freeBytes: this.scanned.free,
      minFreeBytes: this.limits.minFreeBytes,
      byFolder: { ...this.scanned.byFolder },
      scannedAt: new Date(this.scanned.at).toISOString(),
    };
  }

  /** Free disk is above the floor (for /readyz). */
  async diskOk(): Promise<boolean> {
    await this.fresh();
    return this.limits.minFreeBytes <= 0 || this.scanned.free >= this.limits.minFreeBytes;
  }
}
