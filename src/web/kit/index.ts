/**
 * The tool kit: the only part of `src/web/` a tool imports (with `src/common/`). A tool page is its own
 * options and pure logic on top of these parts; see docs/architecture.md.
 */

// Strings and small UI helpers.
export { defineMessages, format, useI18n, useMessages } from '../i18n/index.js';
export { useToast } from '../ui/Toast.js';
export { LoadingButton } from '../ui/LoadingButton.js';
export { copyText } from '../ui/clipboard.js';
export { useDebounced } from '../ui/use-debounced.js';
export { MONOSPACE } from '../theme.js';

// The frame and a tool's run.
export { useToolMeta } from './frame/tool-context.js';
export { useToolRun, type RunContext, type RunStatus, type ToolRun } from './run/use-tool-run.js';
export { SETTLE_MS, useSettledReport, useUsageReport } from './run/use-usage-report.js';

// Layout.
export { Split, ToolBody } from './layout/Split.js';
export { Notice } from './layout/Notice.js';

// Inputs.
export { TextInput, charCount, type TextInputProps } from './inputs/TextInput.js';
export { Examples, type Example } from './inputs/Examples.js';
export { FileInput, useFileInput, type FileInputController, type FileInputOptions } from './inputs/FileInput.js';
export { formatMiB } from '../upload/validate.js';
export { useImageUpload, type ImageUpload } from './inputs/use-image-upload.js';

// Options: a schema kept in the URL and local storage, and the common controls.
export { defineOptions, opt, type Field, type Schema, type Values } from './options/schema.js';
export { useToolOptions, type ToolOptions } from './options/use-tool-options.js';
export {
  ChoiceChips,
  ColorField,
  DirectionChips,
  FieldLabel,
  NumberField,
  OptionsPanel,
  SelectField,
  SliderField,
  SwitchField,
  type Choice,
} from './options/controls.js';

// Answers of the site's own GET calls (rates, lists), with loading and error states.
export { useApi, type ApiResult } from './api/use-api.js';
export type { ApiParams, ApiState } from './api/api-store.js';

// Results and the one save helper.
export { TextResult, type TextResultProps } from './results/TextResult.js';
export { LiveTextResult } from './results/LiveTextResult.js';
export { RandomBatch } from './results/RandomBatch.js';
export { FileResult } from './results/FileResult.js';
export { BatchResult, type BatchResultProps, type ResultRow, type RowStatus } from './results/BatchResult.js';
export { formatBytes, replaceExtension } from './results/files.js';
export { StatGrid, type Stat, type StatGridProps } from './results/StatGrid.js';
export { ValueList, type ValueGroup, type ValueListProps, type ValueRow } from './results/ValueList.js';
export { useSaver, type Saver } from '../save/Saver.js';
export { zipFiles } from '../save/zip.js';
export type { SaveFile } from '../save/save.js';

// Read-only calls to a tool's own server routes.
export { ApiCallError, getJson } from './api.js';

// Chinese-aware search for lookups (characters, pinyin, initials, typos).
export {
  ItemCard,
  SearchBox,
  SearchResults,
  useChineseSearch,
  useLazyData,
  type ChineseSearch,
} from './search/ChineseSearch.js';

// Composite tools.
export { TextTransform, type TextExample, type TextTransformProps } from './tools/TextTransform.js';
export { InputError, inputKey, LARGE_INPUT } from './tools/text-transform.js';
export { useTextTool, type TextJob } from './tools/use-text-tool.js';
export { useLiveTransform, type LiveTransform } from './tools/use-live-transform.js';
export { usePairTransform, type PairTransform } from './tools/use-pair-transform.js';
export { TextPair, type TextPairValue } from './inputs/TextPair.js';
export { ImageBatchTool, IMAGE_ACCEPT } from './tools/ImageBatchTool.js';
export {
  UnitConverter,
  type Conversion,
  type ConverterSpec,
  type ConverterTexts,
  type UnitConverterProps,
} from './tools/UnitConverter.js';
export { PixelFilterPage, PixelFilterTool, type PixelImage } from './tools/PixelFilterTool.js';

// Work off the main thread (the Worker side is `kit/worker.ts`).
export { createWorkerClient, defaultPoolSize, WorkerPool, type WorkerClient, type WorkerLike } from './worker/pool.js';
export { CANCELLED, CRASHED, JobFailed } from './worker/protocol.js';

// Image and video tools: our GIF encoder and decoder in a Worker, canvas helpers and fonts, video frames,
// QR codes (styled SVG, our reader), a tool's own analytics events.
export { createGifStream, decodeGif, encodeGifFrames, type GifStream } from './gif/client.js';
export { blobToDataUrl, canvasToBlob, loadBitmap, makeCanvas, svgToPng } from './canvas/canvas.js';
export { CANVAS_FONTS, canvasFont, loadCanvasFont, type CanvasFont } from './canvas/fonts.js';
export { captureFrames, openVideo, type OpenedVideo } from './video/capture.js';
export { VideoGifMaker, type VideoGifSettings } from './video/VideoGifMaker.js';
export { GIF_FPS, GIF_OPTIONS, GIF_SIDES, VIDEO_TITLE_EVENT } from './video/gif-options.js';
export { GifResult, type MadeGif } from './gif/GifResult.js';
export { GifLoopChoice, GifMakeButton, GifSideChoice, loopCount, type GifLoop } from './video/GifMakeControls.js';
export { readQrCodes, scanImage, type ScanResult } from './qr/reader.js';
export { VerifiedQr } from './qr/VerifiedQr.js';
export { QrToolLayout } from './qr/QrResultPanel.js';
export { makeStyledQr, type StyledQr } from './qr/styled-qr.js';
export { QrStyleFields } from './qr/QrStyleFields.js';
export type { QrCode } from './qr/decode.js';
export { trackEvent } from './run/track-event.js';

// Vision: portrait segmentation and face detection (Human in a Worker, models from our origin), cut-outs.
export { analysePhoto, progressShare, renderPhoto } from './vision/client.js';
export { VisionStatus } from './vision/VisionStatus.js';
export { usePhotoAnalysis, type PhotoAnalysis } from './vision/use-photo-analysis.js';
export type { FaceBox, Rendered, SegmentModel, VisionProgress, VisionResult } from './vision/client.js';
export { coverage, parseHexColor, topOfMask, type Mask, type Rgb } from './vision/mask.js';

// Faces (detection, landmarks, age/gender/expression estimates in a Worker) and the stylisation filters
// (anime, cartoon, watercolour, oil, sketch in a Worker), with their pages.
export { findFaces, useFacePhoto, type FacePhoto } from './vision/face-client.js';
export type { Expression, FaceAnalysis, FaceLandmarks, FoundFace, Point } from './vision/face-client.js';
export { stylize, type StyleJob } from './vision/style-client.js';
export { StyleFilterPage } from './vision/StyleFilterPage.js';
export { FaceStylePage } from './vision/FaceStylePage.js';
export { PhotoColumns } from './vision/PhotoColumns.js';
export { STYLE_NAMES, type StyleName, type Tone } from './vision/styles.js';
export { canvasPixels, encodePixels, StylePreview } from './vision/StylePreview.js';
export { useStyled } from './vision/use-styled.js';
export { styleMessages } from './vision/style-messages.js';
