/// <reference lib="webworker" />
/** Big texts (over 100 KB) are encrypted and decrypted here, off the page's thread. */
import { exposeTransform } from '../../web/kit/worker.js';
import { runCipher, type Options, type Secrets } from './ciphers.js';

exposeTransform((p: { text: string; options: Options; secrets: Secrets; lang: 'zh' | 'en' }) =>
  runCipher(p.text, p.options, p.secrets, p.lang),
);
