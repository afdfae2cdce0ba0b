/**
 * The resident LibreOffice converters of this process: one per queue worker (by worker index), each with
 * its own profile folder and UNO pipe, started on its worker's first document and kept warm after.
 */
import { readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { OfficeConfig } from './config.js';
import { canIsolateNetwork, ResidentConverter, type ConverterOptions } from './converter.js';

const PROFILE_PREFIX = 'toolbox-lo-';

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Profile folders left by processes that died without closing (kill -9). */
export function removeStaleProfiles(dir = tmpdir()): number {
  let removed = 0;
  for (const name of readdirSync(dir)) {
    const m = new RegExp(`^${PROFILE_PREFIX}(\\d+)-`).exec(name);
    if (!m || Number(m[1]) === process.pid || alive(Number(m[1]))) continue;
    rmSync(path.join(dir, name), { recursive: true, force: true });
    removed++;
  }
  return removed;
}

export class OfficeEngine {
  private readonly converters = new Map<number, ResidentConverter>();
  private readonly tag = randomBytes(4).toString('hex');
  readonly isolateNetwork: boolean;

  constructor(
    readonly config: OfficeConfig,
    private readonly log?: FastifyBaseLogger,
    /** Converter settings that replace the config's (tests run a fake bridge). */
    private readonly overrides: Partial<ConverterOptions> = {},
  ) {
    this.isolateNetwork = config.isolateNetwork === 'on' || (config.isolateNetwork === 'auto' && canIsolateNetwork());
    if (config.isolateNetwork === 'auto' && !this.isolateNetwork)
      log?.warn('LibreOffice runs with network access: `unshare -rn` is not permitted here');
    removeStaleProfiles();
  }

  /** The converter of worker `index` (created on first use; LibreOffice starts on its first document). */
  converter(index: number): ResidentConverter {
    let converter = this.converters.get(index);
    if (!converter) {
      const id = `${process.pid}-${index}-${this.tag}`;
      converter = new ResidentConverter({
        python: this.config.pythonPath,
        soffice: this.config.sofficePath,
        profileDir: path.join(tmpdir(), `${PROFILE_PREFIX}${id}`),
        pipeName: `toolbox_lo_${id.replace(/-/g, '_')}`,
        memoryMb: this.config.memoryMb,
        timeoutMs: this.config.timeoutSeconds * 1000,
        isolateNetwork: this.isolateNetwork,
        log: this.log,
        ...this.overrides,
      });
      this.converters.set(index, converter);
    }
    return converter;
  }

  /** Stops every LibreOffice and deletes the profiles. */
  async close(): Promise<void> {
    const all = [...this.converters.values()];
    this.converters.clear();
    await Promise.all(all.map((c) => c.close()));
    removeStaleProfiles();
    for (const name of readdirSync(tmpdir()))
      if (name.startsWith(`${PROFILE_PREFIX}${process.pid}-`) && name.endsWith(this.tag))
        rmSync(path.join(tmpdir(), name), { recursive: true, force: true });
  }
}
