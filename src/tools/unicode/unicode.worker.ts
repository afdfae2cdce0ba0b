/// <reference lib="webworker" />
/** Big texts (over 100 KB) are escaped and unescaped here, off the page's thread. */
import { exposeTransform } from '../../web/kit/worker.js';
import { unicodeTransform, type Options } from './unicode.js';

exposeTransform((p: { text: string; options: Options; lang: 'zh' | 'en' }) =>
  unicodeTransform(p.text, p.options, p.lang),
);
