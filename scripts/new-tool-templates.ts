/** The files `npm run new-tool` writes, as pure functions of the tool's slug, category and kind. */
import * as prettier from 'prettier';

export const TOOL_KINDS = ['text', 'file', 'options'] as const;
export type ToolKind = (typeof TOOL_KINDS)[number];

export interface NewTool {
  slug: string;
  category: string;
  kind: ToolKind;
  zhName: string;
  keywords: string[];
}

/** `toMars` → `to-mars`, `pdf_2_word` → `pdf-2-word` (module names are kebab-case). */
export function moduleName(slug: string): string {
  return slug
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/_/g, '-')
    .toLowerCase();
}

/** `toMars` → `ToMars`, `pdf_2_word` → `Pdf2Word` (the page component). */
export function componentName(slug: string): string {
  return slug
    .split(/_/)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');
}

const q = (s: string) => `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

function meta(t: NewTool): string {
  return `import { defineTool } from '../../common/tool-meta.js';

export default defineTool({
  slug: ${q(t.slug)},
  name: { zh: ${q(t.zhName)}, en: ${q(t.slug)} },
  description: {
    zh: ${q(`${t.zhName}：一句话说明它做什么。`)},
    en: 'One sentence on what it does.',
  },
  keywords: [${t.keywords.map(q).join(', ')}],
  category: ${q(t.category)},
  order: 100,
  intro: {
    zh: [${q(`${t.zhName}的介绍：它做什么、怎么用。`)}],
    en: ['What it does and how to use it.'],
  },
});
`;
}

const ICON = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="16" fill="#1f6feb"/><path d="M20 22h24M20 32h24M20 42h14" stroke="#fff" stroke-width="5" stroke-linecap="round"/></svg>
`;

const MESSAGES: Record<ToolKind, string> = {
  text: `    placeholder: '请输入或粘贴文本',
    example: '示例',`,
  file: `    upload: '点击上传文件',
    tip: '文件只在你的浏览器中处理，不会上传',
    failed: '处理失败，请换一个文件再试',`,
  options: `    value: '数值',
    result: '结果',`,
};

const MESSAGES_EN: Record<ToolKind, string> = {
  text: `    placeholder: 'Type or paste text',
    example: 'Example',`,
  file: `    upload: 'Upload a file',
    tip: 'The file is processed in your browser and never uploaded',
    failed: 'Processing failed; try another file',`,
  options: `    value: 'Value',
    result: 'Result',`,
};

function messages(t: NewTool): string {
  return `import { defineMessages } from '../../common/messages.js';

export const messages = defineMessages({
  zh: {
${MESSAGES[t.kind]}
  },
  en: {
${MESSAGES_EN[t.kind]}
  },
});
`;
}

function logic(t: NewTool): string {
  const head = `/** ${t.zhName}: the tool's pure logic (runs in the page, a Worker and Node tests). */
import { defineOptions, opt, type Values } from '../../web/kit/options/schema.js';

/** The options, kept in the link and local storage by the kit. */
export const SCHEMA = defineOptions({
  trim: opt.bool(false),
});

export type Options = Values<typeof SCHEMA>;
`;
  switch (t.kind) {
    case 'text':
      return `${head}
export function transform(text: string, options: Options): string {
  throw new Error(\`new-tool: write transform() for ${t.slug} (\${text.length}, \${options.trim})\`);
}
`;
    case 'file':
      return `${head}
export async function convert(file: Blob, options: Options): Promise<Blob> {
  throw new Error(\`new-tool: write convert() for ${t.slug} (\${file.size}, \${options.trim})\`);
}
`;
    case 'options':
      return `${head}
export function compute(value: number, options: Options): string {
  throw new Error(\`new-tool: write compute() for ${t.slug} (\${value}, \${options.trim})\`);
}
`;
  }
}

function logicTest(t: NewTool): string {
  const mod = moduleName(t.slug);
  const call: Record<ToolKind, [string, string, string]> = {
    text: [
      'transform',
      'string',
      'async (input, options, expected) => expect(transform(input, options)).toBe(expected)',
    ],
    file: [
      'convert',
      'Blob',
      'async (input, options, expected) => expect(await (await convert(input, options)).text()).toBe(await expected.text())',
    ],
    options: [
      'compute',
      'number',
      'async (input, options, expected) => expect(compute(input, options)).toBe(expected)',
    ],
  };
  const [fn, input, check] = call[t.kind];
  const expected = t.kind === 'options' ? 'string' : input;
  return `import { describe, expect, it } from 'vitest';
import { defaults } from '../../web/kit/options/schema.js';
import { ${fn}, SCHEMA, type Options } from './${mod}.js';

const base = defaults(SCHEMA);

/** [input, options, expected]: edge cases first (empty, huge, invalid, emoji and CJK, CRLF). */
const CASES: [${input}, Options, ${expected}][] = [];

describe('${t.slug}', () => {
  it('has cases', () => {
    expect(CASES.length, 'write the table').toBeGreaterThan(0);
    expect(base).toBeDefined();
  });
  it.each(CASES)('%s', ${check});
});
`;
}

