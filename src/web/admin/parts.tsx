/** Small pieces the dashboard's panels share. */
import type { ReactNode } from 'react';
import { Box, Button, Card, CardContent, CircularProgress, Stack, Typography } from '@mui/material';

export function CenteredMessage(props: { text: string; busy?: boolean; action?: string; onAction?: () => void }) {
  return (
    <Stack sx={{ minHeight: '100vh', alignItems: 'center', justifyContent: 'center', gap: 2, p: 3 }}>
      {props.busy && <CircularProgress size={28} />}
      <Typography color="text.secondary" sx={{ textAlign: 'center' }}>
        {props.text}
      </Typography>
      {props.action && (
        <Button variant="contained" onClick={props.onAction}>
          {props.action}
        </Button>
      )}
    </Stack>
  );
}

/** A titled card; `action` sits at the right of the title. */
export function Panel(props: { title: string; action?: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <Card
      variant="outlined"
      data-testid={props.testId}
      sx={{ height: '100%', borderColor: 'line.main', borderRadius: 3, display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 1.5, p: { xs: 2, md: 2.5 } }}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, minHeight: 32 }}>
          <Typography component="h2" sx={{ fontSize: 16, fontWeight: 700 }}>
            {props.title}
          </Typography>
          {props.action}
        </Stack>
        <Box sx={{ flex: 1, minWidth: 0 }}>{props.children}</Box>
      </CardContent>
    </Card>
  );
}

export function Empty(props: { text: string; height?: number }) {
  return (
    <Stack
      sx={{
        height: props.height ?? 120,
        alignItems: 'center',
        justifyContent: 'center',
        color: 'text.secondary',
        bgcolor: 'surface.subtle',
        borderRadius: 2,
        fontSize: 14,
      }}
    >
      {props.text}
    </Stack>
  );
}
