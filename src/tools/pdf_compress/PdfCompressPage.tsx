import Alert from '@mui/material/Alert';
import CompressRounded from '@mui/icons-material/CompressRounded';
import {
  ChoiceChips,
  format,
  formatBytes,
  Notice,
  NumberField,
  OptionsPanel,
  Split,
  SwitchField,
  useMessages,
  useToolOptions,
} from '../../web/kit/index.js';
import { PdfTool, pdfJob } from '../../web/kit/pdf/index.js';
import { messages } from './messages.js';
import { outcomeOf, PRESETS, SCHEMA, targetBytes } from './compress.js';

export default function PdfCompressPage() {
  const m = useMessages(messages);
  const { values: o, set, number } = useToolOptions(SCHEMA);
  return (
    <PdfTool
      testId="pdf-compress"
      runLabel={m.run}
      runIcon={<CompressRounded />}
      run={(doc, { signal, progress }) =>
        pdfJob(
          {
            op: 'compress',
            file: { data: doc.file, password: doc.password },
            name: `${doc.name.replace(/\.pdf$/i, '')}-压缩.pdf`,
            preset: o.preset,
            targetBytes: targetBytes(o),
            linearize: o.linearize,
          },
          { signal, onProgress: progress },
        )
      }
      summary={(answer) => {
        const r = outcomeOf(answer);
        if (r.kind === 'kept')
          return (
            <Alert severity="info" data-testid="compress-outcome" data-kind="kept" sx={{ borderRadius: 2 }}>
              {format(m.kept, { before: formatBytes(r.before) })}
            </Alert>
          );
        return (
          <Alert
            severity={r.reached === false ? 'warning' : 'success'}
            data-testid="compress-outcome"
            data-kind="smaller"
            data-reached={String(r.reached)}
            sx={{ borderRadius: 2 }}
          >
            {format(m.smaller, { before: formatBytes(r.before), after: formatBytes(r.after), percent: r.percent })}
            {r.reached === true && ` ${m.reached}`}
            {r.reached === false && ` ${m.notReached}`}
          </Alert>
        );
      }}
      options={() => (
        <OptionsPanel testId="compress-options">
          <ChoiceChips
            label={m.preset}
            value={o.preset}
            onChange={(preset) => set({ preset })}
            testId="cp-preset"
            choices={PRESETS.map((p) => ({ value: p, label: m[p] }))}
          />
          <Split>
            <SwitchField
              label={m.useTarget}
              checked={o.useTarget}
              onChange={(useTarget) => set({ useTarget })}
              testId="cp-use-target"
            />
            {o.useTarget && <NumberField label={m.target} unit="KB" testId="cp-target" {...number('targetKb')} />}
          </Split>
          <SwitchField
            label={m.linearize}
            checked={o.linearize}
            onChange={(linearize) => set({ linearize })}
            testId="cp-linearize"
          />
          <Notice>{m.note}</Notice>
        </OptionsPanel>
      )}
    />
  );
}