function page(t: NewTool): string {
  const mod = moduleName(t.slug);
  const name = componentName(t.slug);
  switch (t.kind) {
    case 'text':
      return `import { OptionsPanel, SwitchField, TextTransform, useMessages, useToolOptions } from '../../web/kit/index.js';
import { messages } from './messages.js';
import { SCHEMA, transform } from './${mod}.js';

export default function ${name}Page() {
  const m = useMessages(messages);
  const { values, set, reset } = useToolOptions(SCHEMA);
  return (
    <TextTransform
      testId="${t.slug}"
      transform={(text) => transform(text, values)}
      deps={values}
      placeholder={m.placeholder}
      filename="${t.slug}.txt"
      examples={[{ label: m.example, input: '' }]}
      options={
        <OptionsPanel onReset={reset}>
          <SwitchField label="trim" checked={values.trim} onChange={(trim) => set({ trim })} />
        </OptionsPanel>
      }
    />
  );
}
`;
    case 'file':
      return `import {
  FileInput,
  FileResult,
  Notice,
  ToolBody,
  useFileInput,
  useMessages,
  useToolOptions,
  useToolRun,
} from '../../web/kit/index.js';
import { messages } from './messages.js';
import { convert, SCHEMA } from './${mod}.js';

export default function ${name}Page() {
  const m = useMessages(messages);
  const { values } = useToolOptions(SCHEMA);
  const run = useToolRun((file: File) => convert(file, values));
  const input = useFileInput({ accept: '*/*', maxSizeMb: 100, onFiles: ([file]) => file && void run.run(file) });
  return (
    <ToolBody testId="${t.slug}">
      <FileInput input={input} buttonText={m.upload} tip={m.tip} />
      {run.status === 'error' && <Notice severity="error">{m.failed}</Notice>}
      {run.result && <FileResult file={{ blob: run.result, name: '${t.slug}.bin' }} />}
    </ToolBody>
  );
}
`;
    case 'options':
      return `import { useState } from 'react';
import { NumberField, OptionsPanel, TextResult, ToolBody, useMessages, useToolOptions } from '../../web/kit/index.js';
import { messages } from './messages.js';
import { compute, SCHEMA } from './${mod}.js';

export default function ${name}Page() {
  const m = useMessages(messages);
  const { values } = useToolOptions(SCHEMA);
  const [value, setValue] = useState<number | null>(0);
  return (
    <ToolBody testId="${t.slug}">
      <OptionsPanel>
        <NumberField label={m.value} value={value} onChange={setValue} />
      </OptionsPanel>
      <TextResult label={m.result} text={value === null ? '' : compute(value, values)} />
    </ToolBody>
  );
}
`;
  }
}

function e2e(t: NewTool): string {
  return `/** ${t.zhName} in real Chromium on a phone and a desktop: one visitor's flow. */
import { expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { newContext, openTool, VIEWPORT_NAMES, withSite, type Site } from './support.js';

let site: Site;
let browser: Browser;
withSite((s, b) => ([site, browser] = [s, b]));

it.each(VIEWPORT_NAMES)('on %s: a visitor uses ${t.slug}', async (viewport) => {
  const context = await newContext(browser, viewport, { acceptDownloads: true });
  const page = await context.newPage();
  await openTool(page, site.url, '/${t.slug}.html');
  await page.locator('[data-testid="${t.slug}"][data-hydrated="true"]').waitFor();
  expect.fail('write the flow: input, options, the result a visitor sees, the file they save');
  await context.close();
});
`;
}

/** Every file of a new tool, by its path from the repository root, formatted by the house Prettier settings. */
export async function formattedToolFiles(t: NewTool, root: string): Promise<Record<string, string>> {
  const files = toolFiles(t);
  for (const [file, text] of Object.entries(files)) {
    if (!/\.tsx?$/.test(file)) continue;
    const filepath = `${root}/${file}`;
    files[file] = await prettier.format(text, { ...(await prettier.resolveConfig(filepath)), filepath });
  }
  return files;
}

/** Every file of a new tool, by its path from the repository root. */
export function toolFiles(t: NewTool): Record<string, string> {
  const dir = `src/tools/${t.slug}`;
  const mod = moduleName(t.slug);
  return {
    [`${dir}/meta.ts`]: meta(t),
    [`${dir}/icon.svg`]: ICON,
    [`${dir}/messages.ts`]: messages(t),
    [`${dir}/${mod}.ts`]: logic(t),
    [`${dir}/${mod}.test.ts`]: logicTest(t),
    [`${dir}/${componentName(t.slug)}Page.tsx`]: page(t),
    [`e2e/${t.slug}.e2e.test.ts`]: e2e(t),
  };
}
