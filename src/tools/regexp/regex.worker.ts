/// <reference lib="webworker" />
/** Every run happens here: the page stops this Worker when a pattern backtracks for too long. */
import { exposeTransform } from '../../web/kit/worker.js';
import { runRegex, type Options } from './regex.js';

exposeTransform((p: { text: string; options: Options; lang: 'zh' | 'en' }) => runRegex(p.text, p.options, p.lang));
