/** The opened PDF: name, size and pages, with a change button. */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import LockOpenOutlined from '@mui/icons-material/LockOpenOutlined';
import { format, useMessages } from '../../../i18n/index.js';
import { formatBytes } from '../../results/files.js';
import { pdfMessages } from '../messages.js';
import type { PdfDoc } from './use-pdf-open.js';

/** `bare`: without its own frame (inside a list row). */
export function PdfFileCard({ doc, actions, bare }: { doc: PdfDoc; actions?: ReactNode; bare?: boolean }) {
  const m = useMessages(pdfMessages);
  return (
    <Box
      data-testid="pdf-file"
      data-pages={doc.pages.length}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        ...(!bare && { p: 1.5, border: 1, borderColor: 'line.main', borderRadius: 3, bgcolor: 'background.paper' }),
      }}
    >
      <Box
        sx={{
          width: 44,
          height: 44,
          borderRadius: 2,
          bgcolor: 'surface.soft',
          display: 'grid',
          placeItems: 'center',
          flexShrink: 0,
        }}
      >
        <PictureAsPdfOutlined sx={{ color: 'error.main', fontSize: 26 }} />
      </Box>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography noWrap title={doc.name} sx={{ fontSize: 15, fontWeight: 700 }}>
          {doc.name}
        </Typography>
        <Typography
          component="div"
          sx={{ fontSize: 12.5, color: 'text.secondary', display: 'flex', alignItems: 'center', gap: 0.5 }}
        >
          {formatBytes(doc.size)} · {format(m.pages, { n: doc.pages.length })}
          {doc.encrypted && <LockOpenOutlined sx={{ fontSize: 14, color: 'success.main' }} />}
        </Typography>
      </Box>
      {actions}
    </Box>
  );
}
