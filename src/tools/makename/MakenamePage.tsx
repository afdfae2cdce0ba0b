import { useState } from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  ChoiceChips,
  defineOptions,
  format,
  Notice,
  NumberField,
  opt,
  OptionsPanel,
  RandomBatch,
  ToolBody,
  useLazyData,
  useMessages,
  useToolOptions,
  useUsageReport,
} from '../../web/kit/index.js';
import {
  checkSurname,
  GENDERS,
  loadPoemLines,
  makeNames,
  markLine,
  MAX_NAMES,
  SOURCES,
  type PoemName,
} from './makename.js';
import { messages } from './messages.js';

const OPTIONS = defineOptions({
  surname: opt.text('李', { maxLength: 8 }),
  gender: opt.choice(GENDERS, 'any'),
  source: opt.choice(SOURCES, 'all'),
  count: opt.int(8, { min: 1, max: MAX_NAMES }),
});

/** 古诗词取名: random two-character names from one real line of a classical poem, with the line shown. */
export default function MakenamePage() {
  const m = useMessages(messages);
  const report = useUsageReport();
  const { values: o, set, number } = useToolOptions(OPTIONS);
  const { data, failed } = useLazyData(loadPoemLines);
  const [names, setNames] = useState<PoemName[] | null>(null);
  const check = checkSurname(o.surname);
  const error = check.ok ? null : m[check.reason];

  const generate = () => {
    if (!data || !check.ok) return;
    setNames(makeNames(data, { surname: check.surname, gender: o.gender, source: o.source, count: o.count }));
    report(check.surname);
  };

  return (
    <ToolBody testId="makename-tool">
      <OptionsPanel columns={2}>
        <TextField
          label={m.surname}
          value={o.surname}
          onChange={(e) => set({ surname: e.target.value })}
          error={!!error}
          helperText={error ?? m.surnameHint}
          slotProps={{ htmlInput: { maxLength: 8, 'data-testid': 'makename-surname' } }}
        />
        <NumberField label={m.count} testId="makename-count" {...number('count')} />
        <ChoiceChips
          label={m.gender}
          value={o.gender}
          onChange={(gender) => set({ gender })}
          columns={3}
          testId="makename-gender"
          choices={GENDERS.map((v) => ({ value: v, label: m[v] }))}
        />
        <ChoiceChips
          label={m.source}
          value={o.source}
          onChange={(source) => set({ source })}
          columns={4}
          testId="makename-source"
          choices={SOURCES.map((v) => ({ value: v, label: m[v] }))}
        />
      </OptionsPanel>
      <RandomBatch
        items={names?.map((n) => n.name) ?? []}
        onGenerate={generate}
        disabled={!data || !check.ok}
        labels={{
          generate: data || failed ? m.generate : m.loading,
          again: m.again,
          copyAll: m.copyAll,
          hint: m.tapToCopy,
        }}
        bold
        testId="makename"
      />
      {failed && <Notice>{m.failed}</Notice>}
      {names && names.length === 0 && <Notice>{m.none}</Notice>}
      {names && names.length > 0 && (
        <Box
          data-testid="makename-sources"
          sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}
        >
          {names.map((n) => (
            <Box
              key={n.given}
              data-testid="makename-source-card"
              sx={{ borderRadius: 2.5, p: 2, bgcolor: 'surface.soft', borderLeft: 4, borderColor: 'primary.main' }}
            >
              <Typography sx={{ fontWeight: 700, fontSize: 18 }}>{n.name}</Typography>
              <Typography data-testid="makename-line" sx={{ mt: 0.5, fontSize: 16, lineHeight: 1.8 }}>
                {markLine(n.line, n.marks).map((p, i) =>
                  p.mark ? (
                    <Box
                      key={i}
                      component="mark"
                      sx={{ bgcolor: 'transparent', color: 'primary.main', fontWeight: 700 }}
                    >
                      {p.text}
                    </Box>
                  ) : (
                    p.text
                  ),
                )}
              </Typography>
              <Typography sx={{ mt: 0.5, fontSize: 13, color: 'text.secondary' }}>
                《{n.title}》{[n.dynasty, n.author].filter(Boolean).join(' · ')}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
      {data && <Notice>{format(m.honest, { lines: data.lines.length, chars: data.characters })}</Notice>}
    </ToolBody>
  );
}
