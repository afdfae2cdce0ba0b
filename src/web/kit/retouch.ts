/**
 * Retouching for tool pages (opencv.js in a Worker, see `cv/retouch*.ts` and `retouch/`): the brush mask
 * editor, before/after comparison, and the engine's calls (inpainting, page ink, moiré, beautifying).
 */
export { BrushMaskEditor, type BrushMaskEditorProps, type PickBox } from './retouch/BrushMaskEditor.js';
export { useBrushMask, type BrushMask, type BrushTool } from './retouch/use-brush-mask.js';
export { maskBounds, maskShare, type Stroke } from './retouch/brush-mask.js';
export { CompareView } from './retouch/CompareView.js';
export { RetouchBusy } from './retouch/RetouchBusy.js';
export { beautifyPhoto, inpaintPhoto, pageInks, removeMoirePhoto, retouchType } from './cv/retouch-client.js';
export type { RetouchedImage } from './cv/retouch-types.js';
export type { BeautyOptions, InpaintMethod, InpaintOptions, MoireOptions } from './cv/retouch.js';
export { boxInk, INK_COLOURS, removalMask, type InkColour, type InkMap, type RemovalChoice } from './cv/retouch-ink.js';
export type { Mask } from './vision/mask.js';
export { useRetouchPhoto, type RetouchPhoto } from './retouch/use-retouch-photo.js';
export { RetouchResultPanel, type RetouchResultPanelProps } from './retouch/RetouchResultPanel.js';
export { RetouchColumns } from './retouch/RetouchColumns.js';
export { PhotoFilterTool, type PhotoFilterToolProps } from './retouch/PhotoFilterTool.js';
