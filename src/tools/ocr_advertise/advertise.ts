/**
 * 广告体识别: the engine's settings for posters and ads. Display lettering is large and its strokes run
 * past the shrunk core the detector marks, and pale text on colour is faint to it: a larger detection input
 * (1280 px instead of 960), boxes grown more (unclip ratio 2.6 instead of 2) and the contrast stretched.
 */
import type { EngineOptions } from '../../web/kit/ocr.js';

export const ADVERTISE_ENGINE: EngineOptions = { detLimit: 1280, unclipRatio: 2.6, contrast: true };
