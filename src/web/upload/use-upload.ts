import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type DragEvent,
  type MouseEvent,
} from 'react';
import { format, useMessages } from '../i18n/index.js';
import { showAlert } from '../platform/alerts.js';
import { acceptCompliance, currentPath, isComplianceAccepted, type ComplianceInfo } from '../compliance/compliance.js';
import { useDefaultComplianceInfo } from '../compliance/ComplianceDialog.js';
import { compressForUpload } from '../image/compress.js';
import { isImageName, SNIFF_BYTES } from '../image/type.js';
import { uploadMessages } from './messages.js';
import {
  checkDimensions,
  checkDropped,
  checkPicked,
  confirmImages,
  formatMb,
  formatMiB,
  hasDimensionLimits,
  type CountLimits,
  type DimensionLimits,
  type SelectionOptions,
  type SizeLimits,
  type ValidationCode,
} from './validate.js';

/** What the widget hands on: the file content, its name and its lastModified time. */
export interface PickedFile {
  file: File;
  name: string;
  lastModified: number;
}

export type UploadSource = 'picker' | 'drop' | 'paste';

export interface UploadOptions extends SizeLimits, CountLimits {
  onFiles: (files: PickedFile[], source: UploadSource) => void | Promise<void>;
  /** The file input's accept list (`image/*`, `.pdf`, ...). */
  accept?: string;
  multiple?: boolean;
  /** Images only by the spec's rule (extension, then content), for picker, drop and paste (validate.ts). */
  imagesOnly?: boolean;
  dimensions?: DimensionLimits;
  /** Compress images before handing them on (quality 0.3; PNG stays PNG, others become JPEG). */
  compress?: boolean;
  disabled?: boolean;
  /** Accept files pasted from the clipboard (default true). */
  paste?: boolean;
  /** The compliance dialog's text; a default is used when absent. */
  compliance?: ComplianceInfo;
}

export type UploadState = 'idle' | 'reading';

/** The error line for a file over the limit: 文件过大,需小于{N}M, or for a limit in bytes 文件过大,需不超过{N}MB. */
export function oversizeText(msg: { oversize: string; oversizeAtMost: string }, limits: SizeLimits): string {
  return limits.maxBytes !== undefined
    ? format(msg.oversizeAtMost, { N: formatMiB(limits.maxBytes) })
    : format(msg.oversize, { N: formatMb(limits.maxSize) });
}

async function head(file: Blob): Promise<Uint8Array> {
  return new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
}

async function imageSize(file: Blob): Promise<{ width: number; height: number } | null> {
  try {
    const bitmap = await createImageBitmap(file);
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return size;
  } catch {
    return null;
  }
}

/**
 * The upload widget's behaviour, for the widget itself and for any other trigger (e.g. a "change image"
 * button): compliance gate, picker, drag-drop, paste, validation, compression.
 */
