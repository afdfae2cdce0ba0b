/** Sizes and names of result files, for every result list. */

/** 1 KB = 1,000 bytes and 1 MB = 1,000,000 (the spec's unit); trailing zeros dropped. */
export function formatBytes(bytes: number): string {
  if (bytes < 1000) return `${bytes} B`;
  if (bytes < 1_000_000) return `${(bytes / 1000).toFixed(bytes < 10_000 ? 2 : 1).replace(/\.?0+$/, '')} KB`;
  return `${(bytes / 1_000_000).toFixed(2).replace(/\.?0+$/, '')} MB`;
}

/** `photo.jpg` + `pdf` → `photo.pdf`; `notes` + `txt` → `notes.txt`. */
export function replaceExtension(name: string, extension: string): string {
  const dot = name.lastIndexOf('.');
  return `${dot > 0 ? name.slice(0, dot) : name}.${extension}`;
}
