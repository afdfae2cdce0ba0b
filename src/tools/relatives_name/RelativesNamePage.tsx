import { useDeferredValue, useMemo } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  ChoiceChips,
  defineOptions,
  Notice,
  opt,
  OptionsPanel,
  SearchBox,
  ToolBody,
  useMessages,
  useSettledReport,
  useToolOptions,
} from '../../web/kit/index.js';
import { joinSteps, REGIONS, relate, STEPS } from './relatives.js';
import { messages } from './messages.js';

const OPTIONS = defineOptions({
  text: opt.text('', { maxLength: 120 }),
  sex: opt.choice(['male', 'female'], 'male'),
  region: opt.choice(REGIONS, 'default'),
});

/** 亲戚关系计算: the term for a relative, both ways. */
export default function RelativesNamePage() {
  const m = useMessages(messages);
  const { values: o, set } = useToolOptions(OPTIONS);
  const text = useDeferredValue(o.text);
  const k = useMemo(() => relate(text, o.sex, o.region), [text, o.sex, o.region]);
  useSettledReport(k ? `${text}${o.sex}${o.region}` : null);
  const steps = o.text ? o.text.split('的').filter(Boolean) : [];
  const box = (label: string, terms: string[], id: string) => (
    <Box
      data-testid={id}
      sx={{ flex: 1, borderRadius: 3, p: { xs: 2, md: 3 }, bgcolor: 'surface.soft', textAlign: 'center' }}
    >
      <Typography sx={{ fontSize: 13.5, color: 'text.secondary' }}>{label}</Typography>
      <Typography sx={{ fontSize: { xs: 26, md: 32 }, fontWeight: 800, color: 'primary.main', mt: 0.5 }}>
        {terms.join(' / ') || '—'}
      </Typography>
    </Box>
  );

  return (
    <ToolBody testId="relatives-tool">
      <OptionsPanel columns={2}>
        <ChoiceChips
          label={m.me}
          value={o.sex}
          onChange={(sex) => set({ sex })}
          columns={2}
          testId="relatives-sex"
          choices={[
            { value: 'male', label: m.male },
            { value: 'female', label: m.female },
          ]}
        />
        <ChoiceChips
          label={m.region}
          value={o.region}
          onChange={(region) => set({ region })}
          columns={3}
          testId="relatives-region"
          choices={REGIONS.map((r) => ({ value: r, label: m[r] }))}
        />
      </OptionsPanel>
      <SearchBox value={o.text} onChange={(t) => set({ text: t })} placeholder={m.placeholder} testId="relatives" />
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'repeat(4, 1fr)', sm: 'repeat(6, 1fr)', md: 'repeat(12, 1fr)' },
          gap: 1,
        }}
      >
        {STEPS.map((s) => (
          <Button
            key={s}
            variant="outlined"
            onClick={() => set({ text: joinSteps([...steps, s]) })}
            data-testid={`relatives-step-${s}`}
          >
            {s}
          </Button>
        ))}
        <Button onClick={() => set({ text: joinSteps(steps.slice(0, -1)) })} disabled={!steps.length}>
          {m.back}
        </Button>
        <Button color="error" onClick={() => set({ text: '' })} disabled={!steps.length}>
          {m.clear}
        </Button>
      </Box>
      {o.text ? (
        <Typography sx={{ fontSize: 15 }}>{`${m.chain} ${o.text}`}</Typography>
      ) : (
        <Typography sx={{ fontSize: 14, color: 'text.secondary' }}>{m.hint}</Typography>
      )}
      {o.text && !k && (
        <Notice severity="warning" testId="relatives-none">
          {m.none}
        </Notice>
      )}
      {k && (
        <Box sx={{ display: 'flex', gap: 1.5, flexDirection: { xs: 'column', sm: 'row' } }}>
          {box(m.call, k.call, 'relatives-call')}
          {box(m.calledBy, k.calledBy, 'relatives-called-by')}
        </Box>
      )}
      <Notice>{m.source}</Notice>
    </ToolBody>
  );
}
