/**
 * The login panel (spec section 2 "Login panel", section 4 "Login"): close button, tip line, QQ and/or
 * WeChat buttons (plus the local demo login when the server offers it), the required agreement, and
 * 下次自动登录 below. One panel per page, opened with `openLoginPanel()`; loaded the first time it opens
 * (see LoginPanel.tsx).
 */
import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ScienceOutlinedIcon from '@mui/icons-material/ScienceOutlined';
import { keyframes } from '@emotion/react';
import { format, useI18n, useMessages } from '../i18n/index.js';
import { useToast } from '../ui/Toast.js';
import { flush, track } from '../platform/analytics.js';
import logo from '../assets/logo.svg';
import { theme } from '../theme.js';
import { defaultLoginTypes, panelButtons, type PanelButton } from './browser.js';
import {
  AGREEMENT_FLASH_MS,
  dispatchPanel,
  lastLoginType,
  rememberLoginType,
  tipText,
  usePanelState,
} from './panel.js';
import { fetchLoginOptions, loginAsDemo, loginFailureMessage, loginWithQq, loginWithWeChat } from './providers.js';
import type { LoginOptions } from '../../common/login.js';
import { setLoginInfo } from './login-info.js';
import { QQ_BLUE, QqIcon, WECHAT_GREEN, WeChatIcon } from './icons.js';
import { loginEntryMessages } from './entry-messages.js';
import { loginMessages } from './messages.js';

export const WX_QR_CONTAINER_ID = 'wx-login-qr';
export const AGREEMENT_URL = '/agreement.html';
export const PRIVACY_URL = '/privacy.html';

const shake = keyframes`
  0%, 100% { transform: translateX(0); }
  15%, 55% { transform: translateX(-5px); }
  35%, 75% { transform: translateX(5px); }
`;

const BRAND: Record<'qq' | 'wx', { color: string; hover: string }> = {
  qq: { color: QQ_BLUE, hover: theme.palette.brand.qqHover },
  wx: { color: WECHAT_GREEN, hover: theme.palette.brand.wechatHover },
};

let optionsOnce: Promise<LoginOptions> | null = null;

/** What the server offers, asked once, when the panel first opens (not on every page load). */
function loginOptions(): Promise<LoginOptions> {
  optionsOnce ??= fetchLoginOptions();
  return optionsOnce;
}

