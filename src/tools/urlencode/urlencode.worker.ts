/// <reference lib="webworker" />
/** Big texts (over 100 KB) are encoded and decoded here, off the page's thread. */
import { exposeTransform } from '../../web/kit/worker.js';
import { urlTransform, type Options } from './urlencode.js';

exposeTransform((p: { text: string; options: Options; lang: 'zh' | 'en' }) => urlTransform(p.text, p.options, p.lang));
