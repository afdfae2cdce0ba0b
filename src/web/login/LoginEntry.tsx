/**
 * The header's login entry: 登录 for a visitor (opens the panel), the avatar for a logged-in user (a
 * menu with the nickname and 退出登录). It also hosts the page's one login panel, exchanges a host
 * browser's native login, and tells the visitor when a provider round trip came back without a login.
 */
import { useEffect } from 'react';
import Box from '@mui/material/Box';
import { PlainButton } from '../ui/PlainButton.js';
import PersonOutlineIcon from '@mui/icons-material/PersonOutline';
import { useMessages } from '../i18n/index.js';
import { useToast } from '../ui/Toast.js';
import { LoginPanel } from './LoginPanel.js';
import { logout, useLoginInfo } from './login-info.js';
import { dispatchPanel, openLoginPanel } from './panel.js';
import { loginEntryMessages } from './entry-messages.js';
import { lazyPart } from '../ui/lazy-part.js';

/** The avatar and its menu: only logged-in visitors need that code. */
const Account = lazyPart(() => import('./AccountMenu.js').then((m) => m.AccountMenu));

export function LoginEntry() {
  const info = useLoginInfo();
  const m = useMessages(loginEntryMessages);
  const toast = useToast();

  useEffect(() => {
    // Provider round trips and host browser logins are rare: their code loads after hydration.
    void import('./providers.js').then(({ takeLoginError }) => {
      const reason = takeLoginError();
      if (reason) toast(reason === 'cancelled' ? m.cancelled : reason === 'expired' ? m.expired : m.failed);
    });
    void import('./native.js').then((native) => native.syncNativeLogin());
    // Back from the provider's page through the back/forward cache: the panel leaves its waiting state.
    const onShow = (e: PageTransitionEvent) => e.persisted && dispatchPanel({ type: 'back' });
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
    // Once per page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const signOut = async () => {
    await logout();
    toast(m.loggedOut);
  };

  return (
    <>
      {info?.isLogin ? (
        <Account when info={info} onSignOut={() => void signOut()} />
      ) : (
        // Hidden (but holding its place) until the login info is known, so a logged-in user sees no flash of 登录.
        <PlainButton
          onClick={() => openLoginPanel()}
          data-testid="login-button"
          sx={{
            visibility: info ? 'visible' : 'hidden',
            gap: { xs: 0, sm: 0.5 },
            borderRadius: 5,
            px: { xs: 1, sm: 1.5 },
            py: '4px',
            fontSize: 13,
            fontWeight: 600,
            lineHeight: 1.75,
            color: 'primary.main',
            bgcolor: 'rgba(31,111,235,0.08)',
            '&:hover': { bgcolor: 'rgba(31,111,235,0.14)' },
          }}
        >
          <PersonOutlineIcon sx={{ fontSize: 18 }} />
          <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
            {m.login}
          </Box>
          <Box component="span" sx={visuallyHiddenOnPhone}>
            {m.login}
          </Box>
        </PlainButton>
      )}
      <LoginPanel />
    </>
  );
}

/** On phones the button shows only its icon; its name stays for screen readers. */
const visuallyHiddenOnPhone = {
  display: { xs: 'inline', sm: 'none' },
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
