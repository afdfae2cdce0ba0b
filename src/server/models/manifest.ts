/**
 * Operator-supplied models: an operator drops a model file and a manifest `<id>.model.json` into
 * MODELS_DIR; tools that need a model no npm package ships (AI anime style, age transformation, speech
 * models …) use it only when it is there. This module reads and checks the manifests (pure but for the
 * directory listing); a bad manifest is skipped with a reason, never fatal.
 */
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';

/** What a model does; tools ask for a task. New tasks are added here with the tool that uses them. */
export const MODEL_TASKS = ['image-to-image', 'image-classification', 'image-segmentation', 'speech-to-text'] as const;
export type ModelTask = (typeof MODEL_TASKS)[number];

/**
 * `onnx`: one ONNX file a tool runs itself (in the page or on the server). `sherpa-onnx`: a speech model
 * that sherpa-onnx runs on the server (`engine` says which kind; its `tokens` file lies beside it).
 */
export const MODEL_FORMATS = ['onnx', 'sherpa-onnx'] as const;
export type ModelFormat = (typeof MODEL_FORMATS)[number];
/** The sherpa-onnx speech recognisers we drive (offline, non-streaming). */
export const SHERPA_ENGINES = ['sense-voice', 'paraformer'] as const;
export type SherpaEngine = (typeof SHERPA_ENGINES)[number];
/** Languages a speech model may name (ISO 639-1, and yue for Cantonese). */
const LANGUAGE = /^[a-z]{2,3}$/;

export interface ModelManifest {
  id: string;
  task: ModelTask;
  name: { zh: string; en: string };
  /** The model file, beside the manifest. */
  file: string;
  format: ModelFormat;
  /** sherpa-onnx only: the recogniser kind. */
  engine?: SherpaEngine;
  /** Further files beside the manifest, by role (sherpa-onnx: `tokens`). */
  files?: Record<string, string>;
  /** Speech models: the languages it recognises, e.g. `["zh", "en"]`. */
  languages?: string[];
  /** Input the model expects: image models give width, height and layout; others may leave them out. */
  input: { width?: number; height?: number; layout?: 'NCHW' | 'NHWC'; sampleRate?: number };
  /** Pixels: x' = (x / 255 - mean) / std per channel (RGB). */
  normalisation?: { mean: [number, number, number]; std: [number, number, number] };
  licence: string;
  /** Where the operator got it (a page or a paper), shown on the tool page. */
  source?: string;
}

export interface ModelEntry extends ModelManifest {
  /** Absolute path of the model file. */
  path: string;
  bytes: number;
  /** Absolute paths of the further files, by role. */
  paths: Record<string, string>;
}

export const MANIFEST_SUFFIX = '.model.json';
const ID = /^[a-z0-9][a-z0-9_-]{0,63}$/;
const FILE = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isText = (v: unknown, max: number): v is string =>
  typeof v === 'string' && v.trim().length > 0 && v.length <= max;
const isTriple = (v: unknown): v is [number, number, number] =>
  Array.isArray(v) && v.length === 3 && v.every((n) => typeof n === 'number' && Number.isFinite(n));
const isDim = (v: unknown) => v === undefined || (Number.isInteger(v) && (v as number) >= 1 && (v as number) <= 8192);

