import type { ComponentProps } from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';

/** MUI IconButton's look (a round 40 px target, grey icon, soft hover). */
export const ICON_BUTTON_SX = {
  width: 40,
  height: 40,
  borderRadius: '50%',
  color: 'action.active',
  fontSize: 24,
  '&:hover': { bgcolor: 'action.hover' },
} as const;

/**
 * A native `<button>` styled with `sx`, for the page shell's few buttons (menu, language, login,
 * category arrows). MUI's Button and IconButton bring ripples, transitions and a loading spinner —
 * about 9 KB brotli that every page would load before it is interactive; the shell needs none of it.
 * Tools use the kit's buttons.
 */
export function PlainButton({ sx, ...props }: ComponentProps<'button'> & { sx?: SxProps<Theme> }) {
  return (
    <Box
      component="button"
      type="button"
      {...props}
      sx={[
        {
          appearance: 'none',
          border: 0,
          m: 0,
          p: 0,
          bgcolor: 'transparent',
          color: 'inherit',
          font: 'inherit',
          cursor: 'pointer',
          display: 'inline-flex',
          alignItems: 'center',
          justifyContent: 'center',
          flexShrink: 0,
          userSelect: 'none',
          WebkitTapHighlightColor: 'transparent',
          transition: 'background-color .15s, color .15s',
          '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
          '&:disabled': { cursor: 'default', opacity: 0.5 },
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
}
