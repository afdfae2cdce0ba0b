/**
 * Copying objects from one pdf-lib document into another, with page references remapped: a link or a
 * bookmark that points at a copied page points at its copy; one that points at a page left out is
 * dropped. Shared objects (fonts, images) are copied once per output. Indirect objects are copied through
 * a work list, never by deep recursion, so long chains cannot overflow the stack.
 */
import {
  PDFArray,
  PDFContext,
  PDFDict,
  PDFDocument,
  PDFHexString,
  PDFName,
  PDFNull,
  PDFObject,
  PDFRawStream,
  PDFRef,
  PDFStream,
  PDFString,
} from 'pdf-lib';

/** How a source document's named destinations resolve (built once per source). */
export class NamedDests {
  private map: Map<string, PDFObject> | null = null;
  constructor(private readonly doc: PDFDocument) {}

  get(name: string): PDFObject | undefined {
    if (!this.map) this.map = this.build();
    return this.map.get(name);
  }

  private build(): Map<string, PDFObject> {
    const map = new Map<string, PDFObject>();
    const catalog = this.doc.catalog;
    const legacy = catalog.lookupMaybe(PDFName.of('Dests'), PDFDict);
    if (legacy) for (const [k, v] of legacy.entries()) map.set(k.decodeText(), v);
    const names = catalog.lookupMaybe(PDFName.of('Names'), PDFDict);
    const root = names?.lookupMaybe(PDFName.of('Dests'), PDFDict);
    const queue: PDFDict[] = root ? [root] : [];
    const seen = new Set<PDFDict>();
    while (queue.length > 0) {
      const node = queue.shift()!;
      if (seen.has(node)) continue;
      seen.add(node);
      const kids = node.lookupMaybe(PDFName.of('Kids'), PDFArray);
      if (kids)
        for (let i = 0; i < kids.size(); i++) {
          const kid = kids.lookup(i);
          if (kid instanceof PDFDict) queue.push(kid);
        }
      const pairs = node.lookupMaybe(PDFName.of('Names'), PDFArray);
      if (pairs)
        for (let i = 0; i + 1 < pairs.size(); i += 2) {
          const key = pairs.lookup(i);
          if (key instanceof PDFString || key instanceof PDFHexString) map.set(key.decodeText(), pairs.get(i + 1));
        }
    }
    return map;
  }
}

function textOf(o: PDFObject | undefined): string | null {
  if (o instanceof PDFString || o instanceof PDFHexString) return o.decodeText();
  if (o instanceof PDFName) return o.decodeText();
  return null;
}

/**
 * A destination as an explicit array ([pageRef /XYZ ...]) or null: names resolved through the source's
 * name tree, `<< /D [...] >>` unwrapped.
 */
export function explicitDest(value: PDFObject | undefined, ctx: PDFContext, names: NamedDests): PDFArray | null {
  let v: PDFObject | undefined = value;
  for (let hops = 0; hops < 4 && v !== undefined; hops++) {
    if (v instanceof PDFRef) v = ctx.lookup(v);
    else if (v instanceof PDFArray) return v;
    else if (v instanceof PDFDict) v = v.get(PDFName.of('D'));
    else {
      const name = textOf(v);
      if (name === null) return null;
      v = names.get(name);
    }
  }
  return null;
}

/** The destination of a link annotation or outline item: its /Dest, or a GoTo action's /D. */
export function destOf(dict: PDFDict, ctx: PDFContext, names: NamedDests): { dest: PDFArray | null; isGoTo: boolean } {
  const dest = dict.get(PDFName.of('Dest'));
  if (dest !== undefined) return { dest: explicitDest(dest, ctx, names), isGoTo: true };
  const action = dict.lookupMaybe(PDFName.of('A'), PDFDict);
  if (action && action.lookupMaybe(PDFName.of('S'), PDFName)?.decodeText() === 'GoTo')
    return { dest: explicitDest(action.get(PDFName.of('D')), ctx, names), isGoTo: true };
  return { dest: null, isGoTo: false };
}

export class ObjectCopier {
  private readonly copied = new Map<PDFRef, PDFRef>();
  private readonly pending: [PDFObject, PDFRef][] = [];

  /** `pages`: source page ref → its copy's ref (pages not in it are left out of the output). */
  constructor(
    readonly src: PDFContext,
    readonly dst: PDFContext,
    readonly pages: Map<PDFRef, PDFRef>,
    /** Source page refs of the whole source document (to tell a page from other objects). */
    readonly allPages: Set<PDFRef>,
  ) {}

  /** A deep copy of `obj` in the destination; referenced objects copied (once) after the call returns. */
  copy(obj: PDFObject): PDFObject {
    if (obj instanceof PDFRef) return this.ref(obj);
    if (obj instanceof PDFDict) {
      const out = PDFDict.withContext(this.dst);
      for (const [k, v] of obj.entries()) out.set(k, this.copy(v));
      return out;
    }
    if (obj instanceof PDFArray) {
      const out = PDFArray.withContext(this.dst);
      for (let i = 0; i < obj.size(); i++) out.push(this.copy(obj.get(i)));
      return out;
    }
    if (obj instanceof PDFRawStream) return PDFRawStream.of(this.copy(obj.dict) as PDFDict, obj.contents);
    if (obj instanceof PDFStream) {
      // A stream made in this session (e.g. by pdf-lib when drawing): copy its encoded bytes.
      return PDFRawStream.of(this.copy(obj.dict) as PDFDict, obj.getContents());
    }
    return obj; // names, numbers, strings, booleans, null: immutable
  }

  private ref(ref: PDFRef): PDFObject {
    const page = this.pages.get(ref);
    if (page) return page;
    if (this.allPages.has(ref)) return PDFNull;
    const done = this.copied.get(ref);
    if (done) return done;
    const target = this.src.lookup(ref);
    if (target === undefined) return PDFNull;
    const fresh = this.dst.nextRef();
    this.copied.set(ref, fresh);
    this.pending.push([target, fresh]);
    return fresh;
  }

  /** Copies everything referenced so far. */
  flush(): void {
    while (this.pending.length > 0) {
      const [obj, ref] = this.pending.pop()!;
      this.dst.assign(ref, this.copy(obj));
    }
  }
}
