import { createTheme } from '@mui/material/styles';

/** The spec's breakpoints (xs 0, sm 600, md 900, lg 1200, xl 1536), a calm blue product look. */
export const theme = createTheme({
  breakpoints: { values: { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 } },
  palette: {
    primary: { main: '#1f6feb' },
    secondary: { main: '#7c5cff' },
    background: { default: '#ffffff', paper: '#ffffff' },
    text: { primary: '#1d2129', secondary: '#6b7280' },
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily:
      '-apple-system, BlinkMacSystemFont, "PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", "Segoe UI", Roboto, sans-serif',
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
  },
});

export const NAV_WIDTH = 220;
export const SOFT_BG = '#f5f7fb';
