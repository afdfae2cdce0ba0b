/// <reference lib="webworker" />
/** Big documents (over 100 KB) are rendered here, off the page's thread; the page sanitises the HTML. */
import { exposeTransform } from '../../web/kit/worker.js';
import { renderMarkdown, type Options } from './markdown.js';

exposeTransform((p: { text: string; options: Options }) => renderMarkdown(p.text, p.options));
