/**
 * Many figures of one input (a value in every unit, a number in every base): titled groups of rows,
 * label and value side by side (the value wraps under the label on narrow screens), each with a copy button.
 */
import { memo, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ContentCopyRounded from '@mui/icons-material/ContentCopyRounded';
import { useMessages } from '../../i18n/index.js';
import { useToast } from '../../ui/Toast.js';
import { copyText } from '../../ui/clipboard.js';
import { kitMessages } from '../messages.js';
import { MONOSPACE } from '../../theme.js';

export interface ValueRow {
  id: string;
  label: ReactNode;
  /** The text shown and copied. */
  value: string;
  hint?: ReactNode;
}

export interface ValueGroup {
  id: string;
  title?: ReactNode;
  rows: ValueRow[];
}

export interface ValueListProps {
  groups: ValueGroup[];
  /** Called after a value is copied (a use of the tool). */
  onCopy?: (row: ValueRow) => void;
  monospace?: boolean;
  label?: string;
  testId?: string;
}

export const ValueList = memo(function ValueList({
  groups,
  onCopy,
  monospace,
  label,
  testId = 'values',
}: ValueListProps) {
  const m = useMessages(kitMessages);
  const toast = useToast();
  const copy = async (row: ValueRow) => {
    const ok = await copyText(row.value);
    toast(ok ? m.copied : m.copyFailed);
    if (ok) onCopy?.(row);
  };
  return (
    <Box component="section" aria-label={label} data-testid={testId} sx={{ display: 'grid', gap: 1.5, minWidth: 0 }}>
      {groups.map((g) => (
        <Box key={g.id} sx={{ border: 1, borderColor: 'line.main', borderRadius: 3, overflow: 'hidden' }}>
          {g.title && (
            <Box
              sx={{ px: 1.75, py: 1, fontSize: 13, fontWeight: 700, bgcolor: 'surface.soft', color: 'text.secondary' }}
            >
              {g.title}
            </Box>
          )}
          {g.rows.map((row) => (
            <Box
              key={row.id}
              data-testid={`${testId}-row-${row.id}`}
              sx={{
                display: 'flex',
                flexWrap: 'wrap',
                alignItems: 'center',
                columnGap: 1.5,
                px: 1.75,
                py: 0.75,
                borderTop: 1,
                borderColor: 'line.light',
                '&:first-of-type': { borderTop: g.title ? 1 : 0, borderColor: 'line.light' },
              }}
            >
              <Box sx={{ flex: '1 1 120px', minWidth: 0, fontSize: 13.5, color: 'text.secondary' }}>
                {row.label}
                {row.hint && <Box sx={{ fontSize: 12, color: 'text.disabled' }}>{row.hint}</Box>}
              </Box>
              <Box
                data-testid={`${testId}-${row.id}`}
                sx={{
                  flex: '10 1 160px',
                  minWidth: 0,
                  textAlign: 'right',
                  fontSize: 15.5,
                  fontWeight: 600,
                  fontVariantNumeric: 'tabular-nums',
                  fontFamily: monospace ? MONOSPACE : undefined,
                  overflowWrap: 'anywhere',
                  userSelect: 'all',
                }}
              >
                {row.value}
              </Box>
              <IconButton
                size="small"
                aria-label={m.copy}
                onClick={() => void copy(row)}
                sx={{ mr: -0.75, color: 'text.secondary' }}
              >
                <ContentCopyRounded sx={{ fontSize: 17 }} />
              </IconButton>
            </Box>
          ))}
        </Box>
      ))}
    </Box>
  );
});
