/// <reference lib="webworker" />
/** Big JSON (over 100 KB) is formatted here, off the page's thread. */
import { exposeTransform } from '../../web/kit/worker.js';
import type { Lang } from '../../common/json-text.js';
import { beautify, type Options } from './beautify.js';

exposeTransform((p: { text: string; options: Options; lang: Lang }) => beautify(p.text, p.options, p.lang));
