import { useDeferredValue, useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import AutoAwesomeOutlinedIcon from '@mui/icons-material/AutoAwesomeOutlined';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import {
  copyText,
  format,
  inputKey,
  Notice,
  Split,
  StatGrid,
  TextInput,
  ToolBody,
  useI18n,
  useMessages,
  useSettledReport,
  useToast,
} from '../../web/kit/index.js';
import { countText } from './wordcount.js';
import { messages } from './messages.js';
import { statCards, statsText } from './stats-text.js';

/** 字数计算: counts update as the visitor types, spaces and line breaks not counted. */
export default function WordcountPage() {
  const m = useMessages(messages);
  const { lang } = useI18n();
  const toast = useToast();
  const [text, setText] = useState('');
  const deferred = useDeferredValue(text);
  const counts = useMemo(() => countText(deferred), [deferred]);
  const reportNow = useSettledReport(deferred ? inputKey(deferred, null) : null);
  const fmt = (n: number) => n.toLocaleString('en-US');

  const copyStats = async () => {
    const ok = await copyText(statsText(countText(text), m, lang === 'zh' ? '：' : ': '));
    toast(ok ? m.copied : m.copyFailed);
    if (ok) reportNow();
  };

  return (
    <ToolBody testId="wordcount-tool">
      <Notice
        action={
          <Button
            size="small"
            startIcon={<AutoAwesomeOutlinedIcon />}
            onClick={() => setText(m.sample)}
            data-testid="wc-example"
          >
            {m.example}
          </Button>
        }
      >
        <span data-testid="wc-info">{m.info}</span>
      </Notice>
      <Split ratio="1fr 360px">
        <TextInput
          value={text}
          onChange={setText}
          placeholder={m.placeholder}
          testId="wc-input"
          rows={14}
          counter={<span data-testid="wc-live-total">{format(m.liveTotal, { n: fmt(counts.total) })}</span>}
          actions={
            <Button
              variant="contained"
              size="small"
              startIcon={<ContentCopyIcon />}
              disabled={text === ''}
              onClick={() => void copyStats()}
              data-testid="wc-copy"
            >
              {m.copyStats}
            </Button>
          }
        />
        <StatGrid testId="wc" label={m.statsHeading} stale={deferred !== text} {...statCards(counts, m)} />
      </Split>
    </ToolBody>
  );
}