export function LoginPanelView() {
  const state = usePanelState();
  const m = { ...useMessages(loginEntryMessages), ...useMessages(loginMessages) };
  const { t, lang, href } = useI18n();
  const toast = useToast();
  const [options, setOptions] = useState<LoginOptions | null>(null);
  const [last, setLast] = useState<PanelButton | null>(null);
  const [allowed, setAllowed] = useState(state.types ?? 'qq');
  const wasOpen = useRef(false);

  // show_panel when it opens; the last login type and the browser check are read then (browser only).
  useEffect(() => {
    if (state.open && !wasOpen.current) {
      void track('show_panel');
      void loginOptions().then(setOptions);
      setLast(lastLoginType());
      setAllowed(state.types ?? defaultLoginTypes(navigator.userAgent));
    }
    wasOpen.current = state.open;
  }, [state.open, state.types]);

  // The warning flashes for AGREEMENT_FLASH_MS, then goes.
  useEffect(() => {
    if (!state.warning) return;
    const timer = setTimeout(() => dispatchPanel({ type: 'warningOver' }), AGREEMENT_FLASH_MS);
    return () => clearTimeout(timer);
  }, [state.warning]);

  // WeChat: once the QR container is on the page, the script draws the QR code into it.
  useEffect(() => {
    if (!state.open || state.view !== 'wx' || !options?.wxScriptUrl) return;
    loginWithWeChat(state.autoLogin, WX_QR_CONTAINER_ID, options.wxScriptUrl, lang).catch((error) => {
      console.error('WeChat login failed', error);
      toast(loginFailureMessage(error, m.failed));
      dispatchPanel({ type: 'failed' });
    });
    // Only a new WeChat view starts a new login (autoLogin is fixed while the QR shows).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state.open, state.view, options?.wxScriptUrl]);

  const close = () => {
    void track('close_panel');
    dispatchPanel({ type: 'close' });
  };

  const click = (button: PanelButton) => {
    if (!state.agreed) {
      dispatchPanel({ type: 'click', button });
      return;
    }
    const tracked = track('click_login_btn', { type: button });
    rememberLoginType(button);
    setLast(button);
    dispatchPanel({ type: 'click', button });
    if (button === 'qq') {
      // The page is about to leave for QQ: the queued events go first.
      const leave = (url: string) =>
        void tracked.finally(() => {
          flush();
          window.location.assign(url);
        });
      loginWithQq(state.autoLogin, leave).catch((error) => {
        console.error('QQ login failed', error);
        toast(loginFailureMessage(error, m.failed));
        dispatchPanel({ type: 'failed' });
      });
    } else if (button === 'demo') {
      loginAsDemo(state.autoLogin).then(
        (info) => {
          setLoginInfo(info);
          dispatchPanel({ type: 'close' });
          toast(m.loggedIn);
        },
        (error) => {
          console.error('demo login failed', error);
          toast(loginFailureMessage(error, m.failed));
          dispatchPanel({ type: 'failed' });
        },
      );
    }
  };

  const buttons = options ? panelButtons(allowed, options) : [];
  const wx = state.view === 'wx';

  return (
    <Dialog
      open={state.open}
      onClose={close}
      aria-labelledby="login-panel-title"
      slotProps={{
        paper: {
          'data-testid': 'login-panel',
          sx: { borderRadius: 4, width: 'calc(100% - 32px)', maxWidth: 380, m: 2, overflow: 'visible' },
        } as object,
      }}
    >
      <IconButton
        aria-label={m.close}
        onClick={close}
        data-testid="login-close"
        size="small"
        sx={{ position: 'absolute', top: 10, right: 10, color: 'text.secondary' }}
      >
        <CloseIcon fontSize="small" />
      </IconButton>

      <Box sx={{ px: { xs: 3, sm: 4 }, pt: 4, pb: 3 }}>
        <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', textAlign: 'center' }}>
          <Box component="img" src={logo} alt="" sx={{ width: 44, height: 44 }} />
          {/* WeChat's QR page has its own heading: ours stays for screen readers only. */}
          <Typography
            id="login-panel-title"
            component="h2"
            sx={wx ? visuallyHidden : { fontSize: 19, fontWeight: 700, mt: 1.25 }}
          >
            {wx ? m.wxTitle : format(m.title, { site: t('site.name') })}
          </Typography>
          {!wx && (
            <Typography data-testid="login-tip" sx={{ fontSize: 14, color: 'text.secondary', mt: 0.5 }}>
              {tipText(state, m.defaultTip)}
            </Typography>
          )}
        </Box>

        {wx ? (
          <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', mt: 1 }}>
            <Box
              id={WX_QR_CONTAINER_ID}
              data-testid="wx-qr"
              sx={{
                width: 300,
                maxWidth: '100%',
                height: 400,
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'center',
                '& iframe': { display: 'block', border: 0 },
              }}
            >
              <Box
                sx={{
                  display: 'flex',
                  flexDirection: 'column',
                  alignItems: 'center',
                  gap: 1.5,
                  color: 'text.secondary',
                  fontSize: 13,
                }}
              >
                <CircularProgress size={28} sx={{ color: WECHAT_GREEN }} />
                {m.wxLoading}
              </Box>
            </Box>
            <Button
              startIcon={<ArrowBackIcon />}
              onClick={() => dispatchPanel({ type: 'back' })}
              data-testid="login-back"
              sx={{ color: 'text.secondary', mt: 0.5 }}
            >
              {m.back}
            </Button>
          </Box>
        ) : (
          <>
            <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, mt: 3 }}>
              {options === null && (
                <Box sx={{ height: 48, display: 'flex', justifyContent: 'center', alignItems: 'center' }}>
                  <CircularProgress size={24} />
                </Box>
              )}
              {options !== null && buttons.length === 0 && (
                <Typography
                  data-testid="login-unavailable"
                  sx={{ textAlign: 'center', color: 'text.secondary', fontSize: 14, py: 1.5 }}
                >
                  {m.unavailable}
                </Typography>
              )}
              {buttons.map((button) => (
                <LoginButton
                  key={button}
                  button={button}
                  last={last === button}
                  busy={state.view === 'busy' && last === button}
                  disabled={state.view === 'busy'}
                  onClick={() => click(button)}
                />
              ))}
            </Box>

            <Box
              data-testid="login-agreement"
              data-warning={state.warning ? 'true' : 'false'}
              sx={{
                display: 'flex',
                alignItems: 'flex-start',
                mt: 2.5,
                fontSize: 12.5,
                lineHeight: 1.6,
                color: state.warning ? 'error.main' : 'text.secondary',
                transition: 'color .15s',
                animation: state.warning ? `${shake} .45s ease-in-out` : 'none',
              }}
            >
              <Checkbox
                size="small"
                checked={state.agreed}
                onChange={(e) => dispatchPanel({ type: 'agree', value: e.target.checked })}
                id="login-agree-input"
                slotProps={{ input: { 'data-testid': 'login-agree' } as object }}
                sx={{
                  p: 0.25,
                  mr: 0.75,
                  mt: '-1px',
                  color: state.warning ? 'error.main' : undefined,
                  '& .MuiSvgIcon-root': { fontSize: 18 },
                }}
              />
              <Box component="label" id="login-agreement-text" htmlFor="login-agree-input" sx={{ cursor: 'pointer' }}>
                {m.agreePrefix}
                <Box
                  component="a"
                  href={href(AGREEMENT_URL)}
                  target="_blank"
                  rel="noopener"
                  sx={{ color: 'primary.main', textDecoration: 'none' }}
                >
                  {m.agreement}
                </Box>
                {m.and}
                <Box
                  component="a"
                  href={href(PRIVACY_URL)}
                  target="_blank"
                  rel="noopener"
                  sx={{ color: 'primary.main', textDecoration: 'none' }}
                >
                  {m.privacy}
                </Box>
              </Box>
            </Box>
            {/* Screen readers hear the warning the others see flash. */}
            <Box role="alert" sx={visuallyHidden}>
              {state.warning ? m.agreeWarning : ''}
            </Box>
          </>
        )}
      </Box>

      {!wx && (
        <Box
          data-testid="login-footer"
          sx={{
            borderTop: '1px solid',
            borderColor: 'line.light',
            px: { xs: 3, sm: 4 },
            py: 1.25,
            display: 'flex',
            alignItems: 'center',
          }}
        >
          <Box
            component="label"
            sx={{
              display: 'inline-flex',
              alignItems: 'center',
              fontSize: 13,
              color: 'text.secondary',
              cursor: 'pointer',
            }}
          >
            <Checkbox
              size="small"
              checked={state.autoLogin}
              onChange={(e) => dispatchPanel({ type: 'autoLogin', value: e.target.checked })}
              slotProps={{ input: { 'data-testid': 'login-auto' } as object }}
              sx={{ p: 0.25, mr: 0.75, '& .MuiSvgIcon-root': { fontSize: 18 } }}
            />
            {m.autoLogin}
          </Box>
        </Box>
      )}
    </Dialog>
  );
}

