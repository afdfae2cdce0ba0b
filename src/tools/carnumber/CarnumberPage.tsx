import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import {
  format,
  ItemCard,
  Notice,
  SearchBox,
  SearchResults,
  ToolBody,
  useChineseSearch,
  useLazyData,
  useMessages,
  useSettledReport,
} from '../../web/kit/index.js';
import { byProvince, loadPlates, normalizePlate, plateKeys, readPlate, type PlateCode } from './carnumber.js';
import { messages } from './messages.js';

const prefix = (c: PlateCode) => (c.letter === '*' ? c.abbr : c.abbr + c.letter);

/** 车牌归属地: read a typed plate, or find a city's code, or browse by province. */
export default function CarnumberPage() {
  const m = useMessages(messages);
  const [query, setQuery] = useState('');
  const [province, setProvince] = useState('粤');
  const { data, failed } = useLazyData(loadPlates);
  const provinces = useMemo(() => (data ? byProvince(data) : []), [data]);
  const q = query.trim();
  // A province abbreviation alone or followed by a letter is a plate; anything else (青岛, 吉林) searches cities.
  const plate = normalizePlate(q);
  const isPlate = provinces.some((p) => plate.startsWith(p.abbr)) && (plate.length === 1 || /^.[A-Z]/u.test(plate));
  const answer = data && isPlate ? readPlate(data, q) : null;
  const result = useChineseSearch(data, plateKeys, answer ? '' : query, 30);
  useSettledReport(answer?.ok ? `${answer.abbr}${answer.letter}` : result.hits.length ? result.query : null);

  const field = (label: string, value: string, testId: string) => (
    <Box>
      <Typography sx={{ fontSize: 12, color: 'text.secondary' }}>{label}</Typography>
      <Typography data-testid={testId} sx={{ fontSize: 16, fontWeight: 600 }}>
        {value}
      </Typography>
    </Box>
  );
  const current = provinces.find((p) => p.abbr === province);
  const browse = (
    <Box sx={{ borderRadius: 3, bgcolor: 'surface.soft', p: { xs: 1.5, md: 2.5 }, display: 'grid', gap: 1.5 }}>
      <Typography sx={{ fontWeight: 700 }}>{m.browse}</Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
        {provinces.map((p) => (
          <Chip
            key={p.abbr}
            label={p.abbr}
            title={p.province}
            onClick={() => setProvince(p.abbr)}
            color={province === p.abbr ? 'primary' : 'default'}
            data-testid={`carnumber-province-${p.abbr}`}
            sx={{ fontSize: 16, minWidth: 40, bgcolor: province === p.abbr ? undefined : 'background.paper' }}
          />
        ))}
      </Box>
      {current && (
        <>
          <Typography sx={{ fontSize: 14, color: 'text.secondary' }}>
            {format(m.codes, { province: current.province, abbr: current.abbr, n: current.codes.length })}
          </Typography>
          <Box
            data-testid="carnumber-codes"
            sx={{
              display: 'grid',
              gap: 1,
              gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)', md: 'repeat(4, 1fr)' },
            }}
          >
            {current.codes.map((c) => (
              <Box
                key={c.letter}
                sx={{
                  display: 'flex',
                  gap: 1,
                  alignItems: 'baseline',
                  bgcolor: 'background.paper',
                  borderRadius: 2,
                  px: 1.5,
                  py: 1,
                }}
              >
                <Typography sx={{ fontWeight: 700, color: 'primary.main', whiteSpace: 'nowrap' }}>
                  {prefix(c)}
                </Typography>
                <Typography sx={{ fontSize: 14 }}>{c.city}</Typography>
              </Box>
            ))}
          </Box>
        </>
      )}
    </Box>
  );

  return (
    <ToolBody testId="carnumber-tool">
      <SearchBox value={query} onChange={setQuery} placeholder={m.placeholder} testId="carnumber" />
      {answer && !answer.ok && answer.error !== 'empty' && (
        <Notice severity="warning" testId="carnumber-error">
          {m[answer.error === 'province' ? 'errorProvince' : answer.error === 'letter' ? 'errorLetter' : 'errorSerial']}
        </Notice>
      )}
      {answer?.ok && (
        <Box
          data-testid="carnumber-answer"
          sx={{
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' },
            p: 2,
            borderRadius: 3,
            border: 1,
            borderColor: 'line.main',
          }}
        >
          {field(m.plate, `${answer.abbr}${answer.letter}${answer.serial}${answer.suffix ?? ''}`, 'carnumber-plate')}
          {field(m.province, answer.province, 'carnumber-province')}
          {answer.letter &&
            field(
              m.city,
              answer.city ?? format(m.cityUnknown, { abbr: answer.abbr, letter: answer.letter }),
              'carnumber-city',
            )}
          {answer.kind && field(m.kind, m[answer.kind], 'carnumber-kind')}
          {answer.suffix && field(m.suffix, m[answer.suffix], 'carnumber-suffix')}
        </Box>
      )}
      {answer?.ok && data?.some((c) => c.abbr === answer.abbr && c.letter === '*') && (
        <Typography sx={{ fontSize: 13.5, color: 'text.secondary' }}>
          {format(m.cityAll, { abbr: answer.abbr, city: answer.province })}
        </Typography>
      )}
      {!answer && (
        <SearchResults
          result={result}
          loading={!data && !failed}
          failed={failed}
          empty={browse}
          testId="carnumber"
          render={(c) => (
            <ItemCard
              key={prefix(c)}
              testId="carnumber-hit"
              title={c.city}
              badge={<Chip label={prefix(c)} color="primary" sx={{ fontWeight: 700 }} />}
            >
              {c.province}
            </ItemCard>
          )}
        />
      )}
      <Notice>{m.source}</Notice>
    </ToolBody>
  );
}
