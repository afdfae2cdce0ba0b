import { useEffect, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import MenuIcon from '@mui/icons-material/Menu';
import TranslateIcon from '@mui/icons-material/Translate';
import type { CategoryId } from '../../common/categories.js';
import { useI18n } from '../i18n/index.js';
import { NAV_WIDTH, SOFT_BG } from '../theme.js';
import { SearchBox } from '../home/SearchBox.js';
import { CategoryNav } from './CategoryNav.js';
import { Logo } from './Logo.js';
import { Footer } from './Footer.js';
import { FloatingBar } from './FloatingBar.js';
import { LoginEntry } from '../login/LoginEntry.js';
import { lazyPart } from '../ui/lazy-part.js';
import { ICON_BUTTON_SX, PlainButton } from '../ui/PlainButton.js';
import { useInstallOffered, useOffline, useServerState } from '../pwa/status.js';

/** The phone drawer: its code (MUI's Drawer, modal and transitions) is fetched the first time the menu opens. */
const Drawer = lazyPart(() => import('./NavDrawer.js').then((m) => m.NavDrawer));
/** The install offer, once the browser says the site can be installed. */
const InstallBanner = lazyPart(() => import('../pwa/InstallBanner.js').then((m) => m.InstallBanner));
/** The offline notice, while the browser is offline or server tools cannot run (its chunk is in the worker's cache). */
const OfflineNotice = lazyPart(() => import('../pwa/OfflineNotice.js').then((m) => m.OfflineNotice));

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
  const installOffered = useInstallOffered();
  const offline = useOffline();
  const serverState = useServerState();
  // Whether server tools can run (/api/getNetStatus), kept after the page starts; the watcher starts once.
  useEffect(() => {
    // Offline on a page this device has not kept, the chunk may not load: the offline notice says enough then.
    import('../pwa/net-watch.js').then((m) => m.watchNetStatus()).catch(() => undefined);
  }, []);
  // Close the drawer when the layout grows past the phone breakpoint.
  useEffect(() => {
    const mq = window.matchMedia('(min-width: 900px)');
    const onChange = () => mq.matches && setDrawerOpen(false);
    mq.addEventListener('change', onChange);
    return () => mq.removeEventListener('change', onChange);
  }, []);

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <Box
        component="aside"
        sx={{ display: { xs: 'none', md: 'block' }, width: NAV_WIDTH, flexShrink: 0, bgcolor: SOFT_BG }}
      >
        <Box sx={{ position: 'sticky', top: 0, height: '100vh' }}>
          <CategoryNav active={active} activeTool={activeTool} />
        </Box>
      </Box>
      <Drawer
        when={drawerOpen}
        open={drawerOpen}
        onClose={() => setDrawerOpen(false)}
        active={active}
        activeTool={activeTool}
      />
      {/* On wide screens the right margin keeps content clear of the floating links. */}
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', pr: { md: 7 } }}>
        <Box
          component="header"
          sx={{
            position: 'sticky',
            top: 0,
            zIndex: 10,
            bgcolor: 'rgba(255,255,255,0.94)',
            backdropFilter: 'blur(8px)',
            display: 'flex',
            alignItems: 'center',
            // Phones: the menu, the site's name and the buttons on one row, the search box on a row of its own,
            // so its banner and its placeholder read in full at 360 px (e2e polish).
            flexWrap: { xs: 'wrap', sm: 'nowrap' },
            columnGap: { xs: 1, md: 2 },
            rowGap: 0.75,
            px: { xs: 1.5, md: 3 },
            py: { xs: 0.75, sm: 1.25, md: 2 },
          }}
        >
          <PlainButton
            aria-label={t('nav.menu')}
            data-testid="menu-button"
            onClick={() => setDrawerOpen(true)}
            onPointerDown={() => void Drawer.preload()}
            sx={{ ...ICON_BUTTON_SX, display: { xs: 'inline-flex', md: 'none' } }}
          >
            <MenuIcon />
          </PlainButton>
          <Box sx={{ display: { xs: 'flex', sm: 'none' }, flex: 1, minWidth: 0 }}>
            <Logo compact />
          </Box>
          <Box
            data-testid="header-search"
            sx={{ order: { xs: 1, sm: 0 }, flex: { xs: '1 0 100%', sm: 1 }, minWidth: 0 }}
          >
            <SearchBox />
          </Box>
          {headerActions}
          <PlainButton
            onClick={() => setLang(lang === 'zh' ? 'en' : 'zh')}
            data-testid="lang-switch"
            sx={{
              color: 'text.secondary',
              px: '5px',
              py: '4px',
              gap: 0.5,
              borderRadius: 1,
              fontSize: 13,
              fontWeight: 600,
              lineHeight: 1.75,
              '&:hover': { bgcolor: 'action.hover' },
            }}
          >
            <TranslateIcon sx={{ fontSize: 18 }} />
            <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
              {t('nav.language')}
            </Box>
          </PlainButton>
          <LoginEntry />
        </Box>
        <Box component="main" sx={{ flex: 1, px: { xs: 1.5, md: 3 }, pb: 4 }}>
          <OfflineNotice when={offline || serverState !== 'ok'} />
          {children}
        </Box>
        <Footer />
      </Box>
      <FloatingBar />
      <InstallBanner when={installOffered} />
    </Box>
  );
}
