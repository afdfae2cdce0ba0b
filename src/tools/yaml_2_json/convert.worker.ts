/// <reference lib="webworker" />
/** Big documents (over 100 KB) are converted here, off the page's thread. */
import { exposeTransform } from '../../web/kit/worker.js';
import type { Lang } from '../../common/json-text.js';
import { convert, type Options } from './convert.js';

exposeTransform((p: { text: string; options: Options; lang: Lang }) => convert(p.text, p.options, p.lang));
