/// <reference lib="webworker" />
/** Big texts (over 100 KB together) are compared here, off the page's thread. */
import { exposeTransform } from '../../web/kit/worker.js';
import { diffTexts, type Options } from './textdiff.js';

exposeTransform((p: { left: string; right: string; options: Options; lang: 'zh' | 'en' }) =>
  diffTexts(p.left, p.right, p.options, p.lang),
);
