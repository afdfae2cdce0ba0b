/** The route both sides share (the page must not import server.ts, which reads files). */
export const ZITIE_PATH = '/api/tools/zitie';
/** Most characters one sheet (and one request) takes. */
export const MAX_CHARS = 60;

export interface GlyphAnswer {
  glyphs: Record<string, string[]>;
  missing: string[];
}
