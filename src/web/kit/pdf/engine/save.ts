/**
 * Writing a document (pdf-lib's `save` with object streams) with progress: a 500-page output takes a
 * while to write, and the page's bar should move meanwhile. pdf-lib's writer asks `shouldWaitForTick`
 * once for each object it sizes (streams) and once for each object it writes, so counting those calls
 * against the total is the progress.
 */
import { PDFDocument, PDFStream, PDFStreamWriter } from 'pdf-lib';

/** Objects written between yields to the event loop (as `save({ objectsPerTick })`). */
const OBJECTS_PER_TICK = 200;

export async function saveBytes(doc: PDFDocument, onProgress?: (fraction: number) => void): Promise<Uint8Array> {
  // What `save()` does first; no form appearances are refreshed (no tool touches forms).
  await doc.flush();
  const writer = PDFStreamWriter.forContext(doc.context, OBJECTS_PER_TICK);
  if (onProgress) {
    const objects = doc.context.enumerateIndirectObjects();
    const total = objects.length + objects.filter(([, o]) => o instanceof PDFStream).length || 1;
    const hooked = writer as unknown as { shouldWaitForTick: (n: number) => boolean };
    const ask = hooked.shouldWaitForTick;
    let seen = 0;
    hooked.shouldWaitForTick = (n) => {
      seen += n;
      onProgress(Math.min(1, seen / total));
      return ask(n);
    };
  }
  const bytes = await writer.serializeToBuffer();
  onProgress?.(1);
  return bytes;
}
