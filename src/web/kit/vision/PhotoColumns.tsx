/** The two columns of a photo tool: the picture on a soft panel, and the options and actions beside it (below on phones). */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

export function PhotoColumns(props: { label: string; preview: ReactNode; side: ReactNode; sideWidth?: number }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: { xs: 2, md: 3 },
        alignItems: 'start',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: `minmax(0, 1fr) ${props.sideWidth ?? 360}px` },
      }}
    >
      <Box
        component="section"
        aria-label={props.label}
        sx={{ bgcolor: 'surface.soft', borderRadius: 3, p: { xs: 1, md: 2 }, display: 'grid', placeItems: 'center' }}
      >
        {props.preview}
      </Box>
      <Box sx={{ display: 'grid', gap: 2 }}>{props.side}</Box>
    </Box>
  );
}
