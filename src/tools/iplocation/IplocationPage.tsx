import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { getJson, Notice, SearchBox, ToolBody, useMessages, useUsageReport } from '../../web/kit/index.js';
import { looksLikeIp, placeText, type IpAnswer } from './place.js';
import { messages } from './messages.js';

type State = { kind: 'loading' } | { kind: 'ok'; answer: IpAnswer } | { kind: 'error'; text: string };

/** IP归属地: the visitor's own address at once, and any typed one. */
export default function IplocationPage() {
  const m = useMessages(messages);
  const report = useUsageReport();
  const [mine, setMine] = useState<State>({ kind: 'loading' });
  const [typed, setTyped] = useState('');
  const [other, setOther] = useState<State | null>(null);

  useEffect(() => {
    getJson<IpAnswer>('/api/tools/iplocation').then(
      (answer) => setMine({ kind: 'ok', answer }),
      () => setMine({ kind: 'error', text: m.failed }),
    );
  }, [m.failed]);
  const lookup = () => {
    if (!looksLikeIp(typed)) return setOther({ kind: 'error', text: m.invalid });
    setOther({ kind: 'loading' });
    getJson<IpAnswer>('/api/tools/iplocation', { ip: typed.trim() }).then(
      (answer) => (setOther({ kind: 'ok', answer }), report(answer.ip)),
      (e: { status?: number }) => setOther({ kind: 'error', text: e.status === 400 ? m.invalid : m.failed }),
    );
  };
  const card = (s: State, title: string, id: string) => (
    <Box data-testid={id} sx={{ borderRadius: 3, p: { xs: 2, md: 3 }, bgcolor: 'surface.soft' }}>
      <Typography sx={{ fontSize: 13.5, color: 'text.secondary' }}>{title}</Typography>
      {s.kind === 'loading' && <Typography sx={{ mt: 1 }}>{m.loading}</Typography>}
      {s.kind === 'error' && <Typography sx={{ mt: 1, color: 'error.main' }}>{s.text}</Typography>}
      {s.kind === 'ok' && (
        <>
          <Typography
            data-testid={`${id}-ip`}
            sx={{ fontSize: { xs: 24, md: 30 }, fontWeight: 800, wordBreak: 'break-all', color: 'primary.main' }}
          >
            {s.answer.ip}
          </Typography>
          {s.answer.local ? (
            <Typography data-testid={`${id}-place`} sx={{ mt: 1 }}>
              {m.local}
            </Typography>
          ) : (
            <Box
              sx={{
                display: 'grid',
                gridTemplateColumns: 'auto 1fr',
                columnGap: 2,
                rowGap: 0.5,
                mt: 1.5,
                fontSize: 15,
              }}
            >
              <Box sx={{ color: 'text.secondary' }}>{m.place}</Box>
              <Box data-testid={`${id}-place`} sx={{ fontWeight: 600 }}>
                {placeText(s.answer) || m.unknown}
              </Box>
              <Box sx={{ color: 'text.secondary' }}>{m.isp}</Box>
              <Box>{s.answer.isp || m.unknown}</Box>
              <Box sx={{ color: 'text.secondary' }}>{m.version}</Box>
              <Box>{`IPv${s.answer.version}`}</Box>
            </Box>
          )}
        </>
      )}
    </Box>
  );

  return (
    <ToolBody testId="iplocation-tool">
      {card(mine, m.mine, 'iplocation-mine')}
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }} onKeyDown={(e) => e.key === 'Enter' && lookup()}>
        <Box sx={{ flex: 1 }}>
          <SearchBox value={typed} onChange={setTyped} placeholder={m.placeholder} testId="iplocation" />
        </Box>
        <Button variant="contained" size="large" onClick={lookup} data-testid="iplocation-query">
          {m.query}
        </Button>
      </Box>
      {other && card(other, typed.trim(), 'iplocation-other')}
      <Notice>{m.source}</Notice>
    </ToolBody>
  );
}
