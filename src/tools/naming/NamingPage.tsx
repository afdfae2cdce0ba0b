import { useState } from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import {
  ChoiceChips,
  format,
  LoadingButton,
  Notice,
  NumberField,
  OptionsPanel,
  ToolBody,
  useLazyData,
  useMessages,
  useToolOptions,
  useUsageReport,
} from '../../web/kit/index.js';
import { GENDERS, loadPoemLines, makeNames, SOURCES, type PoemName } from '../../common/poem-names/poem-names.js';
import { messages } from './messages.js';
import { NameCard } from './NameCard.js';
import { LENGTHS, nameRequest, OPTIONS } from './naming.js';

/** 取名字: names for a surname from one line of a classical poem, with each character's meaning. */
export default function NamingPage() {
  const m = useMessages(messages);
  const report = useUsageReport();
  const { values: o, set, number } = useToolOptions(OPTIONS);
  const { data, failed } = useLazyData(loadPoemLines);
  const [names, setNames] = useState<PoemName[] | null>(null);
  const req = nameRequest(o);
  const error = req.ok ? null : m[req.reason];

  const generate = () => {
    if (!data || !req.ok) return;
    setNames(makeNames(data, req.request));
    report(req.request.surname);
  };

  return (
    <ToolBody testId="naming-tool">
      <OptionsPanel columns={2}>
        <TextField
          label={m.surname}
          value={o.surname}
          onChange={(e) => set({ surname: e.target.value })}
          error={!!error}
          helperText={error ?? m.surnameHint}
          slotProps={{ htmlInput: { maxLength: 8, 'data-testid': 'naming-surname' } }}
        />
        <NumberField label={m.count} testId="naming-count" {...number('count')} />
        <ChoiceChips
          label={m.gender}
          value={o.gender}
          onChange={(gender) => set({ gender })}
          columns={3}
          testId="naming-gender"
          choices={GENDERS.map((v) => ({ value: v, label: m[v] }))}
        />
        <ChoiceChips
          label={m.length}
          value={o.length}
          onChange={(length) => set({ length })}
          columns={2}
          testId="naming-length"
          choices={LENGTHS.map((v) => ({ value: v, label: m[v] }))}
        />
        <ChoiceChips
          label={m.source}
          value={o.source}
          onChange={(source) => set({ source })}
          columns={4}
          testId="naming-source"
          choices={SOURCES.map((v) => ({ value: v, label: m[v] }))}
        />
      </OptionsPanel>
      <Box>
        <LoadingButton
          variant="contained"
          size="large"
          onClick={generate}
          disabled={!data || !req.ok}
          loading={!data && !failed}
          data-testid="naming-generate"
        >
          {!data && !failed ? m.loading : names ? m.again : m.generate}
        </LoadingButton>
      </Box>
      {failed && <Notice>{m.failed}</Notice>}
      {names && names.length === 0 && <Notice>{m.none}</Notice>}
      {names && names.length > 0 && (
        <Box
          data-testid="naming-results"
          sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}
        >
          {names.map((n) => (
            <NameCard key={n.given} name={n} />
          ))}
        </Box>
      )}
      {data && <Notice>{format(m.honest, { lines: data.lines.length, chars: data.characters })}</Notice>}
    </ToolBody>
  );
}
