/**
 * The newer text and developer tools of issue 18: median time of each tool's pure work on about 1 MB of mixed
 * Chinese/Latin text (the size above which the pages move work to a Worker or wait for a pause in typing), and
 * of the small per-input tools run 1000 times, here in Node.
 *
 *   npx tsx bench/dev-tools.bench.ts [--rounds 5]
 *
 * Prints a table; asserts nothing about timings. Not part of `npm test`.
 */
import { runRegex } from '../src/tools/regexp/regex.js';
import { runCipher, type Options as CipherOptions } from '../src/tools/crypto/ciphers.js';
import { renderMarkdown } from '../src/tools/markdown/markdown.js';
import { toPinyin } from '../src/tools/tta/tta.js';
import { translate } from '../src/tools/toMars/mars.js';
import { parseUserAgent } from '../src/tools/useragent/user-agent.js';
import { UA } from '../src/tools/useragent/samples.js';
import { describeColor } from '../src/tools/colortrans/convert.js';
import { parseUrl } from '../src/tools/urlparse/url-parse.js';
import { hide, reveal } from '../src/tools/text_secret_msg/stego.js';
import { buildMindMap } from '../src/tools/markmap/mindmap.js';
import { arg, median } from './support.js';

const rounds = arg('rounds', 5);
const TEXT = '我是真的很喜欢你，Hello world 2024-03-08 13812345678。\n'.repeat(20_000);
const cipher = (o: Partial<CipherOptions>): CipherOptions => ({
  direction: 'encrypt',
  algorithm: 'aes',
  mode: 'cbc',
  padding: 'pkcs7',
  keyMode: 'raw',
  keyEncoding: 'utf8',
  ivEncoding: 'utf8',
  plainEncoding: 'utf8',
  cipherEncoding: 'base64',
  ...o,
});
const key16 = { key: '1234567890abcdef', iv: '1234567890abcdef' };
const outline = `# 大纲\n${Array.from({ length: 2000 }, (_, i) => `## 节 ${i}\n- 点 ${i}\n`).join('')}`;

const cases: [string, string, () => unknown][] = [
  [
    'regexp',
    '\\d+ over 1 MB, count and list',
    () => runRegex(TEXT, { pattern: '\\d+', flags: 'g', mode: 'match', replacement: '' }, 'en'),
  ],
  ['crypto', 'AES-128-CBC encrypt 1 MB', () => runCipher(TEXT, cipher({}), key16, 'en')],
  [
    'crypto',
    'AES-128-GCM encrypt 1 MB (Web Crypto)',
    () => runCipher(TEXT, cipher({ mode: 'gcm' }), { key: key16.key, iv: '123456789012' }, 'en'),
  ],
  ['crypto', 'SM4-CBC encrypt 1 MB', () => runCipher(TEXT, cipher({ algorithm: 'sm4' }), key16, 'en')],
  ['markdown', 'render 1 MB', () => renderMarkdown(TEXT, { html: false, breaks: true, linkify: true })],
  [
    'tta',
    'pinyin of 1 MB',
    () =>
      toPinyin(
        TEXT,
        { tone: 'symbol', pattern: 'pinyin', spaced: true, keepOthers: true, v: false, surname: false, view: 'text' },
        'en',
      ),
  ],
  ['toMars', '1 MB to 火星文', () => translate(TEXT, { direction: 'toMars', traditional: true }, 'en')],
  ['markmap', 'outline of 4001 nodes', () => buildMindMap(outline, 'en')],
  [
    'useragent',
    '1000 parses',
    () => {
      for (let i = 0; i < 1000; i++) parseUserAgent(UA.wechatXiaomi, 'en');
    },
  ],
  [
    'colortrans',
    '1000 colours in every notation',
    () => {
      for (let i = 0; i < 1000; i++) describeColor('#1f6feb', { against: '#ffffff', upper: false }, 'en');
    },
  ],
  [
    'urlparse',
    '1000 URLs',
    () => {
      for (let i = 0; i < 1000; i++)
        parseUrl('https://a.cn:8080/p/页?q=在线+工具&x=1#t', { decoded: true, sortKeys: false }, 'en');
    },
  ],
  [
    'text_secret_msg',
    'hide + reveal 1 KB with a password',
    async () => reveal(await hide('封面', 'x'.repeat(1000), 'pw', 'en'), 'pw', 'en'),
  ],
];

console.log(`| tool | work | median ms (${rounds} rounds) |`);
console.log('| --- | --- | ---: |');
for (const [tool, work, run] of cases) {
  await run();
  const times: number[] = [];
  for (let r = 0; r < rounds; r++) {
    const t = performance.now();
    await run();
    times.push(performance.now() - t);
  }
  console.log(`| ${tool} | ${work} | ${median(times).toFixed(1)} |`);
}
