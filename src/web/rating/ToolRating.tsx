/**
 * A tool page's star rating (spec sections 3, 4 and 9). On the page's start it records the page view
 * (`POST /api/addToolPV`) and reads the tool's record (average and count). Rating rules: rating.ts.
 * The stars are a radio group: Tab reaches it, the arrow keys point at a star, Enter or Space rates.
 */
import { ErrorCodes } from '../../common/errors.js';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import { format, useMessages } from '../i18n/index.js';
import { useToast } from '../ui/Toast.js';
import { storage } from '../platform/storage.js';
import { refreshLoginInfo, useLoginInfo } from '../login/login-info.js';
import { openLoginPanel } from '../login/panel.js';
import { addToolPV, addToolScore, getToolRecord, type ToolRecord } from './api.js';
import {
  formatAverage,
  keyTarget,
  MAX_STARS,
  parseStoredScore,
  ratingMode,
  scoreKey,
  shownValue,
  STAR_OFF,
  STAR_ON,
  starFills,
  type StarFill,
} from './rating.js';
import { ratingMessages } from './messages.js';

const STAR_PATH =
  'M12 2.6l2.83 5.74 6.33.92-4.58 4.46 1.08 6.3L12 17.04 6.34 20.02l1.08-6.3L2.84 9.26l6.33-.92L12 2.6z';
const STARS = Array.from({ length: MAX_STARS }, (_, i) => i + 1);

function Star({ fill }: { fill: StarFill }) {
  const svg = (color: string) => (
    <Box
      component="svg"
      viewBox="0 0 24 24"
      aria-hidden="true"
      sx={{ width: '100%', height: '100%', display: 'block' }}
    >
      <path d={STAR_PATH} fill={color} stroke={color} strokeWidth="1.2" strokeLinejoin="round" />
    </Box>
  );
  return (
    <Box component="span" sx={{ position: 'relative', display: 'block', width: '100%', height: '100%' }}>
      {svg(fill === 'full' ? STAR_ON : STAR_OFF)}
      {fill === 'half' && (
        <Box
          component="span"
          sx={{
            position: 'absolute',
            inset: 0,
            width: '50%',
            overflow: 'hidden',
            '& svg': { width: 'auto', height: '100%', aspectRatio: '1' },
          }}
        >
          {svg(STAR_ON)}
        </Box>
      )}
    </Box>
  );
}

