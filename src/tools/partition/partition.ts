/**
 * 硬盘分区: the size in MB to type into Windows (Disk Management's "简单卷大小(MB)", DiskPart's size=; both
 * mean MiB) so that Explorer shows a whole number of GB (GiB) for an NTFS partition.
 *
 * Why not simply N × 1024: an NTFS volume of S MiB keeps its last sector for the backup boot sector, so
 * it holds S × 2048 − 1 sectors, i.e. S × 256 − 1 clusters of 4 KiB (or fewer larger ones), and Explorer
 * reports clusters × cluster size = S MiB − 4 KiB, which it shows truncated to three digits: 102400 MB
 * shows as "99.9 GB". One more MiB is enough: N × 1024 + 1 shows "N GB".
 *
 * Older tools that align partitions to cylinders (255 heads × 63 sectors × 512 B = 7.84423828125 MiB; Windows
 * XP, some partition tools' cylinder alignment) round up to whole cylinders: ⌈N × 1024 / 7.84423828125⌉
 * cylinders, then up to a whole MiB.
 */
import { defineOptions, opt } from '../../web/kit/options/schema.js';

const KIB = 1024;
const MIB = KIB * KIB;
const GIB = MIB * KIB;

/** MiB to type for an NTFS volume Explorer shows as `gb` GB. */
export function ntfsMiB(gb: number): number {
  return gb * 1024 + 1;
}

/** Bytes Explorer reports for an NTFS volume of `mib` MiB (4 KiB clusters up to 16 TiB, then 8 KiB…). */
export function ntfsCapacity(mib: number): number {
  const cluster = mib <= 16 * 1024 * 1024 ? 4096 : mib <= 32 * 1024 * 1024 ? 8192 : 16384;
  const sectors = mib * 2048 - 1;
  return Math.floor((sectors * 512) / cluster) * cluster;
}

const CYLINDER_MIB = (255 * 63 * 512) / MIB; // 7.84423828125

/** MiB for a partition aligned to whole cylinders holding at least `gb` GiB (old tools). */
export function cylinderMiB(gb: number): number {
  const cylinders = Math.ceil((gb * 1024) / CYLINDER_MIB);
  return Math.ceil(cylinders * CYLINDER_MIB);
}

/** A size as Explorer writes it: 1024-based units, three significant digits, truncated ("99.9 GB"). */
export function explorerSize(bytes: number): string {
  const units = ['bytes', 'KB', 'MB', 'GB', 'TB', 'PB'];
  let v = bytes;
  let u = 0;
  while (v >= 1000 && u < units.length - 1) {
    v /= 1024;
    u++;
  }
  if (u === 0) return `${bytes} bytes`;
  const decimals = v >= 100 ? 0 : v >= 10 ? 1 : 2;
  const f = 10 ** decimals;
  // Truncate, as Windows does; the epsilon absorbs binary noise from the division (exact for these sizes).
  const text = (Math.floor(v * f + 1e-9) / f).toFixed(decimals);
  return `${text} ${units[u]}`;
}

/** What Windows shows for a disk sold as `size` decimal GB or TB. */
export function diskAsShown(size: number, unit: 'GB' | 'TB'): { bytes: number; gib: number } {
  const bytes = size * (unit === 'TB' ? 1e12 : 1e9);
  return { bytes, gib: bytes / GIB };
}

export interface PlanRow {
  gb: number;
  mib: number;
  shown: string;
  plainShown: string;
  cylinder: number;
}

/** Whole GB sizes from a list like "100, 200 300" (positive whole numbers up to 1,048,576 GB = 1 PiB). */
export function parseSizes(text: string): number[] | null {
  const parts = text.split(/[\s,，、;；+]+/).filter((p) => p !== '');
  if (parts.length === 0 || parts.length > 26) return null;
  const sizes = parts.map((p) => (/^\d+$/.test(p) ? Number(p) : NaN));
  return sizes.every((n) => n >= 1 && n <= 1_048_576) ? sizes : null;
}

export function plan(sizes: number[]): { rows: PlanRow[]; totalMiB: number; totalGiB: number } {
  const rows = sizes.map((gb) => {
    const mib = ntfsMiB(gb);
    return {
      gb,
      mib,
      shown: explorerSize(ntfsCapacity(mib)),
      plainShown: explorerSize(ntfsCapacity(gb * 1024)),
      cylinder: cylinderMiB(gb),
    };
  });
  const totalMiB = rows.reduce((a, r) => a + r.mib, 0);
  return { rows, totalMiB, totalGiB: totalMiB / 1024 };
}

export const SCHEMA = defineOptions({
  sizes: opt.text('100, 200', { maxLength: 200 }),
  disk: opt.number(1, { min: 0, max: 100000 }),
  diskUnit: opt.choice(['GB', 'TB'], 'TB'),
});
