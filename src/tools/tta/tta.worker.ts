/// <reference lib="webworker" />
/** Every conversion runs here: pinyin-pro's dictionary stays off the page. */
import { exposeTransform } from '../../web/kit/worker.js';
import { toPinyin, type Options } from './tta.js';

exposeTransform((p: { text: string; options: Options; lang: 'zh' | 'en' }) => toPinyin(p.text, p.options, p.lang));