export function ToolRating({ toolid }: { toolid: string }) {
  const m = useMessages(ratingMessages);
  const toast = useToast();
  const login = useLoginInfo();
  const [record, setRecord] = useState<ToolRecord | null>(null);
  const [stored, setStored] = useState<number | null>(null);
  const [sending, setSending] = useState<number | null>(null);
  const [pointed, setPointed] = useState<number | null>(null);
  const [focusStar, setFocusStar] = useState(1);
  const stars = useRef<(HTMLElement | null)[]>([]);

  // Page init: the page view and this browser's stored score.
  useEffect(() => {
    setStored(parseStoredScore(storage.get(scoreKey(toolid))));
    void addToolPV(toolid);
  }, [toolid]);

  // The record, once it is known who is looking (again after a login or logout). A user who rated on
  // another device, or cleared this browser's storage, gets the score back from the server.
  const isLogin = login?.isLogin ?? null;
  useEffect(() => {
    if (isLogin === null) return;
    void getToolRecord(toolid).then((r) => {
      if (!r) return;
      setRecord(r);
      if (isLogin && r.my_score > 0 && parseStoredScore(storage.get(scoreKey(toolid))) === null) {
        storage.set(scoreKey(toolid), String(r.my_score));
        setStored(r.my_score);
      }
    });
  }, [isLogin, toolid]);

  const mode = sending !== null ? 'locked' : ratingMode(isLogin, stored);
  const mine = sending ?? stored;
  const average = record?.score ?? 0;
  const value = shownValue(mode, pointed, mine, average);
  const fills = starFills(value);
  const canRate = mode === 'open' || mode === 'guest';

  const rate = async (score: number) => {
    if (mode === 'guest') {
      openLoginPanel({ tip: m.loginFirst });
      return;
    }
    if (mode !== 'open') return;
    setSending(score);
    setPointed(null);
    const result = await addToolScore(toolid, score);
    if (result.ok) {
      storage.set(scoreKey(toolid), String(score));
      setStored(score);
      setRecord(result.record);
      toast(m.thanks);
    } else if (result.code === ErrorCodes.loginRequired) {
      // The server no longer knows this login.
      await refreshLoginInfo();
    } else {
      // Already rated (another device, or storage cleared): the server's record has the user's score.
      const r = await getToolRecord(toolid);
      if (r) setRecord(r);
      if (r && r.my_score > 0) {
        storage.set(scoreKey(toolid), String(r.my_score));
        setStored(r.my_score);
      }
    }
    setSending(null);
  };

  const focusOn = (n: number) => {
    setFocusStar(n);
    stars.current[n - 1]?.focus();
  };

  const onKeyDown = (e: KeyboardEvent, n: number) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      if (canRate) void rate(n);
      return;
    }
    const target = keyTarget(e.key, n);
    if (target === null || mode === 'locked') return;
    e.preventDefault();
    focusOn(target);
  };

  const tabStar = mode === 'locked' && mine !== null ? mine : focusStar;
  const count = record?.score_pv ?? 0;

  return (
    <Box
      data-testid="rating"
      data-mode={mode}
      sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'nowrap' }}
    >
      <Box
        role="radiogroup"
        aria-label={m.group}
        aria-readonly={mode === 'locked' ? true : undefined}
        aria-describedby={`rating-hint-${toolid}`}
        title={mode === 'guest' ? m.loginToRate : undefined}
        onMouseLeave={() => setPointed(null)}
        onBlur={(e) => {
          if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setPointed(null);
        }}
        sx={{ display: 'flex', alignItems: 'center', gap: '2px' }}
      >
        {STARS.map((n) => (
          <Box
            key={n}
            component="span"
            role="radio"
            ref={(el: HTMLElement | null) => {
              stars.current[n - 1] = el;
            }}
            aria-checked={mode === 'locked' && mine === n}
            aria-label={format(m.star, { n })}
            aria-disabled={mode === 'locked' ? true : undefined}
            tabIndex={n === tabStar ? 0 : -1}
            data-star={n}
            data-fill={fills[n - 1]}
            onMouseEnter={() => canRate && setPointed(n)}
            onFocus={() => {
              setFocusStar(n);
              if (canRate) setPointed(n);
            }}
            onClick={() => void rate(n)}
            onKeyDown={(e: KeyboardEvent) => onKeyDown(e, n)}
            sx={{
              width: { xs: 22, md: 24 },
              height: { xs: 22, md: 24 },
              p: '1px',
              borderRadius: '4px',
              cursor: canRate ? 'pointer' : 'default',
              transition: 'transform .12s',
              outline: 'none',
              '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
              ...(canRate ? { '&:hover': { transform: 'scale(1.12)' } } : {}),
            }}
          >
            <Star fill={fills[n - 1]} />
          </Box>
        ))}
      </Box>
      <Box
        data-testid="rating-summary"
        sx={{
          fontSize: 13,
          color: 'text.secondary',
          whiteSpace: 'nowrap',
          display: 'flex',
          alignItems: 'baseline',
          gap: 0.75,
        }}
      >
        {count > 0 ? (
          <>
            <Box
              component="span"
              data-testid="rating-average"
              sx={{ fontWeight: 700, fontSize: 15, color: 'text.primary' }}
            >
              {format(m.average, { score: formatAverage(average) })}
            </Box>
            <Box component="span" data-testid="rating-count">
              {format(m.count, { count })}
            </Box>
          </>
        ) : (
          <Box component="span" data-testid="rating-none">
            {m.none}
          </Box>
        )}
      </Box>
      <Box
        id={`rating-hint-${toolid}`}
        data-testid="rating-hint"
        sx={{
          position: 'absolute',
          width: '1px',
          height: '1px',
          m: '-1px',
          overflow: 'hidden',
          clip: 'rect(0 0 0 0)',
          whiteSpace: 'nowrap',
        }}
      >
        {mode === 'locked' && mine !== null
          ? format(m.yours, { n: mine })
          : mode === 'guest'
            ? m.loginToRate
            : m.pressToRate}
      </Box>
    </Box>
  );
}
