import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import ContentCopyRounded from '@mui/icons-material/ContentCopyRounded';
import { copyText, useMessages, useToast } from '../../web/kit/index.js';
import { messages } from './messages.js';
import type { useCalculator } from './use-calculator.js';

/** The expression as typed, and under it the result so far (or what is wrong) with a copy button. */
export function Display({ c, touch }: { c: ReturnType<typeof useCalculator>; touch: boolean }) {
  const m = useMessages(messages);
  const toast = useToast();
  const p = c.preview;
  const copy = async () => toast((await copyText(p?.ok ? p.value : c.values.x)) ? m.copied : m.copyFailed);
  return (
    <Box sx={{ border: 1, borderColor: 'line.main', borderRadius: 3, px: 2, py: 1.5, bgcolor: 'surface.subtle' }}>
      <InputBase
        inputRef={c.input}
        value={c.values.x}
        onChange={(e) => c.set({ x: e.target.value })}
        onKeyDown={(e) => {
          if (e.key === 'Enter' || e.key === '=') {
            e.preventDefault();
            c.equals();
          } else if (e.key === 'Escape') c.set({ x: '' });
        }}
        placeholder={m.placeholder}
        fullWidth
        inputProps={{
          'aria-label': m.expression,
          inputMode: touch ? 'none' : 'text',
          spellCheck: false,
          autoComplete: 'off',
          'data-testid': 'calc-input',
        }}
        sx={{
          fontSize: { xs: 22, md: 26 },
          '& input': { textAlign: 'right', fontVariantNumeric: 'tabular-nums' },
        }}
      />
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: 0.5, minHeight: 36 }}>
        <Box
          data-testid="calc-result"
          sx={{
            fontSize: 20,
            fontWeight: 600,
            color: p?.ok ? 'text.secondary' : 'error.main',
            overflowWrap: 'anywhere',
            textAlign: 'right',
          }}
        >
          {p === null ? '' : p.ok ? `= ${p.value}` : m[p.code]}
        </Box>
        <IconButton size="small" aria-label={m.copy} onClick={() => void copy()} sx={{ color: 'text.secondary' }}>
          <ContentCopyRounded sx={{ fontSize: 18 }} />
        </IconButton>
      </Box>
    </Box>
  );
}
