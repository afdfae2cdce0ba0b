/**
 * Several files as one zip, built on the main thread without blocking it: images are already compressed,
 * so entries are stored (no deflate) and the CRC is computed in chunks, yielding between them.
 */
import { Zip, ZipPassThrough } from 'fflate';

const CHUNK = 1 << 20;

/** Names unique within the zip: a second `a.jpg` becomes `a (1).jpg`. */
export function uniqueNames(names: readonly string[]): string[] {
  const used = new Set<string>();
  return names.map((raw) => {
    const name = raw.replace(/[\\/]/g, '_') || 'file';
    if (!used.has(name.toLowerCase())) {
      used.add(name.toLowerCase());
      return name;
    }
    const dot = name.lastIndexOf('.');
    const [base, ext] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
    for (let i = 1; ; i++) {
      const candidate = `${base} (${i})${ext}`;
      if (!used.has(candidate.toLowerCase())) {
        used.add(candidate.toLowerCase());
        return candidate;
      }
    }
  });
}

const yieldToPage = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export async function zipFiles(files: readonly { blob: Blob; name: string }[]): Promise<Blob> {
  const parts: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((error, data) => {
    if (error) failure = error;
    else parts.push(data);
  });
  const names = uniqueNames(files.map((f) => f.name));
  for (let i = 0; i < files.length; i++) {
    const entry = new ZipPassThrough(names[i]);
    zip.add(entry);
    const bytes = new Uint8Array(await files[i].blob.arrayBuffer());
    if (bytes.length === 0) entry.push(bytes, true);
    for (let at = 0; at < bytes.length; at += CHUNK) {
      entry.push(bytes.subarray(at, Math.min(bytes.length, at + CHUNK)), at + CHUNK >= bytes.length);
      await yieldToPage();
    }
  }
  zip.end();
  if (failure) throw failure;
  return new Blob(parts as Uint8Array<ArrayBuffer>[], { type: 'application/zip' });
}
