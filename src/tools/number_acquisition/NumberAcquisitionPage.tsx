import { useDeferredValue, useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  copyText,
  format,
  Notice,
  TextInput,
  ToolBody,
  useMessages,
  useSettledReport,
  useToast,
  ValueList,
  type ValueGroup,
} from '../../web/kit/index.js';
import { extract } from './extract.js';
import { messages } from './messages.js';

/** 快递信息提取: names, phones, addresses, tracking and ID numbers out of pasted text. */
export default function NumberAcquisitionPage() {
  const m = useMessages(messages);
  const toast = useToast();
  const [text, setText] = useState('');
  const typed = useDeferredValue(text);
  const found = useMemo(() => extract(typed), [typed]);
  useSettledReport(found.length ? typed : null);

  // One list, each row labelled by its kind (a tracking number by its courier): titles per kind only repeated the labels.
  const groups: ValueGroup[] = [
    {
      id: 'found',
      rows: found.map((f, i) => ({
        id: `${f.kind}-${i}`,
        label: f.kind === 'tracking' ? `${m.tracking} · ${f.courier ? m[f.courier] : m.courierUnknown}` : m[f.kind],
        value: f.value,
      })),
    },
  ];
  const copyAll = async () => {
    const all = found.map((f) => `${m[f.kind]}：${f.value}`).join('\n');
    toast((await copyText(all)) ? m.copyAll : all);
  };

  return (
    <ToolBody testId="number-acquisition-tool">
      <TextInput
        value={text}
        onChange={setText}
        label={m.label}
        placeholder={m.placeholder}
        rows={6}
        maxLength={100_000}
        testId="number-acquisition-input"
      />
      {typed.trim() && !found.length && (
        <Typography data-testid="number-acquisition-none" sx={{ color: 'text.secondary', fontSize: 14 }}>
          {m.nothing}
        </Typography>
      )}
      {found.length > 0 && (
        <>
          <Typography data-testid="number-acquisition-count" sx={{ color: 'text.secondary', fontSize: 14 }}>
            {format(m.count, { n: found.length })}
          </Typography>
          <ValueList groups={groups} testId="number-acquisition-result" />
          <Button
            variant="outlined"
            onClick={copyAll}
            sx={{ justifySelf: 'start' }}
            data-testid="number-acquisition-copy"
          >
            {m.copyAll}
          </Button>
        </>
      )}
      <Notice>{m.privacy}</Notice>
      <Notice>{m.rules}</Notice>
    </ToolBody>
  );
}
