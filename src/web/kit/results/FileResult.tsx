/** One result file: its preview or icon, name, size and what it is, and a save button (the one save helper). */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import DownloadRounded from '@mui/icons-material/DownloadRounded';
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined';
import { useMessages } from '../../i18n/index.js';
import { LoadingButton } from '../../ui/LoadingButton.js';
import { useSaver } from '../../save/Saver.js';
import type { SaveFile } from '../../save/save.js';
import { kitMessages } from '../messages.js';
import { formatBytes } from './files.js';

export function FileResult(props: {
  file: SaveFile;
  /** A picture of the result (an object URL). */
  previewUrl?: string | null;
  /** What the file is (pages, dimensions, format...). */
  detail?: ReactNode;
  saveLabel?: string;
  /** More buttons beside save. */
  actions?: ReactNode;
  /** Called when the visitor saves it. */
  onSave?: () => void;
  testId?: string;
}) {
  const m = useMessages(kitMessages);
  const saver = useSaver();
  const { file, previewUrl, detail, saveLabel, actions, onSave } = props;
  const testId = props.testId ?? 'file-result';
  return (
    <Box
      data-testid={testId}
      data-name={file.name}
      data-size={file.blob.size}
      sx={{
        display: 'flex',
        alignItems: 'center',
        flexWrap: { xs: 'wrap', sm: 'nowrap' },
        gap: { xs: 1.5, md: 2 },
        p: { xs: 1.5, md: 2 },
        border: 1,
        borderColor: 'line.main',
        borderRadius: 3,
        bgcolor: 'background.paper',
      }}
    >
      <Box
        sx={{
          width: 64,
          height: 64,
          flexShrink: 0,
          borderRadius: 2,
          overflow: 'hidden',
          bgcolor: 'surface.soft',
          display: 'grid',
          placeItems: 'center',
        }}
      >
        {previewUrl ? (
          <Box component="img" src={previewUrl} alt="" sx={{ width: '100%', height: '100%', objectFit: 'cover' }} />
        ) : (
          <InsertDriveFileOutlined sx={{ fontSize: 32, color: 'primary.main' }} />
        )}
      </Box>
      <Box sx={{ flex: '1 1 160px', minWidth: 0 }}>
        <Typography noWrap title={file.name} sx={{ fontSize: 15, fontWeight: 700 }} data-testid={`${testId}-name`}>
          {file.name}
        </Typography>
        <Typography component="div" sx={{ fontSize: 12.5, color: 'text.secondary' }}>
          {formatBytes(file.blob.size)}
          {detail && <> · {detail}</>}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', width: { xs: '100%', sm: 'auto' } }}>
        {actions}
        <LoadingButton
          variant="contained"
          size="large"
          startIcon={<DownloadRounded />}
          loading={saver.saving}
          onClick={() => {
            void saver.save(() => [file]);
            onSave?.();
          }}
          data-testid={`${testId}-save`}
          sx={{ borderRadius: 6, px: 3, flex: { xs: 1, sm: 'none' }, whiteSpace: 'nowrap' }}
        >
          {saveLabel ?? m.download}
        </LoadingButton>
      </Box>
      {saver.ui}
    </Box>
  );
}
