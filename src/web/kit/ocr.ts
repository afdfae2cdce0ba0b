/**
 * Text recognition for tool pages (PP-OCR in a Worker, see `ocr/`): the page frame of OCR tools, the
 * engine's client and the reading-order helpers.
 */
export { OcrImageTool, OCR_MAX_MB, type OcrImageToolProps, type OcrReading } from './ocr/OcrImageTool.js';
export { recognizeText, type OcrProgress, type OcrResponse } from './ocr/client.js';
export { layoutText, piecesApart, type LinePiece, type OcrLayout, type OcrLine, type TextBox } from './ocr/layout.js';
export { OcrFields, type OcrFieldsProps } from './ocr/OcrFields.js';
export { OcrText, type OcrTextProps } from './ocr/OcrText.js';
export type { FieldStatus, LineIn, ReadField } from './ocr/fields.js';
export { quadToRight, type EngineOptions } from './ocr/pipeline.js';
export type { Quad } from './ocr/raster.js';
export { OcrRows, type OcrRowsProps } from './ocr/OcrRows.js';
export { XLSX_TYPE } from './ocr/OcrFields.js';
export { fieldsJson, fieldsWorkbook, type FieldsDoc } from './ocr/export.js';
