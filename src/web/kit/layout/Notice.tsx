import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';

/** A short line that tells the visitor something about the tool (a rule, a limit, what it cannot do). */
export function Notice({
  children,
  severity = 'info',
  action,
  testId,
}: {
  children: ReactNode;
  severity?: 'info' | 'warning' | 'error' | 'success';
  action?: ReactNode;
  testId?: string;
}) {
  return (
    <Alert
      severity={severity}
      action={action}
      data-testid={testId}
      sx={{ borderRadius: 2, py: 0.25, fontSize: 13.5, alignItems: 'center', '& .MuiAlert-action': { pt: 0 } }}
    >
      {children}
    </Alert>
  );
}
