import { useDeferredValue, useMemo, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { format, Notice, SearchBox, ToolBody, useI18n, useMessages, useSettledReport } from '../../web/kit/index.js';
import { lookupPhone, segmentsByCarrier } from './phone.js';
import type { Carrier } from './segments.js';
import { messages } from './messages.js';

const CARRIERS: Carrier[] = ['mobile', 'unicom', 'telecom', 'broadnet'];
const COLOR: Record<Carrier, string> = {
  mobile: 'accent.blue',
  unicom: 'error.main',
  telecom: 'accent.sky',
  broadnet: 'accent.violet',
};
const EXAMPLES = ['13800138000', '186', '1703', '19912345678', '010-12345678', '120'];

/** 电话区号查询: the carrier of a mobile segment, big-city area codes, service numbers. */
export default function PhonenumberPage() {
  const m = useMessages(messages);
  const { lang } = useI18n();
  const [text, setText] = useState('');
  const typed = useDeferredValue(text);
  const answer = useMemo(() => lookupPhone(typed), [typed]);
  const table = useMemo(segmentsByCarrier, []);
  useSettledReport(answer.kind === 'mobile' && answer.info ? answer.segment : null);

  const line = (label: string, value: string, testId: string, color?: string) => (
    <Box>
      <Typography sx={{ fontSize: 12, color: 'text.secondary' }}>{label}</Typography>
      <Typography data-testid={testId} sx={{ fontSize: 17, fontWeight: 700, color }}>
        {value}
      </Typography>
    </Box>
  );
  const card = (children: ReactNode) => (
    <Box
      data-testid="phonenumber-answer"
      sx={{ display: 'grid', gap: 1.25, p: 2, borderRadius: 3, border: 1, borderColor: 'line.main' }}
    >
      {children}
    </Box>
  );
  const note = (t: string) => <Typography sx={{ fontSize: 13.5, color: 'text.secondary' }}>{t}</Typography>;

  let result: ReactNode = null;
  if (answer.kind === 'mobile') {
    result = card(
      <>
        <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: '1fr 1fr' }}>
          {line(m.segment, answer.segment, 'phonenumber-segment')}
          {answer.info
            ? line(m.carrier, m[answer.info.carrier], 'phonenumber-carrier', COLOR[answer.info.carrier])
            : line(m.carrier, '—', 'phonenumber-carrier')}
        </Box>
        {!answer.info &&
          note(answer.segment.length === 3 && answer.number.length === 3 ? m.needMore : m.segmentUnknown)}
        {answer.info?.virtual && note(m.virtual)}
        {answer.info?.data && note(m.data)}
        {!answer.complete && answer.number.length > 4 && note(format(m.incomplete, { n: answer.number.length }))}
        {answer.info && note(m.ported)}
        {note(m.noCity)}
      </>,
    );
  } else if (answer.kind === 'landline') {
    result = card(
      <>
        {answer.city
          ? line(
              m.areaCode,
              format(m.landlineCity, { code: answer.areaCode!, city: answer.city[lang] }),
              'phonenumber-city',
            )
          : line(m.landline, answer.number, 'phonenumber-city')}
        {!answer.city && note(m.landlineOther)}
      </>,
    );
  } else if (answer.kind === 'short') {
    result = card(line(m.short, `${answer.number} ${answer.name[lang]}`, 'phonenumber-short'));
  } else if (answer.reason !== 'empty') {
    const key = answer.reason === 'chars' ? 'errorChars' : answer.reason === 'length' ? 'errorLength' : 'errorUnknown';
    result = (
      <Notice severity="warning" testId="phonenumber-error">
        {m[key]}
      </Notice>
    );
  }

  return (
    <ToolBody testId="phonenumber-tool">
      <SearchBox value={text} onChange={setText} placeholder={m.placeholder} testId="phonenumber" />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
        {EXAMPLES.map((e) => (
          <Chip key={e} label={e} size="small" onClick={() => setText(e)} data-testid="phonenumber-example" />
        ))}
      </Box>
      {result}
      <Box sx={{ borderRadius: 3, bgcolor: 'surface.soft', p: { xs: 1.5, md: 2.5 }, display: 'grid', gap: 1.25 }}>
        <Typography sx={{ fontWeight: 700 }}>{m.table}</Typography>
        {CARRIERS.map((c) => (
          <Box key={c} data-testid={`phonenumber-table-${c}`}>
            <Typography sx={{ fontSize: 14, fontWeight: 700, color: COLOR[c] }}>{m[c]}</Typography>
            <Typography sx={{ fontSize: 14, lineHeight: 1.8, wordBreak: 'break-word' }}>
              {table[c].join('  ')}
            </Typography>
          </Box>
        ))}
      </Box>
      <Notice>{m.source}</Notice>
    </ToolBody>
  );
}