/** Checks one manifest's JSON; the id is the file name's stem. Answers the manifest or why it is refused. */
export function parseManifest(id: string, json: unknown): { manifest: ModelManifest } | { error: string } {
  if (!ID.test(id)) return { error: 'id must be lower-case letters, digits, - or _' };
  if (!isObject(json)) return { error: 'not a JSON object' };
  const {
    task,
    name,
    file,
    format = 'onnx',
    engine,
    files,
    languages,
    input = {},
    normalisation,
    licence,
    source,
  } = json;
  if (!MODEL_TASKS.includes(task as ModelTask)) return { error: `task must be one of ${MODEL_TASKS.join(', ')}` };
  if (!isObject(name) || !isText(name.zh, 60) || !isText(name.en, 60)) return { error: 'name needs zh and en' };
  // The file sits beside the manifest: no paths, so a manifest cannot point outside MODELS_DIR.
  if (typeof file !== 'string' || !FILE.test(file) || file.endsWith(MANIFEST_SUFFIX))
    return { error: 'file must be a plain file name beside the manifest' };
  if (!MODEL_FORMATS.includes(format as ModelFormat))
    return { error: `format must be one of ${MODEL_FORMATS.join(', ')}` };
  if (format === 'sherpa-onnx') {
    if (task !== 'speech-to-text') return { error: 'sherpa-onnx models are speech-to-text' };
    if (!SHERPA_ENGINES.includes(engine as SherpaEngine))
      return { error: `engine must be one of ${SHERPA_ENGINES.join(', ')}` };
    if (!isObject(files) || typeof files.tokens !== 'string') return { error: 'files.tokens is required' };
  } else if (engine !== undefined) return { error: 'engine is for sherpa-onnx models' };
  if (
    files !== undefined &&
    (!isObject(files) ||
      Object.keys(files).length > 8 ||
      Object.entries(files).some(
        ([role, f]) =>
          !/^[a-z][a-z0-9_]{0,31}$/.test(role) || typeof f !== 'string' || !FILE.test(f) || f.endsWith(MANIFEST_SUFFIX),
      ))
  )
    return { error: 'files must name plain file names beside the manifest' };
  if (
    languages !== undefined &&
    (!Array.isArray(languages) ||
      languages.length === 0 ||
      languages.length > 20 ||
      languages.some((l) => typeof l !== 'string' || !LANGUAGE.test(l)))
  )
    return { error: 'languages must be a list of language codes such as zh' };
  if (!isObject(input) || !isDim(input.width) || !isDim(input.height) || !isDim(input.sampleRate))
    return { error: 'input sizes must be whole numbers from 1 to 8192' };
  if (input.layout !== undefined && input.layout !== 'NCHW' && input.layout !== 'NHWC')
    return { error: 'input layout must be NCHW or NHWC' };
  if (
    normalisation !== undefined &&
    (!isObject(normalisation) ||
      !isTriple(normalisation.mean) ||
      !isTriple(normalisation.std) ||
      normalisation.std.some((s) => s === 0))
  )
    return { error: 'normalisation needs mean and std, three numbers each (std not 0)' };
  if (!isText(licence, 100)) return { error: 'licence is required' };
  if (source !== undefined && !isText(source, 300)) return { error: 'source must be a short text' };
  return {
    manifest: {
      id,
      task: task as ModelTask,
      name: { zh: name.zh.trim(), en: name.en.trim() },
      file,
      format: format as ModelFormat,
      engine: engine as SherpaEngine | undefined,
      files: files as Record<string, string> | undefined,
      languages: languages as string[] | undefined,
      input: {
        width: input.width as number | undefined,
        height: input.height as number | undefined,
        layout: input.layout as 'NCHW' | 'NHWC' | undefined,
        sampleRate: input.sampleRate as number | undefined,
      },
      normalisation: normalisation as ModelManifest['normalisation'],
      licence: licence.trim(),
      source: typeof source === 'string' ? source.trim() : undefined,
    },
  };
}

/**
 * The models in `dir`: every `<id>.model.json` whose manifest is valid and whose file is there. Nothing
 * when `dir` is unset or missing; each refused manifest is passed to `skip` (the server logs it).
 */
export async function scanModels(
  dir: string | undefined,
  skip: (file: string, reason: string) => void = () => {},
): Promise<ModelEntry[]> {
  if (!dir) return [];
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return [];
  }
  const found: ModelEntry[] = [];
  for (const name of names.filter((n) => n.endsWith(MANIFEST_SUFFIX)).sort()) {
    const id = name.slice(0, -MANIFEST_SUFFIX.length);
    let json: unknown;
    try {
      json = JSON.parse(await readFile(path.join(dir, name), 'utf8'));
    } catch {
      skip(name, 'not valid JSON');
      continue;
    }
    const parsed = parseManifest(id, json);
    if ('error' in parsed) {
      skip(name, parsed.error);
      continue;
    }
    const file = path.join(dir, parsed.manifest.file);
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) {
      skip(name, `model file ${parsed.manifest.file} is missing`);
      continue;
    }
    const paths: Record<string, string> = {};
    for (const [role, other] of Object.entries(parsed.manifest.files ?? {})) {
      const otherPath = path.join(dir, other);
      if ((await stat(otherPath).catch(() => null))?.isFile()) paths[role] = otherPath;
    }
    const missing = Object.entries(parsed.manifest.files ?? {}).find(([role]) => !paths[role]);
    if (missing) {
      skip(name, `file ${missing[1]} is missing`);
      continue;
    }
    found.push({ ...parsed.manifest, path: file, bytes: info.size, paths });
  }
  return found;
}
