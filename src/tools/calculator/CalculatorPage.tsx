import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import { ChoiceChips, Notice, Split, ToolBody, useMessages, useUsageReport } from '../../web/kit/index.js';
import { messages } from './messages.js';
import { Keypad } from './Keypad.js';
import { HistoryList } from './HistoryList.js';
import { useCalculator } from './use-calculator.js';
import { Display } from './Display.js';

/** 计算器: typed or tapped expressions in exact decimals, scientific functions, history on this device. */
export default function CalculatorPage() {
  const m = useMessages(messages);
  const report = useUsageReport();
  const c = useCalculator(report);
  // Phones use the keypad: no system keyboard popping up over it.
  const [touch, setTouch] = useState(false);
  useEffect(() => setTouch(matchMedia('(pointer: coarse)').matches), []);
  const p = c.preview;

  return (
    <ToolBody testId="calculator-tool" data-state={p === null ? 'empty' : p.ok ? 'ok' : p.code}>
      <Split ratio="3fr 2fr">
        <Box sx={{ display: 'grid', gap: 1.5, minWidth: 0 }}>
          <Display c={c} touch={touch} />
          <ChoiceChips
            value={c.values.angle}
            onChange={(angle) => c.set({ angle })}
            columns={2}
            testId="calc-angle"
            choices={(['deg', 'rad'] as const).map((a) => ({ value: a, label: m[a] }))}
          />
          <Keypad onKey={c.key} label={m.keypad} />
        </Box>
        <HistoryList entries={c.history} onPick={(e) => c.set({ x: e.expr })} onClear={c.clearHistory} text={m} />
      </Split>
      <Notice>{m.rule}</Notice>
    </ToolBody>
  );
}
