/// <reference lib="webworker" />
/** Big documents (over 100 KB together) are compared here, off the page's thread. */
import { exposeTransform } from '../../web/kit/worker.js';
import type { Lang } from '../../common/json-text.js';
import { diffJsonText, type Options } from './json-diff.js';

exposeTransform((p: { left: string; right: string; options: Options; lang: Lang }) =>
  diffJsonText(p.left, p.right, p.options, p.lang),
);
