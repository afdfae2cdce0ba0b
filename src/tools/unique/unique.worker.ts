/// <reference lib="webworker" />
/** Big texts (over 100 KB) are deduplicated here, off the page's thread. */
import { exposeTransform } from '../../web/kit/worker.js';
import { dedupe, type Options } from './unique.js';

exposeTransform((p: { text: string; options: Options; lang: 'zh' | 'en' }) => dedupe(p.text, p.options, p.lang));
