/** The header's account entry for a logged-in user: the avatar, and a menu with the nickname and 退出登录. */
import { useState } from 'react';
import { format } from '../../common/messages.js';
import type { UserInfoData } from '../../common/user-info.js';
import { relativeTime } from '../platform/relative-time.js';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import LogoutIcon from '@mui/icons-material/Logout';
import { useI18n, useMessages } from '../i18n/index.js';
import { loginMessages } from './messages.js';
import type { LoginInfo } from './login-info.js';
import { fetchUserInfo } from './user-info.js';

/** "QQ登录 · 3分钟前登录": how and when this session logged in. */
function loginDetails(user: UserInfoData, m: (typeof loginMessages)['zh'], lang: 'zh' | 'en') {
  return `${m[`via_${user.logintype}`]} · ${format(m.loginAt, { time: relativeTime(user.login_time, Date.now(), lang) })}`;
}

export function AccountMenu({ info, onSignOut }: { info: LoginInfo; onSignOut: () => void }) {
  const m = useMessages(loginMessages);
  const { lang } = useI18n();
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  // The session's own details (getUserInfor), asked when the menu opens; the menu works without them.
  const [user, setUser] = useState<UserInfoData | null>(null);
  const open = (anchor: HTMLElement) => {
    setMenu(anchor);
    void fetchUserInfo().then(setUser);
  };
  const signOut = () => {
    setMenu(null);
    onSignOut();
  };
  return (
    <>
      <IconButton
        onClick={(e) => open(e.currentTarget)}
        aria-label={`${m.account}: ${info.nick_name}`}
        aria-haspopup="menu"
        data-testid="login-avatar"
        sx={{ p: 0.25, flexShrink: 0 }}
      >
        <Avatar
          src={info.logo || undefined}
          alt=""
          sx={{ width: 32, height: 32, fontSize: 15, bgcolor: 'accent.violet' }}
        >
          {[...info.nick_name][0] ?? ''}
        </Avatar>
      </IconButton>
      <Menu
        anchorEl={menu}
        open={menu !== null}
        onClose={() => setMenu(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { mt: 1, minWidth: 180, borderRadius: 2.5 } } }}
      >
        <Box sx={{ px: 2, py: 1 }}>
          <Typography
            data-testid="login-nickname"
            sx={{
              fontWeight: 600,
              fontSize: 14.5,
              maxWidth: 220,
              overflow: 'hidden',
              textOverflow: 'ellipsis',
              whiteSpace: 'nowrap',
            }}
          >
            {info.nick_name}
          </Typography>
          {user && user.qbid === info.qbid && (
            <Typography data-testid="login-details" sx={{ fontSize: 12.5, color: 'text.secondary', mt: 0.25 }}>
              {loginDetails(user, m, lang)}
            </Typography>
          )}
        </Box>
        <MenuItem onClick={signOut} data-testid="logout" sx={{ fontSize: 14 }}>
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          {m.logout}
        </MenuItem>
      </Menu>
    </>
  );
}
