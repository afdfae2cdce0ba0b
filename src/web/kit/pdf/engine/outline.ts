/** Bookmarks (the outline tree): read from a source with their targets, written into an output. */
import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFHexString,
  PDFName,
  PDFNumber,
  PDFObject,
  PDFRef,
  PDFString,
} from 'pdf-lib';
import { destOf, type NamedDests } from './copy.js';

export interface OutlineItem {
  title: string;
  /** Which source document `dest`/`action` belong to. */
  source: number;
  /** An explicit destination in the source ([pageRef /XYZ ...]), when it has one in the output. */
  dest: PDFArray | null;
  /** A non-GoTo action (URI, launch...), kept as it is. */
  action: PDFObject | null;
  open: boolean;
  children: OutlineItem[];
  /** Colour (/C) and style flags (/F) when set. */
  color?: PDFObject;
  flags?: PDFObject;
}

const MAX_ITEMS = 100_000;

/**
 * The outline of `doc`, keeping items whose target page `included` says is in the output, items with
 * other actions, and items with kept children (without their own target).
 */
export function readOutline(
  doc: PDFDocument,
  names: NamedDests,
  source: number,
  included: (page: PDFRef) => boolean,
): OutlineItem[] {
  const ctx = doc.context;
  const root = doc.catalog.lookupMaybe(PDFName.of('Outlines'), PDFDict);
  if (!root) return [];
  const seen = new Set<PDFDict>();
  let budget = MAX_ITEMS;
  const level = (first: PDFObject | undefined, depth: number): OutlineItem[] => {
    const items: OutlineItem[] = [];
    let node = ctx.lookupMaybe(first, PDFDict);
    while (node && !seen.has(node) && budget-- > 0 && depth < 64) {
      seen.add(node);
      const titleObj = node.lookup(PDFName.of('Title'));
      const title = titleObj instanceof PDFString || titleObj instanceof PDFHexString ? titleObj.decodeText() : '';
      const { dest, isGoTo } = destOf(node, ctx, names);
      const target = dest?.get(0);
      const keepsDest = dest !== null && target instanceof PDFRef && included(target);
      const action = !isGoTo ? (node.get(PDFName.of('A')) ?? null) : null;
      const children = level(node.get(PDFName.of('First')), depth + 1);
      if (keepsDest || action || children.length > 0) {
        const count = node.lookupMaybe(PDFName.of('Count'), PDFNumber)?.asNumber() ?? 0;
        items.push({
          title,
          source,
          dest: keepsDest ? dest : null,
          action,
          open: count > 0,
          children,
          color: node.get(PDFName.of('C')),
          flags: node.get(PDFName.of('F')),
        });
      }
      node = ctx.lookupMaybe(node.get(PDFName.of('Next')), PDFDict);
    }
    return items;
  };
  return level(root.get(PDFName.of('First')), 0);
}

/** Visible descendants when open (what /Count holds). */
function visible(items: OutlineItem[]): number {
  return items.reduce((n, item) => n + 1 + (item.open ? visible(item.children) : 0), 0);
}

/** Writes `items` as the output's outline; `copy` brings a source object into the output. */
export function writeOutline(
  out: PDFDocument,
  items: OutlineItem[],
  copy: (source: number, obj: PDFObject) => PDFObject,
): void {
  const ctx = out.context;
  const rootRef = ctx.nextRef();
  const writeLevel = (level: OutlineItem[], parent: PDFRef): [PDFRef, PDFRef] => {
    const refs = level.map(() => ctx.nextRef());
    level.forEach((item, i) => {
      const dict = ctx.obj({}) as PDFDict;
      dict.set(PDFName.of('Title'), PDFHexString.fromText(item.title));
      dict.set(PDFName.of('Parent'), parent);
      if (i > 0) dict.set(PDFName.of('Prev'), refs[i - 1]);
      if (i + 1 < refs.length) dict.set(PDFName.of('Next'), refs[i + 1]);
      if (item.dest) dict.set(PDFName.of('Dest'), copy(item.source, item.dest));
      else if (item.action) dict.set(PDFName.of('A'), copy(item.source, item.action));
      if (item.color) dict.set(PDFName.of('C'), copy(item.source, item.color));
      if (item.flags) dict.set(PDFName.of('F'), copy(item.source, item.flags));
      if (item.children.length > 0) {
        const [first, last] = writeLevel(item.children, refs[i]);
        dict.set(PDFName.of('First'), first);
        dict.set(PDFName.of('Last'), last);
        const n = visible(item.children);
        dict.set(PDFName.of('Count'), PDFNumber.of(item.open ? n : -item.children.length));
      }
      ctx.assign(refs[i], dict);
    });
    return [refs[0], refs[refs.length - 1]];
  };
  const [first, last] = writeLevel(items, rootRef);
  ctx.assign(rootRef, ctx.obj({ Type: 'Outlines', First: first, Last: last, Count: visible(items) }));
  out.catalog.set(PDFName.of('Outlines'), rootRef);
  if (!out.catalog.has(PDFName.of('PageMode'))) out.catalog.set(PDFName.of('PageMode'), PDFName.of('UseOutlines'));
}
