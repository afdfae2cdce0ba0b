/// <reference lib="webworker" />
/** Every conversion runs here: the dictionaries stay off the page, and 5 MB of text does not freeze it. */
import { exposeTransform } from '../../web/kit/worker.js';
import { convertChinese } from './convert.js';
import type { Options } from './modes.js';

exposeTransform((p: { text: string; options: Options }) => convertChinese(p.text, p.options.mode));
