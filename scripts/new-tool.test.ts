/**
 * The generator's output, filled in as an author would, is a complete tool folder: the registry's files,
 * names in the house case, inside the import boundaries, free of type errors, lint and format problems.
 * Unfilled, its tests fail (a tool is listed when it works).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { ESLint } from 'eslint';
import * as prettier from 'prettier';
import { describe, expect, it } from 'vitest';
import { violations } from './boundaries.js';
import {
  componentName,
  formattedToolFiles,
  moduleName,
  toolFiles,
  TOOL_KINDS,
  type ToolKind,
} from './new-tool-templates.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const FILLED: Record<ToolKind, [RegExp, string][]> = {
  text: [
    [/throw new Error\(`new-tool: write transform\(\)[^;]*;/, 'return options.trim ? text.trim() : text;'],
    [/= \[\];/, "= [['  a ', { ...base, trim: true }, 'a']];"],
  ],
  file: [
    [
      /throw new Error\(`new-tool: write convert\(\)[^;]*;/,
      'return options.trim ? new Blob([(await file.text()).trim()]) : file;',
    ],
    [/= \[\];/, "= [[new Blob([' a ']), { ...base, trim: true }, new Blob(['a'])]];"],
  ],
  options: [
    [
      /throw new Error\(`new-tool: write compute\(\)[^;]*;/,
      'return options.trim ? String(value).trim() : String(value);',
    ],
    [/= \[\];/, "= [[2, base, '2']];"],
  ],
};

function generated(kind: ToolKind): Record<string, string> {
  return toolFiles({ slug: `genDemo_${kind}`, category: 'text', kind, zhName: '示例工具', keywords: ['示例'] });
}

/** The files as written, then with the logic and its test rows written and formatted again. */
async function filledIn(kind: ToolKind): Promise<Record<string, string>> {
  const files = await formattedToolFiles(
    { slug: `genDemo_${kind}`, category: 'text', kind, zhName: '示例工具', keywords: ['示例'] },
    ROOT,
  );
  const mod = moduleName(`genDemo_${kind}`);
  for (const [file, text] of Object.entries(files)) {
    if (!file.endsWith(`/${mod}.ts`) && !file.endsWith(`/${mod}.test.ts`)) continue;
    const filled = FILLED[kind].reduce((t, [re, by]) => t.replace(re, by), text);
    files[file] = await prettier.format(filled, {
      ...(await prettier.resolveConfig(path.join(ROOT, file))),
      filepath: path.join(ROOT, file),
    });
  }
  return files;
}

describe('new-tool templates', () => {
  it('names modules in kebab-case and pages in PascalCase', () => {
    expect(moduleName('toMars')).toBe('to-mars');
    expect(moduleName('pdf_2_word')).toBe('pdf-2-word');
    expect(moduleName('ocr_bizLicense')).toBe('ocr-biz-license');
    expect(componentName('pdf_2_word')).toBe('Pdf2Word');
    expect(componentName('toMars')).toBe('ToMars');
  });

  it.each(TOOL_KINDS)('%s: the registry’s files, within the import boundaries, tests failing until written', (kind) => {
    const files = generated(kind);
    const names = Object.keys(files).map((f) => path.basename(f));
    expect(names).toContain('meta.ts');
    expect(names).toContain('icon.svg');
    expect(names.filter((n) => /^[A-Z]\w*Page\.tsx$/.test(n))).toHaveLength(1);
    expect(names.some((n) => n.endsWith('.test.ts'))).toBe(true);
    for (const [file, text] of Object.entries(files)) {
      if (/\.tsx?$/.test(file)) expect(violations(file, text), file).toEqual([]);
    }
    const test = Object.entries(files).find(([f]) => f.endsWith('.test.ts') && f.startsWith('src/'))![1];
    expect(test).toContain("expect(CASES.length, 'write the table').toBeGreaterThan(0)");
    expect(Object.entries(files).find(([f]) => f.startsWith('e2e/'))![1]).toContain('expect.fail(');
  });

  it('written formatted; filled in, every kind type-checks, lints and is formatted', async () => {
    const all = Object.assign({}, ...(await Promise.all(TOOL_KINDS.map(filledIn)))) as Record<string, string>;
    const sources = Object.entries(all).filter(([f]) => /\.tsx?$/.test(f));
    const virtual = new Map(sources.map(([f, text]) => [path.join(ROOT, f), text]));

    const config = ts.getParsedCommandLineOfConfigFile(
      path.join(ROOT, 'tsconfig.json'),
      {},
      {
        ...ts.sys,
        onUnRecoverableConfigFileDiagnostic: () => {},
      },
    )!;
    const host = ts.createCompilerHost(config.options);
    const readFile = host.readFile.bind(host);
    const fileExists = host.fileExists.bind(host);
    host.readFile = (f) => virtual.get(path.resolve(f)) ?? readFile(f);
    host.fileExists = (f) => virtual.has(path.resolve(f)) || fileExists(f);
    const directoryExists = host.directoryExists?.bind(host);
    host.directoryExists = (d) =>
      [...virtual.keys()].some((f) => f.startsWith(path.resolve(d) + path.sep)) || (directoryExists?.(d) ?? false);
    const program = ts.createProgram([...virtual.keys()], { ...config.options, noEmit: true }, host);
    const problems = ts
      .getPreEmitDiagnostics(program)
      .filter((d) => d.file && virtual.has(path.resolve(d.file.fileName)))
      .map((d) => `${d.file!.fileName}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`);
    expect(problems).toEqual([]);

    const eslint = new ESLint({ cwd: ROOT });
    const prettierConfig = await prettier.resolveConfig(path.join(ROOT, 'src/x.ts'));
    for (const [file, text] of sources) {
      const [result] = await eslint.lintText(text, { filePath: path.join(ROOT, file) });
      expect(result.messages.map((m) => `${file}:${m.line} ${m.message}`)).toEqual([]);
      expect(await prettier.format(text, { ...prettierConfig, filepath: path.join(ROOT, file) }), file).toBe(text);
    }
  }, 120_000);
});
