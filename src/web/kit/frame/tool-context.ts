import { createContext, useContext } from 'react';
import type { ToolMeta } from '../../../common/tool-meta.js';

/** The tool whose page this is: kit parts read it for usage reports, storage keys and file names. */
export const ToolContext = createContext<ToolMeta | null>(null);

export function useToolMeta(): ToolMeta {
  const meta = useContext(ToolContext);
  if (!meta) throw new Error('useToolMeta: not inside a tool page');
  return meta;
}
