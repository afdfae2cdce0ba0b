/**
 * A text-to-text tool in one piece: the input box with examples, the tool's options, and the result with
 * copy and download, updated as the visitor types (after a pause for big inputs), with a clear message
 * for input the transform cannot take, and usage reported once a result has stood.
 */
import { useEffect, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { useMessages } from '../../i18n/index.js';
import { kitMessages } from '../messages.js';
import { TextInput } from '../inputs/TextInput.js';
import { Examples, type Example } from '../inputs/Examples.js';
import { TextResult } from '../results/TextResult.js';
import { Split } from '../layout/Split.js';
import { useSettledReport } from '../run/use-usage-report.js';
import { inputKey } from './text-transform.js';
import { useLiveTransform } from './use-live-transform.js';

export interface TextExample {
  label: string;
  input: string;
  /** Applied with the input (the tool passes them to its options). */
  apply?: () => void;
}

export interface TextTransformProps<R> {
  /**
   * The work: from the input text to the result (throw `InputError` for input it cannot take). It may
   * return a promise (a Worker for big inputs: `exposeTransform`); the signal aborts when a newer input
   * replaces this one, and the previous result stays shown, marked busy, until the new one arrives.
   */
  transform: (text: string, signal: AbortSignal) => R | Promise<R>;
  /** The result's text (default: the result itself when it is a string). */
  toText?: (result: R) => string;
  /** Values the transform depends on besides the text (its options): a change re-runs it. */
  deps: unknown;
  examples?: TextExample[];
  options?: ReactNode;
  inputLabel?: string;
  outputLabel?: string;
  placeholder?: string;
  /** The .txt download's name. */
  filename?: string;
  monospace?: boolean;
  /** Shown under the result when there is one (counts, notes). */
  note?: (result: R) => ReactNode;
  /** Buttons in the result's footer (e.g. swap). */
  resultActions?: (result: R | null) => ReactNode;
  /** Replaces the plain result text (e.g. highlighted). */
  render?: (result: R) => ReactNode;
  /** The input, when the tool needs to set it (swap); otherwise kept here. */
  text?: string;
  onText?: (text: string) => void;
  testId: string;
}

export function TextTransform<R>(props: TextTransformProps<R>) {
  const m = useMessages(kitMessages);
  const [ownText, setOwnText] = useState('');
  const text = props.text ?? ownText;
  const setText = props.onText ?? setOwnText;
  const { transform, deps } = props;
  const settled = useLiveTransform(text, { size: text.length, isEmpty: (t) => t === '', transform, deps });
  const { outcome, source } = settled;
  const toText = props.toText ?? ((r: R) => String(r));
  const resultText = outcome?.ok ? toText(outcome.value) : '';
  const reportNow = useSettledReport(outcome?.ok && source !== '' ? inputKey(source, deps) : null);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  const examples: Example[] = (props.examples ?? []).map((ex) => ({
    label: ex.label,
    apply: () => {
      ex.apply?.();
      setText(ex.input);
    },
  }));

  return (
    <Box
      data-testid={props.testId}
      data-hydrated={hydrated}
      data-state={settled.busy ? 'busy' : outcome === null ? 'empty' : outcome.ok ? 'ok' : 'error'}
      sx={{ display: 'flex', flexDirection: 'column', gap: { xs: 2, md: 2.5 } }}
    >
      {props.options}
      <Split>
        <TextInput
          value={text}
          onChange={setText}
          label={props.inputLabel ?? m.input}
          placeholder={props.placeholder}
          monospace={props.monospace}
          examples={<Examples items={examples} />}
        />
        <Box sx={{ minWidth: 0, position: 'relative' }}>
          {settled.busy && (
            <LinearProgress
              aria-label={m.working}
              data-testid="transform-busy"
              sx={{ position: 'absolute', top: 0, left: 0, right: 0, borderRadius: 1, zIndex: 1 }}
            />
          )}
          <TextResult
            text={resultText}
            error={outcome && !outcome.ok ? outcome.message : undefined}
            label={props.outputLabel ?? m.output}
            filename={props.filename}
            monospace={props.monospace}
            onUse={reportNow}
            actions={props.resultActions?.(outcome?.ok ? outcome.value : null)}
          >
            {outcome?.ok && props.render ? props.render(outcome.value) : undefined}
          </TextResult>
          {outcome?.ok && props.note && (
            <Box data-testid="result-note" sx={{ fontSize: 13, color: 'text.secondary', mt: 1 }}>
              {props.note(outcome.value)}
            </Box>
          )}
        </Box>
      </Split>
    </Box>
  );
}
