import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import { useMessages } from '../i18n/index.js';
import { ComplianceDialog } from '../compliance/ComplianceDialog.js';
import { uploadMessages } from './messages.js';
import { oversizeText, useUpload, type UploadController, type UploadOptions } from './use-upload.js';

export { useUpload };

/** The hidden file input and the compliance dialog a controller needs; render once per controller. */
export function UploadPlumbing({
  upload,
  accept,
  multiple,
}: {
  upload: UploadController;
  accept?: string;
  multiple?: boolean;
}) {
  return (
    <>
      <input
        ref={upload.inputRef}
        id={upload.inputId}
        type="file"
        hidden
        accept={accept}
        multiple={multiple}
        onChange={upload.onInputChange}
        data-testid="upload-input"
      />
      <ComplianceDialog {...upload.compliance} />
    </>
  );
}

export interface UploadWidgetProps extends UploadOptions {
  /** The button's text (default 点击上传文件). */
  buttonText?: string;
  /** Show the drag-and-drop zone (a dashed box). */
  dragDrop?: boolean;
  /** The tip line under the button. */
  tip?: ReactNode;
  /** Set from outside (e.g. the server refused a file as too large): the error line reads 文件过大,需小于{N}M. */
  oversize?: boolean;
  /** An error from outside, shown on the error line. */
  error?: string | null;
}

/** The upload widget every tool uses: a click-to-upload button, optional drop zone, tip and error lines. */
export function UploadWidget(props: UploadWidgetProps) {
  const upload = useUpload(props);
  return (
    <>
      <UploadView {...props} upload={upload} />
      <UploadPlumbing upload={upload} accept={props.accept} multiple={props.multiple} />
    </>
  );
}

export type UploadViewProps = Omit<UploadWidgetProps, 'onFiles'> & { upload: UploadController };

/**
 * The widget's look for a controller made with `useUpload` (when other buttons on the page also open the
 * picker); render `UploadPlumbing` for the same controller once, where it stays mounted.
 */
export function UploadView(props: UploadViewProps) {
  const { upload, buttonText, dragDrop, tip, oversize, error, disabled } = props;
  const msg = useMessages(uploadMessages);
  const errorLine = oversize ? oversizeText(msg, props) : (upload.errorText ?? error ?? null);
  // The input's <label>: in the pre-rendered page a tap opens the picker before any script runs.
  const button = (
    <Button
      component="label"
      htmlFor={upload.inputId}
      variant="contained"
      size="large"
      onClick={upload.onTriggerClick}
      disabled={disabled || upload.busy}
      startIcon={upload.busy ? <CircularProgress size={18} color="inherit" /> : <CloudUploadOutlined />}
      data-testid="upload-button"
      // A long label (in English) wraps onto a second line inside the button instead of spilling out.
      sx={{ minWidth: 200, minHeight: 48, borderRadius: 6, fontSize: 16, lineHeight: 1.4, px: { xs: 3, sm: 4 }, py: 1 }}
    >
      {buttonText ?? msg.button}
    </Button>
  );
  return (
    <Box
      data-testid="upload-widget"
      data-state={upload.state}
      sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1.25, width: '100%' }}
    >
      {dragDrop ? (
        <Box
          {...upload.dropHandlers}
          data-testid="upload-dropzone"
          data-dragging={upload.dragging || undefined}
          sx={{
            width: '100%',
            minHeight: { xs: 180, md: 220 },
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            justifyContent: 'center',
            gap: 1.5,
            p: 3,
            border: '2px dashed',
            borderColor: upload.dragging ? 'primary.main' : 'line.strong',
            borderRadius: 3,
            bgcolor: upload.dragging ? 'surface.selected' : 'surface.subtle',
            transition: 'border-color .15s, background-color .15s',
          }}
        >
          {button}
          <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>{msg.dragHint}</Typography>
        </Box>
      ) : (
        button
      )}
      {upload.busy && (
        <Box
          role="status"
          data-testid="upload-loading"
          sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.secondary' }}
        >
          <CircularProgress size={16} />
          <Typography sx={{ fontSize: 13 }}>{msg.loading}</Typography>
        </Box>
      )}
      {tip && (
        <Typography data-testid="upload-tip" sx={{ fontSize: 13, color: 'text.secondary', textAlign: 'center' }}>
          {tip}
        </Typography>
      )}
      {errorLine && (
        <Typography
          role="alert"
          data-testid="upload-error"
          sx={{ fontSize: 13, color: 'error.main', textAlign: 'center' }}
        >
          {errorLine}
        </Typography>
      )}
    </Box>
  );
}