export function useUpload(options: UploadOptions) {
  const msg = useMessages(uploadMessages);
  const defaultInfo = useDefaultComplianceInfo();
  const inputRef = useRef<HTMLInputElement>(null);
  /** The file input's id: the widget's button is its `<label>`, so a tap opens the picker before the script runs. */
  const inputId = useId();
  const pendingRef = useRef<(() => void) | null>(null);
  const optionsRef = useRef(options);
  optionsRef.current = options;
  const [state, setState] = useState<UploadState>('idle');
  const [error, setError] = useState<string | null>(null);
  const [oversize, setOversize] = useState(false);
  const [complianceOpen, setComplianceOpen] = useState(false);
  const [dragging, setDragging] = useState(false);
  const busy = state === 'reading';

  const messageFor = useCallback(
    (code: ValidationCode): string => {
      const o = optionsRef.current;
      const d = o.dimensions ?? {};
      switch (code) {
        case 'fileSizeToolarge':
          return oversizeText(msg, o);
        case 'fileSizeTooSmall':
          return format(msg.fileSizeTooSmall, { N: formatMb(o.minSize) });
        case 'maxLimitExceeded':
          return format(msg.maxLimitExceeded, { N: o.maxCount ?? '' });
        case 'minLimitNotReached':
          return format(msg.minLimitNotReached, { N: o.minCount ?? '' });
        case 'imageTooLarge':
          return format(msg.imageTooLarge, { W: d.maxWidth ?? '∞', H: d.maxHeight ?? '∞' });
        case 'imageTooSmall':
          return format(msg.imageTooSmall, { W: d.minWidth ?? 0, H: d.minHeight ?? 0 });
        case 'unsupportedFormat':
          return msg.unsupportedAlert;
      }
    },
    [msg],
  );

  const handleFiles = useCallback(
    async (list: File[], source: UploadSource) => {
      const o = optionsRef.current;
      if (list.length === 0 || o.disabled) return;
      setState('reading');
      setError(null);
      setOversize(false);
      try {
        const selection: SelectionOptions = { ...o };
        const checked = source === 'picker' ? checkPicked(list, selection) : checkDropped(list, selection);
        if (!checked.ok) {
          if (checked.alert) void showAlert(checked.alert === 'tooLarge' ? msg.tooLargeAlert : msg.unsupportedAlert);
          if (checked.code === 'fileSizeToolarge') setOversize(true);
          else setError(messageFor(checked.code));
          return;
        }
        let files = checked.files;
        if (o.imagesOnly && !confirmImages(await Promise.all(files.map(head)))) {
          void showAlert(msg.unsupportedAlert);
          setError(msg.unsupportedAlert);
          return;
        }
        if (o.dimensions && hasDimensionLimits(o.dimensions)) {
          for (const f of files) {
            if (!isImageName(f.name)) continue;
            const size = await imageSize(f);
            if (!size) {
              setError(msg.readFailed);
              return;
            }
            const code = checkDimensions(size, o.dimensions);
            if (code) {
              setError(messageFor(code));
              return;
            }
          }
        }
        if (o.compress) files = await Promise.all(files.map((f) => compressForUpload(f)));
        await o.onFiles(
          files.map((file) => ({ file, name: file.name, lastModified: file.lastModified })),
          source,
        );
      } catch (e) {
        console.error('upload failed', e);
        setError(msg.readFailed);
      } finally {
        setState('idle');
      }
    },
    [msg, messageFor],
  );

  /** Runs `action` now if compliance is accepted for this page, else after the visitor agrees. */
  const gate = useCallback((action: () => void) => {
    if (isComplianceAccepted(currentPath())) {
      action();
      return;
    }
    pendingRef.current = action;
    setComplianceOpen(true);
  }, []);

  /** Opens the file picker (through the compliance gate). Does nothing while disabled or busy. */
  const open = useCallback(() => {
    if (optionsRef.current.disabled || busy) return;
    gate(() => inputRef.current?.click());
  }, [gate, busy]);

  /**
   * The button is the input's label: once the script runs, a click goes through the compliance gate
   * instead of opening the picker itself (and works from the keyboard, which a label alone does not).
   */
  const onTriggerClick = useCallback(
    (event: MouseEvent) => {
      event.preventDefault();
      open();
    },
    [open],
  );

  // A file chosen before the script ran (a tap on the pre-rendered label): taken now, through the gate.
  useEffect(() => {
    const input = inputRef.current;
    const early = Array.from(input?.files ?? []);
    if (!input || early.length === 0) return;
    input.value = '';
    gate(() => void handleFiles(early, 'picker'));
    // Once, when the page becomes interactive.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onInputChange = useCallback(
    (event: ChangeEvent<HTMLInputElement>) => {
      const files = Array.from(event.target.files ?? []);
      event.target.value = '';
      void handleFiles(files, 'picker');
    },
    [handleFiles],
  );

  const agree = useCallback(() => {
    acceptCompliance(currentPath());
    setComplianceOpen(false);
    const action = pendingRef.current;
    pendingRef.current = null;
    // Synchronously, inside the 同意 click: the picker may only open in the same user gesture.
    action?.();
  }, []);

  const dismiss = useCallback(() => {
    pendingRef.current = null;
    setComplianceOpen(false);
  }, []);

  const dropHandlers = {
    onDragOver: (event: DragEvent) => {
      event.preventDefault();
      if (!options.disabled) setDragging(true);
    },
    onDragLeave: (event: DragEvent) => {
      if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
      setDragging(false);
    },
    onDrop: (event: DragEvent) => {
      event.preventDefault();
      setDragging(false);
      if (optionsRef.current.disabled || busy) return;
      const files = Array.from(event.dataTransfer?.files ?? []);
      if (files.length > 0) gate(() => void handleFiles(files, 'drop'));
    },
  };

  const pasteEnabled = options.paste !== false && !options.disabled;
  useEffect(() => {
    if (!pasteEnabled) return;
    const onPaste = (event: ClipboardEvent) => {
      const files = Array.from(event.clipboardData?.files ?? []);
      if (files.length === 0) return;
      event.preventDefault();
      gate(() => void handleFiles(files, 'paste'));
    };
    window.addEventListener('paste', onPaste);
    return () => window.removeEventListener('paste', onPaste);
  }, [pasteEnabled, gate, handleFiles]);

  return {
    state,
    busy,
    error,
    /** The oversize flag: the error line then reads 文件过大,需小于{N}M. */
    oversize,
    /** The error line's text, or null. */
    errorText: oversize ? oversizeText(msg, options) : error,
    dragging,
    open,
    onTriggerClick,
    inputRef,
    inputId,
    onInputChange,
    dropHandlers,
    compliance: {
      open: complianceOpen,
      info: options.compliance ?? defaultInfo,
      onAgree: agree,
      onRefuse: dismiss,
      onClose: dismiss,
    },
  };
}

export type UploadController = ReturnType<typeof useUpload>;
