import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState, type ChangeEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import AutoAwesomeOutlinedIcon from '@mui/icons-material/AutoAwesomeOutlined';
import { format, useI18n, useMessages } from '../../web/i18n/index.js';
import { useToast } from '../../web/shell/Toast.js';
import { countText } from './wordcount.js';
import { messages } from './messages.js';
import { statsText } from './stats-text.js';
import { copyText } from '../../web/clipboard.js';
import { StatsPanel } from './StatsPanel.js';

/** 字数计算: counts update as the visitor types, spaces and line breaks not counted. */
export default function WordcountPage() {
  const m = useMessages(messages);
  const { lang } = useI18n();
  const toast = useToast();
  const inputRef = useRef<HTMLTextAreaElement>(null);
  // The textarea keeps its own value (no re-render of a 1 MB value per keystroke); `text` feeds the counter.
  const [text, setText] = useState('');
  const deferred = useDeferredValue(text);
  const counts = useMemo(() => countText(deferred), [deferred]);

  const [hydrated, setHydrated] = useState(false);

  // Text typed before the page hydrated is counted too.
  useEffect(() => {
    const value = inputRef.current?.value;
    if (value) setText(value);
    setHydrated(true);
  }, []);

  const fill = useCallback((value: string) => {
    const el = inputRef.current;
    if (!el) return;
    el.value = value;
    setText(value);
    el.focus();
    if (value) el.setSelectionRange(value.length, value.length);
  }, []);

  const copyStats = async () => {
    const ok = await copyText(statsText(countText(text), m, lang === 'zh' ? '：' : ': '));
    toast(ok ? m.copied : m.copyFailed);
  };

  const empty = text.length === 0;
  return (
    <Box data-testid="wordcount-tool" data-hydrated={hydrated} sx={{ display: 'flex', flexDirection: 'column', gap: { xs: 1.5, md: 2 } }}>
      <Box role="note" sx={{
        display: 'flex', alignItems: 'center', gap: 1, bgcolor: '#e8f4fd', color: '#0b5394', borderRadius: 2,
        pl: 1.5, pr: 0.5, py: 0.5, minHeight: 42, fontSize: 14,
      }}>
        <InfoOutlinedIcon sx={{ fontSize: 18, color: '#1f6feb' }} />
        <Box component="span" sx={{ flex: 1, minWidth: 0 }} data-testid="wc-info">{m.info}</Box>
        <Button size="small" startIcon={<AutoAwesomeOutlinedIcon />} onClick={() => fill(m.sample)} data-testid="wc-example"
          sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}>
          {m.example}
        </Button>
      </Box>

      <Box sx={{ display: 'grid', gap: { xs: 2, md: 2.5 }, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 340px', lg: 'minmax(0, 1fr) 380px' }, alignItems: 'stretch' }}>
        <Box sx={{
          display: 'flex', flexDirection: 'column', border: '1px solid #dfe3eb', borderRadius: 3, bgcolor: '#fff', overflow: 'hidden',
          transition: 'border-color .15s, box-shadow .15s',
          '&:focus-within': { borderColor: 'primary.main', boxShadow: '0 0 0 3px rgba(31,111,235,.14)' },
        }}>
          <Box component="textarea" ref={inputRef} placeholder={m.placeholder} aria-label={m.inputLabel} data-testid="wc-input"
            spellCheck={false} onChange={(e: ChangeEvent<HTMLTextAreaElement>) => setText(e.target.value)}
            sx={{
              display: 'block', width: '100%', flex: { md: 1 }, height: { xs: 240, md: 'auto' }, minHeight: { xs: 140, md: 380 }, resize: 'vertical',
              border: 0, outline: 0, px: { xs: 1.75, md: 2.25 }, py: { xs: 1.5, md: 2 }, fontFamily: 'inherit', fontSize: 16, lineHeight: 1.75,
              color: 'text.primary', bgcolor: 'transparent', '&::placeholder': { color: '#a0a7b4' },
            }} />
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: { xs: 1.25, md: 1.5 }, py: 1, borderTop: '1px solid #eef0f4', bgcolor: '#fafbfd' }}>
            <Box sx={{ flex: 1, minWidth: 0, visibility: { md: 'hidden' }, fontSize: 13, color: 'text.secondary', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}
              data-testid="wc-live-total">
              {format(m.liveTotal, { n: counts.total.toLocaleString('en-US') })}
            </Box>
            <Button variant="outlined" size="small" startIcon={<DeleteOutlineIcon />} disabled={empty} onClick={() => fill('')} data-testid="wc-clear"
              sx={{ flexShrink: 0, bgcolor: '#fff' }}>
              {m.clear}
            </Button>
            <Button variant="contained" size="small" startIcon={<ContentCopyIcon />} disabled={empty} onClick={() => void copyStats()} data-testid="wc-copy"
              sx={{ flexShrink: 0 }}>
              {m.copyStats}
            </Button>
          </Box>
        </Box>
        <StatsPanel counts={counts} m={m} stale={deferred !== text} />
      </Box>
    </Box>
  );
}
