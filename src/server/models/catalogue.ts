/**
 * The models in MODELS_DIR as the server uses them: scanned again at most every 30 s, so an operator can drop
 * a model in (or take one out) without a restart. One catalogue per app (`GET /api/models` and the tools
 * that run models on the server share it); refused manifests are logged.
 */
import type { FastifyInstance } from 'fastify';
import { scanModels, type ModelEntry } from './manifest.js';

export const RESCAN_MS = 30_000;

// Keyed by the app's `deps` (one object per app, the same in every encapsulated plugin).
const catalogues = new WeakMap<object, () => Promise<ModelEntry[]>>();

/** The app's model list (the same one whichever plugin asks). */
export function modelCatalogue(app: FastifyInstance): () => Promise<ModelEntry[]> {
  const root = app.deps;
  let catalogue = catalogues.get(root);
  if (!catalogue) {
    const dir = app.deps.config.modelsDir;
    let cache: { at: number; models: Promise<ModelEntry[]> } | null = null;
    catalogue = () => {
      if (!cache || Date.now() - cache.at > RESCAN_MS)
        cache = {
          at: Date.now(),
          models: scanModels(dir, (file, reason) => app.log.warn({ file, reason }, 'model manifest skipped')),
        };
      return cache.models;
    };
    catalogues.set(root, catalogue);
  }
  return catalogue;
}
