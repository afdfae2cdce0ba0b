import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddRounded from '@mui/icons-material/AddRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import {
  Examples,
  format,
  InputError,
  inputKey,
  Notice,
  OptionsPanel,
  Split,
  SwitchField,
  TextInput,
  TextResult,
  ToolBody,
  useI18n,
  useMessages,
  useSettledReport,
  useToolOptions,
  ValueList,
  type ValueRow,
} from '../../web/kit/index.js';
import { messages } from './messages.js';
import { buildUrl, parseUrl, partsText, SCHEMA, type ParsedUrl, type UrlParts } from './url-parse.js';

type Outcome = { ok: true; url: ParsedUrl } | { ok: false; message: string } | null;
const EDITABLE = ['protocol', 'hostname', 'port', 'pathname', 'hash'] as const;

/** URL解析: the parts of a URL and its query table, editable, rebuilt into a new URL. */
export default function UrlparsePage() {
  const m = useMessages(messages);
  const { lang } = useI18n();
  const { values, set, reset } = useToolOptions(SCHEMA);
  const [text, setText] = useState('');
  const outcome: Outcome = useMemo(() => {
    if (text.trim() === '') return null;
    try {
      return { ok: true, url: parseUrl(text, values, lang) };
    } catch (e) {
      if (e instanceof InputError) return { ok: false, message: e.message };
      throw e;
    }
  }, [text, values, lang]);
  const url = outcome?.ok ? outcome.url : null;
  const key = url ? inputKey(text, values) : null;
  // Edits belong to one parsed input: a new input (or option) starts from its own parts again.
  const [draft, setDraft] = useState<{ key: string; parts: UrlParts } | null>(null);
  const parts = draft && draft.key === key ? draft.parts : url;
  const edit = (change: Partial<UrlParts>) => key && parts && setDraft({ key, parts: { ...parts, ...change } });
  const rebuilt = useMemo(() => {
    if (!parts) return null;
    try {
      return { ok: true as const, href: buildUrl(parts, values, lang) };
    } catch (e) {
      if (e instanceof InputError) return { ok: false as const, message: e.message };
      throw e;
    }
  }, [parts, values, lang]);
  const reportNow = useSettledReport(key);

  const rows: ValueRow[] = url
    ? [
        { id: 'href', label: m.href, value: url.href },
        { id: 'origin', label: m.origin, value: url.origin },
        { id: 'protocol', label: m.protocol, value: url.protocol },
        { id: 'username', label: m.username, value: url.username },
        { id: 'password', label: m.password, value: url.password },
        { id: 'hostname', label: m.hostname, value: url.hostname },
        {
          id: 'port',
          label: m.port,
          value: url.port || url.defaultPort,
          hint: !url.port && url.defaultPort ? format(m.defaultPortHint, { port: url.defaultPort }) : undefined,
        },
        { id: 'pathname', label: m.pathname, value: url.pathname },
        { id: 'segments', label: m.segments, value: url.segments.join(' / ') },
        { id: 'hash', label: m.hash, value: url.hash },
      ].filter((r) => r.value !== '')
    : [];

  return (
    <ToolBody testId="urlparse-tool" data-state={url ? 'ok' : outcome ? 'error' : 'empty'}>
      <OptionsPanel onReset={reset} columns={2}>
        <SwitchField
          label={m.decoded}
          checked={values.decoded}
          onChange={(decoded) => set({ decoded })}
          testId="urlparse-decoded"
        />
        <SwitchField
          label={m.sortKeys}
          checked={values.sortKeys}
          onChange={(sortKeys) => set({ sortKeys })}
          testId="urlparse-sort"
        />
      </OptionsPanel>
      <TextInput
        value={text}
        onChange={setText}
        label={m.inputLabel}
        placeholder={m.placeholder}
        rows={3}
        monospace
        testId="urlparse-input"
        examples={
          <Examples
            items={[
              {
                label: m.exampleSearch,
                apply: () =>
                  setText('https://www.example.com/s?wd=%E5%9C%A8%E7%BA%BF%E5%B7%A5%E5%85%B7&ie=utf-8&pn=10'),
              },
              {
                label: m.exampleFull,
                apply: () => setText('https://admin:secret@shop.example.cn:8443/商品/详情/?id=1024&color=红色#评论'),
              },
              { label: m.exampleRepeat, apply: () => setText('example.com/list?tag=js&tag=css&tag=html&sort=new') },
            ]}
          />
        }
      />
      {outcome && !outcome.ok && (
        <Notice severity="error" testId="urlparse-error">
          {outcome.message}
        </Notice>
      )}
      {url && (
        <>
          {url.assumedScheme && <Notice severity="info">{m.assumed}</Notice>}
          <Split>
            <Box>
              <Typography sx={{ fontSize: 14, fontWeight: 700, mb: 1 }}>{m.parts}</Typography>
              <ValueList groups={[{ id: 'parts', rows }]} monospace onCopy={reportNow} testId="urlparse-parts" />
            </Box>
            <Box>
              <Typography sx={{ fontSize: 14, fontWeight: 700, mb: 1 }}>
                {m.query}
                <Box
                  component="span"
                  sx={{ ml: 1, fontWeight: 400, color: 'text.secondary' }}
                  data-testid="urlparse-count"
                >
                  {format(m.queryCount, { count: parts!.params.length })}
                </Box>
              </Typography>
              <Box sx={{ display: 'grid', gap: 1 }} data-testid="urlparse-params">
                {parts!.params.map((p, i) => (
                  <Box key={i} sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
                    <TextField
                      size="small"
                      label={m.key}
                      value={p.key}
                      sx={{ flex: '2 1 0', minWidth: 0 }}
                      onChange={(e) =>
                        edit({ params: parts!.params.map((q, j) => (j === i ? { ...q, key: e.target.value } : q)) })
                      }
                      slotProps={{ htmlInput: { 'data-testid': `urlparse-key-${i}` } }}
                    />
                    <TextField
                      size="small"
                      label={m.value}
                      value={p.value}
                      sx={{ flex: '3 1 0', minWidth: 0 }}
                      onChange={(e) =>
                        edit({ params: parts!.params.map((q, j) => (j === i ? { ...q, value: e.target.value } : q)) })
                      }
                      slotProps={{ htmlInput: { 'data-testid': `urlparse-value-${i}` } }}
                    />
                    <IconButton
                      aria-label={m.removeParam}
                      size="small"
                      onClick={() => edit({ params: parts!.params.filter((_, j) => j !== i) })}
                    >
                      <DeleteOutlineRounded fontSize="small" />
                    </IconButton>
                  </Box>
                ))}
                <Button
                  size="small"
                  startIcon={<AddRounded />}
                  sx={{ justifySelf: 'start' }}
                  data-testid="urlparse-add"
                  onClick={() => edit({ params: [...parts!.params, { key: '', value: '' }] })}
                >
                  {m.addParam}
                </Button>
              </Box>
              <Box
                sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)' }, gap: 1, mt: 2 }}
              >
                {EDITABLE.map((f) => (
                  <TextField
                    key={f}
                    size="small"
                    label={m[f]}
                    value={parts![f]}
                    onChange={(e) => edit({ [f]: e.target.value })}
                    sx={f === 'pathname' ? { gridColumn: 'span 2' } : undefined}
                    slotProps={{ htmlInput: { 'data-testid': `urlparse-edit-${f}` } }}
                  />
                ))}
              </Box>
            </Box>
          </Split>
          <TextResult
            label={m.rebuilt}
            testId="urlparse-rebuilt"
            text={rebuilt?.ok ? rebuilt.href : ''}
            error={rebuilt && !rebuilt.ok ? rebuilt.message : undefined}
            filename="url.txt"
            monospace
            minRows={2}
            onUse={reportNow}
            actions={
              rebuilt?.ok && (
                <Button size="small" data-testid="urlparse-use" onClick={() => setText(rebuilt.href)}>
                  {m.useRebuilt}
                </Button>
              )
            }
          />
          <TextResult
            label={m.summary}
            testId="urlparse-summary"
            text={partsText(url, m)}
            filename="url-parts.txt"
            monospace
            minRows={3}
            onUse={reportNow}
          />
        </>
      )}
    </ToolBody>
  );
}
