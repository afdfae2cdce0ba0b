import { createTheme } from '@mui/material/styles';

/** Marker colours for items of a set (stat cards, chart series), in the order they are handed out. */
export const ACCENTS = ['blue', 'orange', 'green', 'violet', 'sky', 'rust', 'slate'] as const;
export type Accent = (typeof ACCENTS)[number];

declare module '@mui/material/styles' {
  interface Palette {
    surface: { soft: string; subtle: string; selected: string; hover: string; chip: string; dark: string };
    line: { main: string; light: string; strong: string };
    accent: Record<Accent, string>;
    brand: { qq: string; qqHover: string; wechat: string; wechatHover: string; wechatText: string; wechatSoft: string };
    /** The "last used" badge. */
    badge: string;
  }
  interface PaletteOptions {
    surface?: Palette['surface'];
    line?: Palette['line'];
    accent?: Palette['accent'];
    brand?: Palette['brand'];
    badge?: string;
  }
}

/**
 * The spec's breakpoints (xs 0, sm 600, md 900, lg 1200, xl 1536), a calm blue product look. Every colour a
 * component uses comes from here (by palette path in `sx`, e.g. `bgcolor: 'surface.soft'`,
 * `borderColor: 'line.main'`), never a hex literal in the component.
 */
export const theme = createTheme({
  breakpoints: { values: { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 } },
  palette: {
    primary: { main: '#1f6feb' },
    secondary: { main: '#7c5cff' },
    background: { default: '#ffffff', paper: '#ffffff' },
    text: { primary: '#1d2129', secondary: '#6b7280' },
    divider: '#e7ebf3',
    /** Page sections, boxes inside a card, the selected choice, dark viewers. */
    surface: {
      soft: '#f5f7fb',
      subtle: '#fafbfd',
      selected: '#eef4ff',
      hover: '#f2f5fb',
      chip: '#f2f4f8',
      dark: '#111318',
    },
    /** Borders: cards and fields, separators inside a card, drop zones and hovered choices. */
    line: { main: '#e7ebf3', light: '#eef0f4', strong: '#c9d3e3' },
    accent: {
      blue: '#1f6feb',
      orange: '#f2630c',
      green: '#12a37f',
      violet: '#7c5cff',
      sky: '#0e9bd8',
      rust: '#c2410c',
      slate: '#5b6b85',
    },
    /** The login buttons' brand colours. */
    brand: {
      qq: '#12B7F5',
      qqHover: '#0ea5de',
      wechat: '#07C160',
      wechatHover: '#06ad56',
      wechatText: '#07a35a',
      wechatSoft: '#e7f7ee',
    },
    badge: '#ff8a00',
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
export const SOFT_BG = theme.palette.surface.soft;

/** Code and data: the platform's own monospace fonts. */
export const MONOSPACE = 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace';
