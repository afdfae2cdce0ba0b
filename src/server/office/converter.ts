/**
 * One resident LibreOffice: the Python UNO bridge (uno-bridge.py) and its soffice.bin, started once and
 * kept warm between documents. Spawned with an argument array (never a shell), in its own process group
 * (so a kill takes both), optionally in a private network namespace (`unshare -rn`: no network at all),
 * with its own profile folder. A conversion that overruns its time kills the pair; the next one starts
 * them again. An idle converter is pinged before use and restarted if it does not answer.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';

export const BRIDGE = fileURLToPath(new URL('./uno-bridge.py', import.meta.url));

/** How a conversion failed, as the bridge tells it (or `timeout`/`crashed` from here). */
export type FailureReason = 'encrypted' | 'unreadable' | 'wrong_family' | 'export_failed' | 'timeout' | 'crashed';

export class ConversionFailure extends Error {
  constructor(
    readonly reason: FailureReason,
    detail: string,
  ) {
    super(`${reason}: ${detail}`);
    this.name = 'ConversionFailure';
  }
}

export interface ConvertRequest {
  input: string;
  output: string;
  /** LibreOffice export filter, e.g. `writer_pdf_Export`. */
  filter: string;
  filterOptions?: string;
  filterData?: Record<string, string | number | boolean>;
  inputFilter?: string;
  inputFilterOptions?: string;
  /** The document must be of this kind (a spreadsheet renamed .docx is refused). */
  family?: 'text' | 'spreadsheet' | 'presentation';
}

export interface ConverterOptions {
  python: string;
  soffice: string;
  /** Folder of this converter's LibreOffice profile. */
  profileDir: string;
  /** Name of the private UNO pipe. */
  pipeName: string;
  memoryMb: number;
  timeoutMs: number;
  isolateNetwork: boolean;
  log?: FastifyBaseLogger;
  /** The bridge script `python` runs (default: uno-bridge.py; tests run a fake one). */
  bridge?: string;
  /** Idle time after which the converter is pinged before its next document, and how long the ping may take. */
  pingAfterIdleMs?: number;
  pingTimeoutMs?: number;
}

const START_TIMEOUT_MS = 120_000;
const PING_AFTER_IDLE_MS = 60_000;
const PING_TIMEOUT_MS = 10_000;

interface Pending {
  id: number;
  resolve: () => void;
  reject: (error: Error) => void;
  onProgress?: (percent: number) => void;
}

/**
 * The profile's settings: the highest macro security with macros disabled, links from untrusted documents
 * blocked, no auto-recovery, no first-start questions.
 */
export const PROFILE_SETTINGS = `<?xml version="1.0" encoding="UTF-8"?>
<oor:items xmlns:oor="http://openoffice.org/2001/registry" xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
<item oor:path="/org.openoffice.Office.Common/Security/Scripting"><prop oor:name="MacroSecurityLevel" oor:op="fuse"><value>3</value></prop></item>
<item oor:path="/org.openoffice.Office.Common/Security/Scripting"><prop oor:name="DisableMacrosExecution" oor:op="fuse"><value>true</value></prop></item>
<item oor:path="/org.openoffice.Office.Common/Security/Scripting"><prop oor:name="BlockUntrustedRefererLinks" oor:op="fuse"><value>true</value></prop></item>
<item oor:path="/org.openoffice.Office.Recovery/AutoSave"><prop oor:name="Enabled" oor:op="fuse"><value>false</value></prop></item>
<item oor:path="/org.openoffice.Office.Recovery/RecoveryInfo"><prop oor:name="Enabled" oor:op="fuse"><value>false</value></prop></item>
<item oor:path="/org.openoffice.Office.Common/Misc"><prop oor:name="FirstRun" oor:op="fuse"><value>false</value></prop></item>
<item oor:path="/org.openoffice.Office.Common/Misc"><prop oor:name="UseLocking" oor:op="fuse"><value>false</value></prop></item>
</oor:items>
`;

/** True when this machine lets us start a process without network (`unshare -rn`). */
export function canIsolateNetwork(): boolean {
  const r = spawnSync('unshare', ['-rn', 'true'], { stdio: 'ignore', timeout: 5000 });
  return r.status === 0;
}

/** SIGKILL to a bridge's process group (the bridge and its soffice). */
function killGroup(child: ChildProcess): void {
  if (!child.pid) return;
  try {
    process.kill(-child.pid, 'SIGKILL');
  } catch {
    child.kill('SIGKILL');
  }
}

export class ResidentConverter {
  private child: ChildProcess | null = null;
  private starting: Promise<void> | null = null;
  private pending: Pending | null = null;
  private nextId = 1;
  private lastUsed = 0;
  private stderrTail = '';
  /** How many times LibreOffice was started (1 = never restarted). */
  starts = 0;

  constructor(private readonly opts: ConverterOptions) {}

  get warm(): boolean {
    return this.child !== null && this.starting === null;
  }

  /** Starts the bridge and LibreOffice (resolves once soffice answers). */
  async start(): Promise<void> {
    if (this.child && !this.starting) return;
    if (!this.starting)
      this.starting = this.spawnBridge().finally(() => {
        this.starting = null;
      });
    return this.starting;
  }

