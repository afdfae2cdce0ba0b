import { useEffect, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Button from '@mui/material/Button';
import MenuIcon from '@mui/icons-material/Menu';
import TranslateIcon from '@mui/icons-material/Translate';
import type { CategoryId } from '../../common/categories.js';
import { useI18n } from '../i18n/index.js';
import { NAV_WIDTH, SOFT_BG } from '../theme.js';
import { SearchBox } from '../home/SearchBox.js';
import { CategoryNav } from './CategoryNav.js';
import { Footer } from './Footer.js';
import { FloatingBar } from './FloatingBar.js';
import { LoginEntry } from '../login/LoginEntry.js';

interface ShellProps {
  active: CategoryId | 'all' | null;
  activeTool?: string;
  /** Right side of the header (a tool page puts its share button here). */
  headerActions?: ReactNode;
  children: ReactNode;
}

/** The page shell every page shares: category navigation, header with search, footer, floating links. */
export function Shell({ active, activeTool, headerActions, children }: ShellProps) {
  const { t, lang, setLang } = useI18n();
  const [drawerOpen, setDrawerOpen] = useState(false);
  // Close the drawer when the layout grows past the phone breakpoint.
  useEffect(() => {
    const mq = window.matchMedia('(min-width: 900px)');
    const onChange = () => mq.matches && setDrawerOpen(false);
    mq.addEventListener('change', onChange);
    return () => mq.removeEventListener('change', onChange);
  }, []);

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <Box component="aside" sx={{ display: { xs: 'none', md: 'block' }, width: NAV_WIDTH, flexShrink: 0, bgcolor: SOFT_BG }}>
        <Box sx={{ position: 'sticky', top: 0, height: '100vh' }}>
          <CategoryNav active={active} activeTool={activeTool} />
        </Box>
      </Box>
      <Drawer open={drawerOpen} onClose={() => setDrawerOpen(false)} data-testid="nav-drawer"
        slotProps={{ paper: { sx: { width: NAV_WIDTH + 30, bgcolor: SOFT_BG } }, backdrop: { 'data-testid': 'nav-mask' } as object }}
        sx={{ display: { md: 'none' } }}>
        <CategoryNav active={active} activeTool={activeTool} />
      </Drawer>
      {/* On wide screens the right margin keeps content clear of the floating links. */}
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', pr: { md: 7 } }}>
        <Box component="header" sx={{ position: 'sticky', top: 0, zIndex: 10, bgcolor: 'rgba(255,255,255,0.94)', backdropFilter: 'blur(8px)', display: 'flex', alignItems: 'center', gap: { xs: 1, md: 2 }, px: { xs: 1.5, md: 3 }, py: { xs: 1.25, md: 2 } }}>
          <IconButton aria-label={t('nav.menu')} data-testid="menu-button" onClick={() => setDrawerOpen(true)} sx={{ display: { md: 'none' } }}>
            <MenuIcon />
          </IconButton>
          <SearchBox />
          {headerActions}
          <Button size="small" startIcon={<TranslateIcon />} onClick={() => setLang(lang === 'zh' ? 'en' : 'zh')} data-testid="lang-switch"
            sx={{ color: 'text.secondary', flexShrink: 0, minWidth: 0, '& .MuiButton-startIcon': { mr: { xs: 0, sm: 0.5 } } }}>
            <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>{t('nav.language')}</Box>
          </Button>
          <LoginEntry />
        </Box>
        <Box component="main" sx={{ flex: 1, px: { xs: 1.5, md: 3 }, pb: 4 }}>{children}</Box>
        <Footer />
      </Box>
      <FloatingBar />
    </Box>
  );
}
