/**
 * The search every lookup tool uses: a search box, and `useChineseSearch` that matches a dataset by
 * characters, pinyin, initials and with typos (src/common/cn-search.ts). Characters work at once; pinyin
 * search starts once pinyin-pro has loaded (or at once for datasets that carry their own pinyin).
 */
import { useDeferredValue, useEffect, useMemo, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import CloseIcon from '@mui/icons-material/Close';
import {
  buildIndex,
  buildIndexAsync,
  search,
  type PinyinFn,
  type SearchIndex,
  type SearchKey,
} from '../../../common/cn-search.js';
import { loadPinyin } from '../../../common/pinyin.js';
import { format, useMessages } from '../../i18n/index.js';
import { searchMessages } from './messages.js';

/** Above this many entries the pinyin index is built in the background. */
const BIG = 3000;

export interface ChineseSearch<T> {
  /** Best first; empty for an empty query. */
  hits: T[];
  /** The query the hits are for (lags the typed one by a frame on slow phones). */
  query: string;
  /** Pinyin search is ready. */
  pinyinReady: boolean;
  /** More entries matched than `limit`. */
  truncated: boolean;
}

/** Searches `items` (undefined while they load) for `query`. `keys` must be stable (define it outside the component). */
export function useChineseSearch<T>(
  items: readonly T[] | undefined,
  keys: (item: T) => SearchKey[],
  query: string,
  limit = 50,
): ChineseSearch<T> {
  const [toPinyin, setToPinyin] = useState<PinyinFn | null>(null);
  useEffect(() => {
    let live = true;
    void loadPinyin().then((fn) => live && setToPinyin(() => fn));
    return () => {
      live = false;
    };
  }, []);
  // Small datasets get their pinyin at once; big ones are searchable by characters at once and by pinyin once
  // the index has been built in slices in the background.
  const big = (items?.length ?? 0) > BIG;
  const quick = useMemo(
    () => (items ? buildIndex(items, keys, big ? undefined : (toPinyin ?? undefined)) : null),
    [items, keys, toPinyin, big],
  );
  const [full, setFull] = useState<SearchIndex<T> | null>(null);
  useEffect(() => {
    setFull(null);
    if (!items || !big || !toPinyin) return;
    const controller = new AbortController();
    buildIndexAsync(items, keys, toPinyin, { signal: controller.signal }).then(setFull, () => {});
    return () => controller.abort();
  }, [items, keys, toPinyin, big]);
  const index = full ?? quick;
  const deferred = useDeferredValue(query);
  const found = useMemo(() => (index ? search(index, deferred, limit + 1) : []), [index, deferred, limit]);
  return {
    hits: found.slice(0, limit).map((h) => h.item),
    query: deferred,
    pinyinReady: toPinyin !== null && (!big || full !== null),
    truncated: found.length > limit,
  };
}

export function SearchBox({
  value,
  onChange,
  placeholder,
  testId = 'search',
  autoFocus,
}: {
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  testId?: string;
  autoFocus?: boolean;
}) {
  const m = useMessages(searchMessages);
  return (
    <Box
      role="search"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        px: 1.75,
        height: { xs: 48, md: 52 },
        borderRadius: 3,
        border: 1.5,
        borderColor: 'line.strong',
        bgcolor: 'background.paper',
        transition: 'border-color .15s, box-shadow .15s',
        '&:focus-within': { borderColor: 'primary.main', boxShadow: (t) => `0 0 0 3px ${t.palette.surface.selected}` },
      }}
    >
      <SearchIcon sx={{ color: 'text.secondary' }} />
      <InputBase
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder={placeholder ?? m.placeholder}
        autoFocus={autoFocus}
        inputProps={{
          'data-testid': `${testId}-input`,
          'aria-label': placeholder ?? m.placeholder,
          enterKeyHint: 'search',
        }}
        sx={{ flex: 1, fontSize: { xs: 16, md: 17 } }}
      />
      {value && (
        <IconButton size="small" aria-label={m.clear} onClick={() => onChange('')} data-testid={`${testId}-clear`}>
          <CloseIcon fontSize="small" />
        </IconButton>
      )}
    </Box>
  );
}

/** The list under the box: a count, the rendered hits, or a clear "nothing found" line. */
export function SearchResults<T>({
  result,
  render,
  loading,
  failed,
  empty,
  testId = 'search',
}: {
  result: ChineseSearch<T>;
  render: (item: T, index: number) => ReactNode;
  /** The dataset is still loading. */
  loading?: boolean;
  failed?: boolean;
  /** Shown while the query is empty (suggestions, a browse view). */
  empty?: ReactNode;
  testId?: string;
}) {
  const m = useMessages(searchMessages);
  const q = result.query.trim();
  const line = (text: string, id: string) => (
    <Typography data-testid={`${testId}-${id}`} sx={{ fontSize: 13.5, color: 'text.secondary', py: 0.5 }}>
      {text}
    </Typography>
  );
  if (failed) return line(m.failed, 'failed');
  if (loading) return line(m.loading, 'loading');
  if (!q) return <>{empty}</>;
  if (result.hits.length === 0) return line(format(m.none, { q }), 'none');
  return (
    <Box data-testid={`${testId}-results`} sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      {line(
        result.truncated ? format(m.more, { n: result.hits.length }) : format(m.count, { n: result.hits.length }),
        'count',
      )}
      {result.hits.map(render)}
    </Box>
  );
}

/** Loads a dataset once, on mount (a dynamic import or a fetch of our own JSON), so the page's first load stays small. */
export function useLazyData<T>(load: () => Promise<T>): { data: T | undefined; failed: boolean } {
  const [state, setState] = useState<{ data: T | undefined; failed: boolean }>({ data: undefined, failed: false });
  useEffect(() => {
    let live = true;
    load().then(
      (data) => live && setState({ data, failed: false }),
      () => live && setState({ data: undefined, failed: true }),
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- loads once
  }, []);
  return state;
}

/** One found entry: a title line with an optional badge on the right, then details; clickable with `onClick`. */
export function ItemCard({
  title,
  badge,
  children,
  testId,
  onClick,
  selected,
}: {
  title: ReactNode;
  badge?: ReactNode;
  children?: ReactNode;
  testId?: string;
  onClick?: () => void;
  selected?: boolean;
}) {
  return (
    <Box
      data-testid={testId}
      role={onClick ? 'button' : undefined}
      tabIndex={onClick ? 0 : undefined}
      aria-pressed={onClick ? Boolean(selected) : undefined}
      onClick={onClick}
      onKeyDown={onClick ? (e) => (e.key === 'Enter' || e.key === ' ') && (e.preventDefault(), onClick()) : undefined}
      sx={{
        border: 1,
        borderColor: selected ? 'primary.main' : 'line.main',
        borderRadius: 2.5,
        px: 2,
        py: 1.5,
        bgcolor: selected ? 'surface.selected' : 'background.paper',
        cursor: onClick ? 'pointer' : undefined,
        transition: 'border-color .15s, background-color .15s',
        '&:hover': onClick ? { borderColor: 'primary.main' } : undefined,
        '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1.5 }}>
        <Typography component="div" sx={{ fontSize: 16.5, fontWeight: 600, minWidth: 0 }}>
          {title}
        </Typography>
        {badge}
      </Box>
      {children && <Box sx={{ mt: 0.75, fontSize: 14, color: 'text.secondary', lineHeight: 1.7 }}>{children}</Box>}
    </Box>
  );
}
