import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  ChoiceChips,
  Notice,
  OptionsPanel,
  ToolBody,
  defineOptions,
  opt,
  useMessages,
  useSettledReport,
  useToolOptions,
} from '../../web/kit/index.js';
import { ABO, childAbo, childRh, otherParentAbo, otherParentRh, type Abo, type Rh } from './bloodtype.js';
import { messages } from './messages.js';

const OPTIONS = defineOptions({
  mode: opt.choice(['child', 'parent'], 'child'),
  a: opt.choice(ABO, 'A'),
  b: opt.choice(ABO, 'B'),
  ra: opt.choice(['+', '-'], '+'),
  rb: opt.choice(['+', '-'], '+'),
});

/** 血型遗传规律: possible and impossible types, both ways. */
export default function BloodtypePage() {
  const m = useMessages(messages);
  const { values: o, set } = useToolOptions(OPTIONS);
  const child = o.mode === 'child';
  const abo = child ? childAbo(o.a, o.b) : otherParentAbo(o.a, o.b);
  const rh = child ? childRh(o.ra, o.rb) : otherParentRh(o.ra, o.rb);
  useSettledReport(`${o.mode}${o.a}${o.b}${o.ra}${o.rb}`);
  const aboChips = (v: Abo, on: (v: Abo) => void, label: string, id: string) => (
    <ChoiceChips
      label={label}
      value={v}
      onChange={on}
      choices={ABO.map((t) => ({ value: t, label: `${t}` }))}
      columns={4}
      testId={id}
    />
  );
  const rhChips = (v: Rh, on: (v: Rh) => void, id: string) => (
    <ChoiceChips
      value={v}
      onChange={on}
      choices={[
        { value: '+', label: m.rhPos },
        { value: '-', label: m.rhNeg },
      ]}
      columns={2}
      testId={id}
    />
  );
  const tile = (label: string, ok: boolean, key: string) => (
    <Box
      key={key}
      data-testid={ok ? 'bloodtype-possible' : 'bloodtype-impossible'}
      sx={{
        borderRadius: 2.5,
        py: 1.5,
        textAlign: 'center',
        bgcolor: ok ? 'accent.green' : 'surface.soft',
        color: ok ? 'common.white' : 'text.secondary',
        opacity: ok ? 1 : 0.7,
      }}
    >
      <Typography sx={{ fontSize: 22, fontWeight: 800, textDecoration: ok ? 'none' : 'line-through' }}>
        {label}
      </Typography>
      <Typography sx={{ fontSize: 12 }}>{ok ? m.possible : m.impossible}</Typography>
    </Box>
  );

  return (
    <ToolBody testId="bloodtype-tool">
      <OptionsPanel columns={2}>
        <ChoiceChips
          label={m.mode}
          value={o.mode}
          onChange={(mode) => set({ mode })}
          columns={2}
          testId="bloodtype-mode"
          choices={[
            { value: 'child', label: m.child },
            { value: 'parent', label: m.parent },
          ]}
        />
        <span />
        {aboChips(o.a, (a) => set({ a }), child ? m.father : m.knownParent, 'bloodtype-a')}
        {aboChips(o.b, (b) => set({ b }), child ? m.mother : m.kid, 'bloodtype-b')}
        {rhChips(o.ra, (ra) => set({ ra }), 'bloodtype-ra')}
        {rhChips(o.rb, (rb) => set({ rb }), 'bloodtype-rb')}
      </OptionsPanel>
      <Box data-testid="bloodtype-result" sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <Typography sx={{ fontWeight: 600 }}>{`${child ? m.child : m.parent} · ${m.abo}`}</Typography>
        {abo.length === 0 && (
          <Notice severity="warning" testId="bloodtype-none">
            {m.none}
          </Notice>
        )}
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: 1 }}>
          {ABO.map((t) => tile(t, abo.includes(t), t))}
        </Box>
        <Typography sx={{ fontWeight: 600 }}>{m.rh}</Typography>
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, 1fr)', gap: 1 }}>
          {(['+', '-'] as const).map((r) => tile(r === '+' ? m.rhPos : m.rhNeg, rh.includes(r), r))}
        </Box>
      </Box>
      <Box sx={{ borderRadius: 2.5, border: 1, borderColor: 'line.main', overflow: 'hidden' }}>
        <Typography sx={{ fontWeight: 600, px: 2, py: 1.25, bgcolor: 'surface.soft' }}>{m.table}</Typography>
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: '1fr 1fr 1fr',
            px: 2,
            py: 0.75,
            fontSize: 13,
            color: 'text.secondary',
          }}
        >
          <span>{m.parents}</span>
          <span>{m.kids}</span>
          <span>{m.kidsNot}</span>
        </Box>
        {ABO.flatMap((a, i) => ABO.slice(i).map((b) => [a, b] as const)).map(([a, b]) => (
          <Box
            key={a + b}
            sx={{
              display: 'grid',
              gridTemplateColumns: '1fr 1fr 1fr',
              px: 2,
              py: 0.75,
              fontSize: 14,
              borderTop: 1,
              borderColor: 'line.light',
            }}
          >
            <span>{`${a} × ${b}`}</span>
            <span>{childAbo(a, b).join('、')}</span>
            <Box component="span" sx={{ color: 'text.secondary' }}>
              {ABO.filter((t) => !childAbo(a, b).includes(t)).join('、') || '—'}
            </Box>
          </Box>
        ))}
      </Box>
      <Notice>{m.note}</Notice>
    </ToolBody>
  );
}
