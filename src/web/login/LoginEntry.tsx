/**
 * The header's login entry: 登录 for a visitor (opens the panel), the avatar for a logged-in user (a
 * menu with the nickname and 退出登录). It also hosts the page's one login panel, exchanges a host
 * browser's native login, and tells the visitor when a provider round trip came back without a login.
 */
import { useEffect, useState } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import LogoutIcon from '@mui/icons-material/Logout';
import PersonOutlineIcon from '@mui/icons-material/PersonOutline';
import { useMessages } from '../i18n/index.js';
import { useToast } from '../shell/Toast.js';
import { LoginPanel } from './LoginPanel.js';
import { logout, useLoginInfo } from './loginInfo.js';
import { dispatchPanel, openLoginPanel } from './panel.js';
import { takeLoginError } from './providers.js';
import { syncNativeLogin } from './native.js';
import { loginMessages } from './messages.js';

export function LoginEntry() {
  const info = useLoginInfo();
  const m = useMessages(loginMessages);
  const toast = useToast();
  const [menu, setMenu] = useState<HTMLElement | null>(null);

  useEffect(() => {
    const reason = takeLoginError();
    if (reason) toast(reason === 'cancelled' ? m.cancelled : reason === 'expired' ? m.expired : m.failed);
    void syncNativeLogin();
    // Back from the provider's page through the back/forward cache: the panel leaves its waiting state.
    const onShow = (e: PageTransitionEvent) => e.persisted && dispatchPanel({ type: 'back' });
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
    // Once per page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const signOut = async () => {
    setMenu(null);
    await logout();
    toast(m.loggedOut);
  };

  return (
    <>
      {info?.isLogin ? (
        <>
          <IconButton onClick={(e) => setMenu(e.currentTarget)} aria-label={`${m.account}: ${info.nick_name}`} aria-haspopup="menu" data-testid="login-avatar" sx={{ p: 0.25, flexShrink: 0 }}>
            <Avatar src={info.logo || undefined} alt="" sx={{ width: 32, height: 32, fontSize: 15, bgcolor: '#7c8cff' }}>
              {[...info.nick_name][0] ?? ''}
            </Avatar>
          </IconButton>
          <Menu anchorEl={menu} open={menu !== null} onClose={() => setMenu(null)} anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }} transformOrigin={{ vertical: 'top', horizontal: 'right' }}
            slotProps={{ paper: { sx: { mt: 1, minWidth: 180, borderRadius: 2.5 } } }}>
            <Box sx={{ px: 2, py: 1 }}>
              <Typography data-testid="login-nickname" sx={{ fontWeight: 600, fontSize: 14.5, maxWidth: 220, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{info.nick_name}</Typography>
            </Box>
            <MenuItem onClick={() => void signOut()} data-testid="logout" sx={{ fontSize: 14 }}>
              <ListItemIcon><LogoutIcon fontSize="small" /></ListItemIcon>
              {m.logout}
            </MenuItem>
          </Menu>
        </>
      ) : (
        // Hidden (but holding its place) until the login info is known, so a logged-in user sees no flash of 登录.
        <Button size="small" onClick={() => openLoginPanel()} data-testid="login-button" startIcon={<PersonOutlineIcon />}
          sx={{ visibility: info ? 'visible' : 'hidden', flexShrink: 0, minWidth: 0, borderRadius: 5, px: { xs: 1, sm: 1.5 }, color: 'primary.main', bgcolor: 'rgba(31,111,235,0.08)', '&:hover': { bgcolor: 'rgba(31,111,235,0.14)' }, '& .MuiButton-startIcon': { mr: { xs: 0, sm: 0.5 } } }}>
          <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>{m.login}</Box>
          <Box component="span" sx={visuallyHiddenOnPhone}>{m.login}</Box>
        </Button>
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
