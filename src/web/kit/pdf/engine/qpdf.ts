/**
 * qpdf (compiled to WebAssembly, `@neslinesli93/qpdf-wasm`) for what pdf-lib cannot do: decrypting,
 * AES-256 encryption with permissions, repairing damaged cross-reference tables, object streams and
 * linearisation. Each run gets a fresh instance (its own memory and file system), so a failed run leaves
 * nothing behind. The package's build takes neither `instantiateWasm` nor `wasmBinary`: only `locateFile`,
 * so where the wasm is must be set by the environment: the PDF Worker gives the URL Vite bundled it at
 * (the browser caches the compiled code), Node tests give the file in node_modules. Without it the build
 * would look for `qpdf.wasm` next to the Worker's script, which the built site does not have.
 */
import createQpdf from '@neslinesli93/qpdf-wasm';

let wasmLocation: string | null = null;

/** Where qpdf.wasm is: a URL in the browser, a file path in Node. */
export function setQpdfWasm(where: string): void {
  wasmLocation = where;
}

export interface QpdfRun {
  /** qpdf's exit status: 0 ok, 2 errors, 3 warnings (output still written). */
  code: number;
  /** What qpdf printed (stdout and stderr, in order). */
  log: string;
  /** The files asked for, when written. */
  files: Record<string, Uint8Array>;
}

interface QpdfInstance {
  callMain(args: string[]): number;
  FS: {
    writeFile(path: string, data: Uint8Array): void;
    readFile(path: string): Uint8Array;
    unlink(path: string): void;
  };
}

/** Runs qpdf with `args` over in-memory files (`/name` paths), returning the named outputs. */
export async function runQpdf(args: string[], inputs: Record<string, Uint8Array>, outputs: string[]): Promise<QpdfRun> {
  if (!wasmLocation) throw new Error('qpdf wasm location not set');
  const wasmAt = wasmLocation;
  const factory = createQpdf as unknown as (options: object) => Promise<QpdfInstance>;
  const lines: string[] = [];
  // The build binds console.log/error when an instance is made: make it with ours bound instead.
  const { log, error } = console;
  console.log = (...a: unknown[]) => lines.push(a.join(' '));
  console.error = (...a: unknown[]) => lines.push(a.join(' '));
  let made: Promise<QpdfInstance>;
  try {
    made = factory({ noInitialRun: true, locateFile: () => wasmAt });
  } finally {
    console.log = log;
    console.error = error;
  }
  const qpdf = await made;
  for (const [name, data] of Object.entries(inputs)) qpdf.FS.writeFile(`/${name}`, data);
  let code: number;
  try {
    code = qpdf.callMain(args);
  } catch (e) {
    code = typeof (e as { status?: number }).status === 'number' ? (e as { status: number }).status : 2;
    lines.push(e instanceof Error ? e.message : String(e));
  }
  const files: Record<string, Uint8Array> = {};
  for (const name of outputs) {
    try {
      files[name] = qpdf.FS.readFile(`/${name}`);
    } catch {
      // not written
    }
  }
  return { code, log: lines.join('\n'), files };
}

/** qpdf says the password does not open the file. */
export function isPasswordFailure(log: string): boolean {
  return /invalid password/i.test(log);
}
