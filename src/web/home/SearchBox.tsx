import { useEffect, useMemo, useRef, useState, type ChangeEvent } from 'react';
import Box from '@mui/material/Box';
import SearchIcon from '@mui/icons-material/Search';
import { useI18n } from '../i18n/index.js';
import { fetchToolList, fetchStatistics } from '../platform/api.js';
import { useOnce } from '../platform/use-once.js';
import { trackClickLater } from '../platform/track-later.js';
import { useDebounced } from '../ui/use-debounced.js';
import { findTool } from '../registry.js';
import { filterTools, isAcceptedSearchInput, SEARCH_DEBOUNCE_MS, stripRejectedSearchInput } from './search.js';
import { toolPath } from '../../common/tool-meta.js';

/** The tool search with the statistics block ("helped N people") shown while it is idle. */
export function SearchBox() {
  const { t, pick, href } = useI18n();
  // Loaded once per page (spec: "the tool list is loaded once at page start"); a failure leaves it empty.
  const toolList = useOnce('toolList', fetchToolList, []);
  const count = useOnce('statistics', fetchStatistics, 0);
  const [query, setQuery] = useState('');
  const [focused, setFocused] = useState(false);
  const [panelOpen, setPanelOpen] = useState(false);
  const composing = useRef(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const debounced = useDebounced(query, SEARCH_DEBOUNCE_MS);
  const results = useMemo(() => filterTools(toolList, debounced), [toolList, debounced]);

  // A click (or tap) outside the box and its panel clears the panel.
  useEffect(() => {
    const onPointerDown = (e: PointerEvent) => {
      if (wrapper.current && !wrapper.current.contains(e.target as Node)) setPanelOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, []);

  const accept = (value: string) => {
    // Input outside the allowed characters does nothing.
    if (!isAcceptedSearchInput(value)) return;
    setQuery(value);
    setPanelOpen(true);
  };
  const onChange = (e: ChangeEvent<HTMLInputElement>) => {
    if (composing.current)
      setQuery(e.target.value); // IME text is checked when composition ends
    else accept(e.target.value);
  };

  const showStats = !focused && query === '' && count > 0;
  return (
    <Box ref={wrapper} sx={{ position: 'relative', flex: 1, minWidth: 0 }}>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          px: { xs: 1.5, md: 2 },
          height: { xs: 40, md: 44 },
          borderRadius: 22,
          bgcolor: 'surface.soft',
          border: '1px solid',
          borderColor: focused ? 'primary.main' : 'transparent',
          transition: 'border-color .15s',
        }}
      >
        <SearchIcon sx={{ color: 'secondary.main', fontSize: { xs: 22, md: 24 } }} />
        <Box sx={{ position: 'relative', flex: 1, minWidth: 0 }}>
          <Box
            component="input"
            value={query}
            placeholder={showStats ? '' : t('search.placeholder')}
            aria-label={t('search.label')}
            data-testid="search-input"
            enterKeyHint="search"
            autoComplete="off"
            spellCheck={false}
            sx={{
              display: 'block',
              width: '100%',
              minWidth: 0,
              m: 0,
              p: '4px 0 5px',
              border: 0,
              outline: 0,
              bgcolor: 'transparent',
              color: 'text.primary',
              font: 'inherit',
              fontSize: 15,
              lineHeight: '1.4375em',
              height: '1.4375em',
              boxSizing: 'content-box',
              '&::placeholder': { color: 'currentColor', opacity: 0.42 },
            }}
            onChange={onChange}
            onCompositionStart={() => (composing.current = true)}
            onCompositionEnd={(e) => {
              composing.current = false;
              const value = (e.target as HTMLInputElement).value;
              accept(isAcceptedSearchInput(value) ? value : stripRejectedSearchInput(value));
            }}
            onFocus={() => {
              setFocused(true);
              if (query !== '') setPanelOpen(true);
            }}
            onBlur={() => setFocused(false)}
            onKeyDown={(e) => e.key === 'Escape' && setPanelOpen(false)}
          />
          {showStats && (
            <Box
              data-testid="stats-banner"
              aria-live="polite"
              sx={{
                position: 'absolute',
                inset: 0,
                display: 'flex',
                alignItems: 'center',
                pointerEvents: 'none',
                color: 'text.secondary',
                fontSize: { xs: 13, sm: 14, md: 15 },
                whiteSpace: 'nowrap',
                overflow: 'hidden',
                textOverflow: 'ellipsis',
              }}
            >
              <StatsText count={count} />
            </Box>
          )}
        </Box>
      </Box>
      {panelOpen && debounced !== '' && (
        <Box
          data-testid="search-results"
          sx={{
            bgcolor: 'background.paper',
            position: 'absolute',
            top: { xs: 46, md: 52 },
            left: 0,
            right: 0,
            zIndex: 20,
            maxHeight: 'min(420px, 70vh)',
            overflowY: 'auto',
            p: 0.75,
            borderRadius: 3,
            border: '1px solid',
            borderColor: 'line.main',
            boxShadow: '0 12px 32px rgba(20,30,60,.14)',
          }}
        >
          {results.length === 0 ? (
            <Box sx={{ px: 2, py: 1.75, color: 'text.secondary', fontSize: 14 }}>{t('search.empty')}</Box>
          ) : (
            results.map((tool) => {
              const meta = findTool(tool.path);
              return (
                <Box
                  key={tool.path}
                  component="a"
                  href={tool.url ?? href(toolPath(tool.path))}
                  target="_blank"
                  rel="noopener"
                  data-testid="search-result"
                  onClick={() => trackClickLater(tool.path, 'search')}
                  sx={{
                    display: 'flex',
                    alignItems: 'center',
                    gap: 1.5,
                    px: 1.5,
                    py: 1,
                    borderRadius: 2,
                    color: 'text.primary',
                    textDecoration: 'none',
                    fontSize: 15,
                    '&:hover, &:focus-visible': { bgcolor: 'surface.soft' },
                  }}
                >
                  <Box component="img" src={tool.icon} alt="" sx={{ width: 32, height: 32, flexShrink: 0 }} />
                  <Box
                    component="span"
                    sx={{ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
                  >
                    {meta ? pick(meta.name) : tool.name}
                  </Box>
                </Box>
              );
            })
          )}
        </Box>
      )}
    </Box>
  );
}

/** The spec's "helped N people" text, verbatim on every screen, with the number emphasised. */
function StatsText({ count }: { count: number }) {
  const { t } = useI18n();
  const [before, after] = t('stats.banner').split('{count}');
  return (
    <span>
      {before}
      <Box component="b" sx={{ color: 'primary.main', fontWeight: 600 }}>
        {count}
      </Box>
      {after}
    </span>
  );
}
