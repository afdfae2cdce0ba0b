/** LibreOffice settings (LIBREOFFICE_* variables; the README's configuration table lists them). */
import { whole } from '../tasks/config.js';

export interface OfficeConfig {
  /** soffice to run (its soffice.bin is started directly, as a child of the bridge). */
  sofficePath: string;
  /** Debian's python3 with python3-uno, which runs the resident bridge. */
  pythonPath: string;
  /** Seconds one conversion may take before its LibreOffice is killed and restarted. */
  timeoutSeconds: number;
  /** Address-space limit of each LibreOffice process, MB (0: none). */
  memoryMb: number;
  /** Most bytes a zip-based document may expand to, and most entries it may hold (zip bombs stop here). */
  maxExpandedBytes: number;
  maxEntries: number;
  /** Run LibreOffice without network access (a private network namespace): 'auto' (when possible), 'on', 'off'. */
  isolateNetwork: 'auto' | 'on' | 'off';
}

export function loadOfficeConfig(env: NodeJS.ProcessEnv): OfficeConfig {
  const isolate = env.LIBREOFFICE_NO_NETWORK ?? 'auto';
  if (!['auto', 'on', 'off'].includes(isolate)) throw new Error('LIBREOFFICE_NO_NETWORK must be auto, on or off');
  return {
    sofficePath: env.LIBREOFFICE_PATH || 'soffice',
    pythonPath: env.LIBREOFFICE_PYTHON || '/usr/bin/python3',
    timeoutSeconds: whole(env, 'LIBREOFFICE_TIMEOUT_SECONDS', 120, 1),
    memoryMb: whole(env, 'LIBREOFFICE_MEMORY_MB', 2048),
    maxExpandedBytes: whole(env, 'LIBREOFFICE_MAX_EXPANDED_MB', 500, 1) * 1_000_000,
    maxEntries: whole(env, 'LIBREOFFICE_MAX_ENTRIES', 20_000, 1),
    isolateNetwork: isolate as OfficeConfig['isolateNetwork'],
  };
}
