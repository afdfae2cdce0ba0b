/// <reference lib="webworker" />
/** Every translation runs here: OpenCC's dictionaries stay off the page. */
import { exposeTransform } from '../../web/kit/worker.js';
import { translate, type Options } from './mars.js';

exposeTransform((p: { text: string; options: Options; lang: 'zh' | 'en' }) => translate(p.text, p.options, p.lang));
