/**
 * The file input every file tool shares: the upload widget with its spec rules (compliance gate, click,
 * drag-drop, paste, accept list, size and count limits, multiple files). `useFileInput` makes the
 * controller (so "change" and "add more" buttons can open the picker); `FileInput` renders the drop zone,
 * or only the hidden plumbing once the tool shows its own result (`collapsed`).
 */
import type { ReactNode } from 'react';
import Typography from '@mui/material/Typography';
import { UploadPlumbing, UploadView } from '../../upload/UploadWidget.js';
import { useUpload, type PickedFile, type UploadController, type UploadSource } from '../../upload/use-upload.js';

export interface FileInputOptions {
  /** The accept list (`image/*`, `.pdf,application/pdf`, ...). */
  accept: string;
  multiple?: boolean;
  /** Largest file in MB (1 MB = 1,000,000 bytes, the spec's unit): files must be smaller. */
  maxSizeMb?: number;
  /** Largest file in bytes, itself allowed (a limit the spec gives in bytes); messages say it in MB of 1,048,576 bytes. */
  maxBytes?: number;
  /** Images only by the spec's rule: extension in avif, gif, jpg, jpeg, png, jxl, webp, wp2, bmp, then the content. */
  imagesOnly?: boolean;
  minSizeMb?: number;
  maxCount?: number;
  minCount?: number;
  disabled?: boolean;
  /** Compress images before handing them on (the spec's upload compression). */
  compress?: boolean;
  onFiles: (files: File[], source: UploadSource) => void | Promise<void>;
}

export type FileInputController = UploadController & { options: FileInputOptions };

export function useFileInput(options: FileInputOptions): FileInputController {
  const upload = useUpload({
    accept: options.accept,
    multiple: options.multiple,
    maxSize: options.maxSizeMb,
    maxBytes: options.maxBytes,
    imagesOnly: options.imagesOnly,
    minSize: options.minSizeMb,
    maxCount: options.maxCount,
    minCount: options.minCount,
    disabled: options.disabled,
    compress: options.compress,
    onFiles: (files: PickedFile[], source) =>
      options.onFiles(
        files.map((f) => f.file),
        source,
      ),
  });
  return { ...upload, options };
}

export function FileInput(props: {
  input: FileInputController;
  /** The button's text (default 点击上传文件). */
  buttonText?: string;
  tip?: ReactNode;
  /** Hide the drop zone (the tool shows its result and its own "change" button); the picker stays usable. */
  collapsed?: boolean;
  /** Show the drag-and-drop zone (default true). */
  dragDrop?: boolean;
}) {
  const { input, buttonText, tip, collapsed, dragDrop = true } = props;
  return (
    <>
      <UploadPlumbing upload={input} accept={input.options.accept} multiple={input.options.multiple} />
      {!collapsed && (
        <UploadView
          upload={input}
          maxSize={input.options.maxSizeMb}
          maxBytes={input.options.maxBytes}
          disabled={input.options.disabled}
          buttonText={buttonText}
          dragDrop={dragDrop}
          tip={tip}
        />
      )}
      {collapsed && input.errorText && (
        <Typography
          role="alert"
          data-testid="upload-error"
          sx={{ fontSize: 13, color: 'error.main', textAlign: 'center' }}
        >
          {input.errorText}
        </Typography>
      )}
    </>
  );
}
