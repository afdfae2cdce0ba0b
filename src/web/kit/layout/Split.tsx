import { useEffect, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';

/**
 * Two panes side by side on wide screens (input | result), one above the other on phones. `panel`: a
 * preview that takes the room beside a fixed-width settings panel (image and video tools).
 */
export function Split({
  children,
  ratio = '1fr 1fr',
  panel,
}: {
  children: ReactNode;
  ratio?: string;
  panel?: boolean;
}) {
  const columns = panel
    ? 'minmax(0, 1fr) 340px'
    : ratio
        .split(' ')
        .map((c) => `minmax(0, ${c})`)
        .join(' ');
  return (
    <Box
      sx={{
        display: 'grid',
        gap: { xs: 2, md: panel ? 3 : 2.5 },
        alignItems: 'start',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: columns },
      }}
    >
      {children}
    </Box>
  );
}

/** The column a tool's parts stack in; `data-hydrated` turns true once the page is interactive (tests wait for it). */
export function ToolBody({
  children,
  testId,
  ...data
}: {
  children: ReactNode;
  testId: string;
  [data: `data-${string}`]: string | number | boolean | undefined;
}) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return (
    <Box
      data-testid={testId}
      data-hydrated={hydrated}
      {...data}
      sx={{ display: 'flex', flexDirection: 'column', gap: { xs: 2, md: 2.5 } }}
    >
      {children}
    </Box>
  );
}
