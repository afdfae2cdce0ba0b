/**
 * Building a document out of pages of others (merge, split, reorder, extract, insert blanks): each page
 * copied with what it uses, its rotation adjusted; links kept where their target page is in the output;
 * bookmarks (outlines) of the sources kept for the pages that made it, in source order.
 */
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFNumber, PDFObject, PDFPage, PDFPageLeaf, PDFRef } from 'pdf-lib';
import { NamedDests, ObjectCopier, destOf } from './copy.js';
import { readOutline, writeOutline, type OutlineItem } from './outline.js';

export type PlanItem = { source: number; page: number; rotate?: number } | { blank: { width: number; height: number } };

export interface AssembleOptions {
  /** Keep the sources' bookmarks (default true). */
  outlines?: boolean;
  /** Progress 0..1 per copied page. */
  onPage?: (done: number, total: number) => void;
}

interface SourceState {
  doc: PDFDocument;
  names: NamedDests;
  pageRefs: PDFRef[];
  allPages: Set<PDFRef>;
  map: Map<PDFRef, PDFRef>;
  copier: ObjectCopier | null;
}

const INHERITABLE = ['Resources', 'MediaBox', 'CropBox', 'Rotate'].map((n) => PDFName.of(n));
const DROPPED = ['Parent', 'B', 'StructParents', 'PieceInfo'].map((n) => PDFName.of(n));

export function normaliseRotation(degrees: number): number {
  return (((Math.round(degrees / 90) * 90) % 360) + 360) % 360;
}

export async function assemble(
  sources: PDFDocument[],
  plan: PlanItem[],
  options: AssembleOptions = {},
): Promise<PDFDocument> {
  const out = await PDFDocument.create({ updateMetadata: false });
  const states: SourceState[] = sources.map((doc) => {
    const pageRefs = doc.getPages().map((p) => p.ref);
    return { doc, names: new NamedDests(doc), pageRefs, allPages: new Set(pageRefs), map: new Map(), copier: null };
  });
  // First pass: a reference for each page's copy, so links to later pages find them.
  const refs: (PDFRef | null)[] = plan.map((item) => {
    if ('blank' in item) return null;
    const s = states[item.source];
    const src = s.pageRefs[item.page];
    if (!src) throw new RangeError(`page ${item.page} of source ${item.source}`);
    if (s.map.has(src)) return out.context.nextRef(); // the same page twice: a second copy
    const ref = out.context.nextRef();
    s.map.set(src, ref);
    return ref;
  });
  for (const s of states) s.copier = new ObjectCopier(s.doc.context, out.context, s.map, s.allPages);

  let done = 0;
  for (let i = 0; i < plan.length; i++) {
    const item = plan[i];
    if ('blank' in item) {
      out.addPage([item.blank.width, item.blank.height]);
    } else {
      const s = states[item.source];
      const leaf = copyPage(s, s.pageRefs[item.page], item.rotate ?? 0, out);
      const ref = refs[i]!;
      out.context.assign(ref, leaf);
      out.addPage(PDFPage.of(leaf, ref, out));
    }
    options.onPage?.(++done, plan.length);
    if (done % 50 === 0) await Promise.resolve();
  }

  if (options.outlines !== false) {
    const items: OutlineItem[] = [];
    states.forEach((s, index) => {
      const used = plan.some((p) => !('blank' in p) && p.source === index);
      if (used) items.push(...readOutline(s.doc, s.names, index, (ref) => s.map.has(ref)));
    });
    if (items.length > 0) writeOutline(out, items, (source, obj) => states[source].copier!.copy(obj));
  }
  for (const s of states) s.copier!.flush();
  return out;
}

function copyPage(s: SourceState, ref: PDFRef, rotate: number, out: PDFDocument): PDFPageLeaf {
  const original = s.doc.context.lookup(ref, PDFDict) as PDFPageLeaf;
  const copier = s.copier!;
  const entries = new Map<PDFName, PDFObject>();
  for (const [k, v] of original.entries()) if (!DROPPED.includes(k)) entries.set(k, v);
  for (const key of INHERITABLE) {
    if (!entries.has(key)) {
      const value = original.getInheritableAttribute(key);
      if (value !== undefined) entries.set(key, value);
    }
  }
  const annots = original.lookupMaybe(PDFName.of('Annots'), PDFArray);
  if (annots) entries.set(PDFName.of('Annots'), keptAnnots(s, annots));
  const base = s.doc.context.lookupMaybe(entries.get(PDFName.of('Rotate')), PDFNumber)?.asNumber() ?? 0;
  const turn = normaliseRotation(base + rotate);
  if (turn === 0) entries.delete(PDFName.of('Rotate'));
  else entries.set(PDFName.of('Rotate'), PDFNumber.of(turn));
  const map = new Map<PDFName, PDFObject>();
  for (const [k, v] of entries) map.set(k, copier.copy(v));
  return PDFPageLeaf.fromMapWithContext(map, out.context);
}

/** The page's annotations minus links to pages left out; named link targets made explicit. */
function keptAnnots(s: SourceState, annots: PDFArray): PDFArray {
  const ctx = s.doc.context;
  const kept = PDFArray.withContext(ctx);
  for (let i = 0; i < annots.size(); i++) {
    const raw = annots.get(i);
    const dict = ctx.lookupMaybe(raw, PDFDict);
    if (!dict) continue;
    if (dict.lookupMaybe(PDFName.of('Subtype'), PDFName)?.decodeText() !== 'Link') {
      kept.push(raw);
      continue;
    }
    const { dest, isGoTo } = destOf(dict, ctx, s.names);
    if (!isGoTo) {
      kept.push(raw); // URI and other actions
      continue;
    }
    const target = dest?.get(0);
    if (!dest || !(target instanceof PDFRef) || !s.map.has(target)) continue;
    const clone = dict.clone(ctx);
    clone.delete(PDFName.of('A'));
    clone.set(PDFName.of('Dest'), dest);
    kept.push(clone);
  }
  return kept;
}
