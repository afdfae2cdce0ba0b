import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import LockOutlined from '@mui/icons-material/LockOutlined';
import { useI18n, useMessages } from '../i18n/index.js';
import { adminMessages } from './messages.js';
import { AdminCallError, login } from './api.js';

export function LoginView(props: { onSignedIn: () => void }) {
  const m = useMessages(adminMessages);
  const { lang, setLang } = useI18n();
  const [token, setToken] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!token.trim() || busy) return;
    setBusy(true);
    setError('');
    try {
      await login(token.trim());
      props.onSignedIn();
    } catch (e) {
      const status = e instanceof AdminCallError ? e.status : 0;
      setError(
        status === 401 ? m.loginWrong : status === 429 ? m.loginTooMany : m.loginFailed.replace('{reason}', String(e)),
      );
      setBusy(false);
    }
  }

  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'surface.soft', display: 'grid', placeItems: 'center', p: 2 }}>
      <Card variant="outlined" sx={{ width: '100%', maxWidth: 420, borderColor: 'line.main', borderRadius: 3 }}>
        <CardContent component="form" onSubmit={submit} sx={{ p: { xs: 3, sm: 4 } }}>
          <Stack sx={{ gap: 2.5 }}>
            <Stack direction="row" sx={{ alignItems: 'center', gap: 1.5 }}>
              <Box
                sx={{
                  width: 44,
                  height: 44,
                  borderRadius: 2,
                  bgcolor: 'surface.selected',
                  color: 'primary.main',
                  display: 'grid',
                  placeItems: 'center',
                }}
              >
                <LockOutlined />
              </Box>
              <Box>
                <Typography variant="overline" color="text.secondary" sx={{ lineHeight: 1.4 }}>
                  {m.siteName}
                </Typography>
                <Typography component="h1" sx={{ fontSize: 20, fontWeight: 700 }}>
                  {m.loginTitle}
                </Typography>
              </Box>
            </Stack>
            <Typography color="text.secondary" sx={{ fontSize: 14 }}>
              {m.loginLead}
            </Typography>
            <TextField
              label={m.tokenLabel}
              type="password"
              autoComplete="current-password"
              value={token}
              onChange={(e) => setToken(e.target.value)}
              autoFocus
              fullWidth
              slotProps={{ htmlInput: { 'data-testid': 'admin-token', maxLength: 512 } }}
            />
            {error && (
              <Alert severity="error" data-testid="admin-login-error">
                {error}
              </Alert>
            )}
            <Button type="submit" variant="contained" size="large" disabled={busy || !token.trim()}>
              {m.loginButton}
            </Button>
            <Button size="small" onClick={() => setLang(lang === 'zh' ? 'en' : 'zh')} sx={{ alignSelf: 'center' }}>
              {m.language}
            </Button>
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
