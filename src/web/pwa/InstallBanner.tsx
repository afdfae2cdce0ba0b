import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import logo from '../assets/logo.svg';
import { useMessages } from '../i18n/index.js';
import { dismissInstall, install } from './install.js';
import { useInstallOffered } from './status.js';
import { pwaMessages } from './messages.js';

/** The site's own install offer, at the bottom of the page, once the browser says it can be installed. */
export function InstallBanner() {
  const m = useMessages(pwaMessages);
  if (!useInstallOffered()) return null;
  return (
    <Paper
      role="dialog"
      aria-labelledby="install-title"
      data-testid="install-banner"
      elevation={6}
      sx={{
        position: 'fixed',
        left: { xs: 12, sm: 'auto' },
        right: { xs: 12, sm: 24 },
        bottom: { xs: 76, md: 24 },
        zIndex: 20,
        maxWidth: { sm: 400 },
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        p: 1.5,
        borderRadius: 3,
      }}
    >
      <Box component="img" src={logo} alt="" sx={{ width: 40, height: 40, flexShrink: 0 }} />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Box id="install-title" sx={{ fontWeight: 700, fontSize: 14.5 }}>
          {m.installTitle}
        </Box>
        <Box sx={{ fontSize: 12.5, color: 'text.secondary' }}>{m.installText}</Box>
      </Box>
      <Button
        size="small"
        onClick={dismissInstall}
        data-testid="install-later"
        sx={{ color: 'text.secondary', flexShrink: 0 }}
      >
        {m.later}
      </Button>
      <Button
        size="small"
        variant="contained"
        disableElevation
        onClick={() => void install()}
        data-testid="install-accept"
        sx={{ borderRadius: 5, flexShrink: 0 }}
      >
        {m.install}
      </Button>
    </Paper>
  );
}
