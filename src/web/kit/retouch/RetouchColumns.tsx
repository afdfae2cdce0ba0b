/** A retouch page's working area: the picture (editor or comparison) and its controls beside it on wide screens, under it on phones. */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

export function RetouchColumns(props: { main: ReactNode; side: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: { xs: 2, md: 3 },
        alignItems: 'start',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 320px' },
      }}
    >
      <Box sx={{ minWidth: 0 }}>{props.main}</Box>
      <Box sx={{ display: 'grid', gap: 2 }}>{props.side}</Box>
    </Box>
  );
}
