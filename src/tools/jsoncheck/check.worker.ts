/// <reference lib="webworker" />
/** Big JSON (over 100 KB) is checked here, off the page's thread. */
import { exposeTransform } from '../../web/kit/worker.js';
import type { Lang } from '../../common/json-text.js';
import { checkJson, type Options } from './check.js';

exposeTransform((p: { text: string; options: Options; lang: Lang }) => checkJson(p.text, p.options, p.lang));