/** Read by screen readers, not shown (sizes in px: in `sx`, 1 would mean 100%). */
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  m: '-1px',
  p: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

function LoginButton({
  button,
  last,
  busy,
  disabled,
  onClick,
}: {
  button: PanelButton;
  last: boolean;
  busy: boolean;
  disabled: boolean;
  onClick: () => void;
}) {
  const m = { ...useMessages(loginEntryMessages), ...useMessages(loginMessages) };
  const badge = last ? (
    <Box
      component="span"
      data-testid="login-last"
      sx={{
        position: 'absolute',
        top: -9,
        right: 14,
        bgcolor: 'badge',
        color: 'common.white',
        fontSize: 11,
        fontWeight: 600,
        lineHeight: '18px',
        px: 0.9,
        borderRadius: '9px 9px 9px 2px',
        boxShadow: '0 2px 6px rgba(255,138,0,.35)',
      }}
    >
      {m.lastUsed}
    </Box>
  ) : null;
  const common = { position: 'relative', height: 48, borderRadius: 6, fontSize: 15.5, overflow: 'visible' } as const;

  if (button === 'demo') {
    return (
      <Box>
        <Button
          fullWidth
          variant="outlined"
          onClick={onClick}
          disabled={disabled}
          data-testid="login-demo"
          data-last={last ? 'true' : 'false'}
          startIcon={busy ? <CircularProgress size={18} /> : <ScienceOutlinedIcon />}
          sx={{ ...common, borderColor: 'line.strong', color: 'text.primary' }}
        >
          {m.demo}
          {badge}
        </Button>
        <Typography sx={{ fontSize: 12, color: 'text.secondary', textAlign: 'center', mt: 0.75 }}>
          {m.demoNote}
        </Typography>
      </Box>
    );
  }
  const brand = BRAND[button];
  const Icon = button === 'qq' ? QqIcon : WeChatIcon;
  return (
    <Button
      fullWidth
      variant="contained"
      onClick={onClick}
      disabled={disabled && !busy}
      data-testid={`login-${button}`}
      data-last={last ? 'true' : 'false'}
      startIcon={
        busy ? (
          <CircularProgress size={18} sx={{ color: 'common.white' }} />
        ) : (
          <Icon eyeColor={brand.color} sx={{ fontSize: '24px !important' }} />
        )
      }
      sx={{
        ...common,
        bgcolor: brand.color,
        '&:hover': { bgcolor: brand.hover },
        '&.Mui-disabled': { bgcolor: brand.color, color: 'common.white', opacity: 0.6 },
      }}
    >
      {button === 'qq' ? m.qq : m.wx}
      {badge}
    </Button>
  );
}