  private async spawnBridge(): Promise<void> {
    const { opts } = this;
    const userDir = path.join(opts.profileDir, 'user');
    await mkdir(userDir, { recursive: true, mode: 0o700 });
    await writeFile(path.join(userDir, 'registrymodifications.xcu'), PROFILE_SETTINGS);
    const bridgeArgs = [opts.bridge ?? BRIDGE, opts.soffice, opts.profileDir, opts.pipeName, String(opts.memoryMb)];
    const [command, args] = opts.isolateNetwork
      ? ['unshare', ['-rn', opts.python, ...bridgeArgs]]
      : [opts.python, bridgeArgs];
    const child = spawn(command, args, {
      stdio: ['pipe', 'pipe', 'pipe'],
      detached: true, // its own process group: kill(-pid) ends the bridge and soffice together
      env: { ...process.env, PYTHONPATH: '/usr/lib/python3/dist-packages', SAL_USE_VCLPLUGIN: 'svp' },
    });
    this.starts++;
    this.child = child;
    this.stderrTail = '';
    child.stderr!.on('data', (chunk: Buffer) => {
      this.stderrTail = (this.stderrTail + chunk.toString()).slice(-2000);
    });
    const ready = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        reject(new ConversionFailure('crashed', 'LibreOffice did not start in time'));
        this.kill();
      }, START_TIMEOUT_MS);
      const lines = createInterface({ input: child.stdout! });
      lines.on('line', (line) => {
        let message: Record<string, unknown>;
        try {
          message = JSON.parse(line) as Record<string, unknown>;
        } catch {
          return;
        }
        if (message.ready) {
          clearTimeout(timer);
          resolve();
          return;
        }
        this.onMessage(message);
      });
      child.once('exit', (code, signal) => {
        clearTimeout(timer);
        killGroup(child); // whatever the bridge left running (its soffice dies with it, but be sure)
        const detail = `bridge exited (${code ?? signal}) ${this.stderrTail.trim().slice(-300)}`;
        reject(new ConversionFailure('crashed', detail));
        // A bridge we killed had its request answered already; a later one may have a request of its own.
        if (this.child !== child) return;
        this.child = null;
        const pending = this.pending;
        this.pending = null;
        pending?.reject(new ConversionFailure('crashed', detail));
      });
      child.once('error', (error) => {
        clearTimeout(timer);
        reject(new ConversionFailure('crashed', error.message));
      });
    });
    await ready;
    this.lastUsed = Date.now();
    opts.log?.info({ pipe: opts.pipeName, starts: this.starts }, 'LibreOffice started');
  }

  private onMessage(message: Record<string, unknown>) {
    const pending = this.pending;
    if (!pending || message.id !== pending.id) return;
    if (typeof message.progress === 'number') {
      pending.onProgress?.(message.progress);
      return;
    }
    this.pending = null;
    if (message.ok === true) pending.resolve();
    else
      pending.reject(
        new ConversionFailure(
          (message.error as FailureReason) ?? 'export_failed',
          String(message.detail ?? '').slice(0, 300),
        ),
      );
  }

  private send(request: Record<string, unknown>, timeoutMs: number, onProgress?: (p: number) => void): Promise<void> {
    const child = this.child;
    if (!child || !child.stdin) return Promise.reject(new ConversionFailure('crashed', 'not running'));
    if (this.pending) return Promise.reject(new Error('converter busy'));
    const id = this.nextId++;
    return new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        if (this.pending?.id !== id) return;
        this.pending = null;
        this.kill();
        reject(new ConversionFailure('timeout', `no answer in ${Math.round(timeoutMs / 1000)} s`));
      }, timeoutMs);
      this.pending = {
        id,
        onProgress,
        resolve: () => {
          clearTimeout(timer);
          resolve();
        },
        reject: (error) => {
          clearTimeout(timer);
          reject(error);
        },
      };
      child.stdin!.write(`${JSON.stringify({ ...request, id })}\n`);
    });
  }

  /** Converts one document; rejects with a ConversionFailure. Aborting kills LibreOffice (restarted next time). */
  async convert(
    request: ConvertRequest,
    options: { signal?: AbortSignal; onProgress?: (percent: number) => void } = {},
  ): Promise<void> {
    const { pingAfterIdleMs = PING_AFTER_IDLE_MS, pingTimeoutMs = PING_TIMEOUT_MS } = this.opts;
    if (this.warm && Date.now() - this.lastUsed > pingAfterIdleMs) {
      // A converter idle for a while may have hung: one round trip through soffice, or a restart.
      await this.send({ op: 'ping' }, pingTimeoutMs).catch(() => this.kill());
    }
    await this.start();
    const onAbort = () => this.kill();
    options.signal?.addEventListener('abort', onAbort, { once: true });
    try {
      options.signal?.throwIfAborted();
      await this.send({ ...request }, this.opts.timeoutMs, options.onProgress);
    } finally {
      options.signal?.removeEventListener('abort', onAbort);
      this.lastUsed = Date.now();
    }
  }

  /** Ends the bridge and LibreOffice at once (SIGKILL to the process group); a request in flight fails. */
  kill(): void {
    const child = this.child;
    if (!child?.pid) return;
    this.child = null;
    killGroup(child);
    const pending = this.pending;
    this.pending = null;
    pending?.reject(new ConversionFailure('crashed', 'LibreOffice was stopped'));
  }

  /** Stops it: closing stdin lets the bridge close soffice; a kill follows if it lingers. */
  async close(): Promise<void> {
    const child = this.child;
    if (!child) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.stdin?.end();
    const timer = setTimeout(() => this.kill(), 3000);
    await exited;
    clearTimeout(timer);
    this.child = null;
  }
}
