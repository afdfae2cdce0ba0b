import { useEffect, useMemo, useRef, useState, type ChangeEvent } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import InputBase from '@mui/material/InputBase';
import SearchIcon from '@mui/icons-material/Search';
import { useI18n } from '../i18n/index.js';
import { fetchToolList, fetchStatistics } from '../platform/api.js';
import { useOnce } from '../platform/useOnce.js';
import { trackClick } from '../platform/analytics.js';
import { useDebounced } from '../useDebounced.js';
import { filterTools, isAcceptedSearchInput, SEARCH_DEBOUNCE_MS } from './search.js';
import { toolPath } from '../../common/tool-meta.js';

/** The tool search with the statistics block ("helped N people") shown while it is idle. */
export function SearchBox() {
  const { t } = useI18n();
  const toolList = useOnce('toolList', fetchToolList, []);
  const count = useOnce('statistics', fetchStatistics, 0);
  const [query, setQuery] = useState('');
  const [focused, setFocused] = useState(false);
  const [panelOpen, setPanelOpen] = useState(false);
  const composing = useRef(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const debounced = useDebounced(query, SEARCH_DEBOUNCE_MS);
  const results = useMemo(() => filterTools(toolList, debounced), [toolList, debounced]);

  useEffect(() => {
    const onPointerDown = (e: MouseEvent) => {
      if (wrapper.current && !wrapper.current.contains(e.target as Node)) setPanelOpen(false);
    };
    document.addEventListener('mousedown', onPointerDown);
    return () => document.removeEventListener('mousedown', onPointerDown);
  }, []);

  const accept = (value: string) => {
    // Input outside the allowed characters does nothing.
    if (!isAcceptedSearchInput(value)) return;
    setQuery(value);
    setPanelOpen(true);
  };
  const onChange = (e: ChangeEvent<HTMLInputElement>) => {
    if (composing.current) setQuery(e.target.value); // IME text is checked when composition ends
    else accept(e.target.value);
  };

  const showStats = !focused && query === '' && count > 0;
  return (
    <Box ref={wrapper} sx={{ position: 'relative', flex: 1, minWidth: 0 }}>
      <Paper elevation={0} sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, height: 44, borderRadius: 22, bgcolor: '#f2f4f8' }}>
        <SearchIcon sx={{ color: 'secondary.main' }} />
        <Box sx={{ position: 'relative', flex: 1, minWidth: 0 }}>
          <InputBase
            fullWidth
            value={query}
            placeholder={showStats ? '' : t('search.placeholder')}
            inputProps={{ 'aria-label': t('search.label'), 'data-testid': 'search-input', enterKeyHint: 'search' }}
            onChange={onChange}
            onCompositionStart={() => (composing.current = true)}
            onCompositionEnd={(e) => {
              composing.current = false;
              const value = (e.target as HTMLInputElement).value;
              if (isAcceptedSearchInput(value)) accept(value);
              else setQuery((q) => q.replace(/[^0-9A-Za-z_#%\u3400-\u4dbf\u4e00-\u9fff]/g, ''));
            }}
            onFocus={() => setFocused(true)}
            onBlur={() => setFocused(false)}
          />
          {showStats && (
            <Box data-testid="stats-banner" aria-live="polite"
              sx={{ position: 'absolute', inset: 0, display: 'flex', alignItems: 'center', pointerEvents: 'none', color: 'text.secondary', fontSize: 15, whiteSpace: 'nowrap', overflow: 'hidden' }}>
              <StatsText count={count} />
            </Box>
          )}
        </Box>
      </Paper>
      {panelOpen && debounced !== '' && (
        <Paper data-testid="search-results" elevation={6}
          sx={{ position: 'absolute', top: 50, left: 0, right: 0, zIndex: 20, maxHeight: 380, overflowY: 'auto', py: 1, borderRadius: 3 }}>
          {results.length === 0 ? (
            <Box sx={{ px: 2.5, py: 1.5, color: 'text.secondary' }}>{t('search.empty')}</Box>
          ) : (
            results.map((tool) => (
              <Box key={tool.path} component="a" href={tool.url ?? toolPath(tool.path)} target="_blank" rel="noopener"
                onClick={() => void trackClick(tool.path, 'search')}
                sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 2.5, py: 1.1, color: 'text.primary', textDecoration: 'none', '&:hover': { bgcolor: '#f2f4f8' } }}>
                <Box component="img" src={tool.icon} alt="" sx={{ width: 28, height: 28 }} />
                <span>{tool.name}</span>
              </Box>
            ))
          )}
        </Paper>
      )}
    </Box>
  );
}

/** `工具箱已累计帮助了 {count} 人次` with the number emphasised. */
function StatsText({ count }: { count: number }) {
  const { t } = useI18n();
  const [before, after] = t('stats.banner').split('{count}');
  return (
    <span>
      {before}
      <Box component="b" sx={{ color: 'primary.main', fontWeight: 600 }}>{count}</Box>
      {after}
    </span>
  );
}
