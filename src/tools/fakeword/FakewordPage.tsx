import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ShuffleIcon from '@mui/icons-material/Shuffle';
import {
  ChoiceChips,
  copyText,
  defineOptions,
  Notice,
  NumberField,
  opt,
  OptionsPanel,
  ToolBody,
  useLazyData,
  useMessages,
  useToast,
  useToolOptions,
  useUsageReport,
} from '../../web/kit/index.js';
import { loadNames, makeNames, MAX_NAMES, type PersonName } from './names.js';
import { messages } from './messages.js';

const OPTIONS = defineOptions({
  gender: opt.choice(['any', 'female', 'male'], 'any'),
  count: opt.int(10, { min: 1, max: MAX_NAMES }),
});

/** 英文人名生成: a batch of random English names, tap to copy. */
export default function FakewordPage() {
  const m = useMessages(messages);
  const toast = useToast();
  const report = useUsageReport();
  const { values: o, set, number } = useToolOptions(OPTIONS);
  const { data, failed } = useLazyData(loadNames);
  const [names, setNames] = useState<PersonName[]>([]);
  const full = (n: PersonName) => `${n.given} ${n.surname}`;
  const copy = async (text: string) => toast((await copyText(text)) ? m.copied : text);
  const generate = () => {
    if (!data) return;
    setNames(makeNames(data, o.gender, o.count));
    report(String(Date.now()));
  };

  return (
    <ToolBody testId="fakeword-tool">
      <OptionsPanel columns={2}>
        <ChoiceChips
          label={m.gender}
          value={o.gender}
          onChange={(gender) => set({ gender })}
          columns={3}
          testId="fakeword-gender"
          choices={(['any', 'female', 'male'] as const).map((v) => ({ value: v, label: m[v] }))}
        />
        <NumberField label={m.count} testId="fakeword-count" {...number('count')} />
      </OptionsPanel>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button
          variant="contained"
          size="large"
          startIcon={<ShuffleIcon />}
          onClick={generate}
          disabled={!data}
          data-testid="fakeword-generate"
          sx={{ px: 4 }}
        >
          {names.length ? m.again : m.generate}
        </Button>
        {names.length > 0 && (
          <Button size="large" onClick={() => copy(names.map(full).join('\n'))} data-testid="fakeword-copy">
            {m.copyAll}
          </Button>
        )}
      </Box>
      {failed && <Notice severity="error">{m.failed}</Notice>}
      {!data && !failed && <Typography sx={{ color: 'text.secondary' }}>{m.loading}</Typography>}
      {names.length > 0 && (
        <Box
          data-testid="fakeword-result"
          sx={{
            display: 'grid',
            gap: 1,
            gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)', md: 'repeat(4, 1fr)' },
          }}
        >
          {names.map((n) => (
            <Box
              key={full(n)}
              component="button"
              data-testid="fakeword-name"
              data-gender={n.gender}
              onClick={() => copy(full(n))}
              sx={{
                textAlign: 'left',
                border: 1,
                borderColor: 'line.main',
                borderRadius: 2.5,
                bgcolor: 'background.paper',
                color: 'text.primary',
                px: 1.75,
                py: 1.25,
                cursor: 'pointer',
                font: 'inherit',
                minWidth: 0,
                '&:hover': { borderColor: 'primary.main' },
              }}
            >
              <Typography sx={{ fontSize: 17, fontWeight: 700, overflowWrap: 'anywhere' }}>{full(n)}</Typography>
              <Typography sx={{ fontSize: 12, color: 'text.secondary' }}>{m[n.gender]}</Typography>
            </Box>
          ))}
        </Box>
      )}
      <Notice>{m.source}</Notice>
    </ToolBody>
  );
}
