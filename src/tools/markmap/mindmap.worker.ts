/// <reference lib="webworker" />
/** Long outlines are parsed here, so typing stays smooth; the page draws the tree. */
import { exposeTransform } from '../../web/kit/worker.js';
import { buildMindMap } from './mindmap.js';

exposeTransform((p: { text: string; lang: 'zh' | 'en' }) => buildMindMap(p.text, p.lang));
