/**
 * Two texts side by side (one above the other on phones) for tools that compare them, with a swap button:
 * `<prefix>-left`, `<prefix>-right` and `<prefix>-swap` for tests.
 */
import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { Split } from '../layout/Split.js';
import { TextInput } from './TextInput.js';

export interface TextPairValue {
  left: string;
  right: string;
}

export interface TextPairProps {
  value: TextPairValue;
  onChange: (update: (pair: TextPairValue) => TextPairValue) => void;
  labels: { left: string; right: string; leftPlaceholder: string; rightPlaceholder: string; swap: string };
  /** Under the left box (the tool's examples). */
  examples?: ReactNode;
  monospace?: boolean;
  rows?: number;
  testIdPrefix: string;
}

export function TextPair({ value, onChange, labels, examples, monospace, rows = 12, testIdPrefix }: TextPairProps) {
  return (
    <Split>
      <TextInput
        value={value.left}
        onChange={(left) => onChange((p) => ({ ...p, left }))}
        label={labels.left}
        placeholder={labels.leftPlaceholder}
        monospace={monospace}
        rows={rows}
        testId={`${testIdPrefix}-left`}
        examples={examples}
      />
      <TextInput
        value={value.right}
        onChange={(right) => onChange((p) => ({ ...p, right }))}
        label={labels.right}
        placeholder={labels.rightPlaceholder}
        monospace={monospace}
        rows={rows}
        testId={`${testIdPrefix}-right`}
        actions={
          <Button
            size="small"
            startIcon={<SwapHorizIcon />}
            onClick={() => onChange((p) => ({ left: p.right, right: p.left }))}
            data-testid={`${testIdPrefix}-swap`}
          >
            {labels.swap}
          </Button>
        }
      />
    </Split>
  );
}
