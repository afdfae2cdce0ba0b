/**
 * 便捷思维导图: Markdown (headings and nested lists) to a mind-map tree with markmap-lib. We use its build
 * without plugins: the plugins' KaTeX and highlight.js would be fetched from a CDN, and nothing loads at run
 * time from elsewhere. The page draws the tree with markmap-view and exports SVG or PNG.
 */
import { Transformer } from 'markmap-lib/no-plugins';
import type { IPureNode } from 'markmap-common';
import { format } from '../../common/messages.js';
import { defineOptions, opt, type Values } from '../../web/kit/options/schema.js';
import { InputError } from '../../web/kit/tools/text-transform.js';
import { messages } from './messages.js';

type Lang = keyof typeof messages;

export const SCHEMA = defineOptions({
  /** Levels open at first (deeper ones folded; click a node to open it). */
  expand: opt.int(0, { min: 0, max: 6 }),
  /** Each branch in its own colour (off: one colour). */
  colorful: opt.bool(true),
  /** Exported PNG scale. */
  scale: opt.choice(['1', '2', '3'], '2'),
});
export type Options = Values<typeof SCHEMA>;

export const MAX_CHARS = 500_000;
/** More nodes than this take seconds to draw (markmap measures every label in the page): refused. */
export const MAX_NODES = 500;

let transformer: Transformer | null = null;

export interface MindMap {
  root: IPureNode;
  /** Nodes in the tree, and its depth (the root is level 1). */
  nodes: number;
  depth: number;
}

export function buildMindMap(markdown: string, lang: Lang): MindMap {
  const m = messages[lang];
  if (markdown.trim() === '') throw new InputError(m.empty);
  if (markdown.length > MAX_CHARS) throw new InputError(m.tooLong);
  transformer ??= new Transformer();
  const { root } = transformer.transform(markdown.replace(/\r\n?/g, '\n'));
  let nodes = 0;
  let depth = 0;
  const walk = (n: IPureNode, level: number) => {
    nodes++;
    depth = Math.max(depth, level);
    for (const c of n.children ?? []) walk(c, level + 1);
  };
  walk(root, 1);
  if (nodes > MAX_NODES) throw new InputError(format(m.tooManyNodes, { nodes, max: MAX_NODES }));
  // A document with one top heading gets it as the root; otherwise markmap adds an empty root.
  if (nodes <= 1 && textOf(root.content) === '') throw new InputError(m.noStructure);
  return { root, nodes, depth };
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** A node's text: markmap's HTML without tags, entities decoded. */
export function textOf(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, e: string) => {
      if (e[0] === '#')
        return String.fromCodePoint(e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10));
      return ENTITIES[e.toLowerCase()] ?? whole;
    })
    .trim();
}

/** The tree as an indented outline (tests, and the text copy). */
export function outline(node: IPureNode, level = 0): string {
  const own = textOf(node.content);
  const lines = own === '' && level === 0 ? [] : [`${'  '.repeat(level)}${own}`];
  const next = own === '' && level === 0 ? 0 : level + 1;
  for (const c of node.children ?? []) lines.push(outline(c, next));
  return lines.join('\n');
}

/** A file name from the root's text. */
export function fileStem(map: MindMap, fallback: string): string {
  const stem = textOf(map.root.content)
    .replace(/[\\/:*?"<>|\u0000-\u001f]/g, '')
    .trim()
    .slice(0, 60);
  return stem || fallback;
}
