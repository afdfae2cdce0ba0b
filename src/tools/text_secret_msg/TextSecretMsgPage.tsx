import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import TextField from '@mui/material/TextField';
import {
  ChoiceChips,
  Examples,
  format,
  inputKey,
  Notice,
  OptionsPanel,
  Split,
  TextInput,
  TextResult,
  ToolBody,
  useI18n,
  useLiveTransform,
  useMessages,
  useSettledReport,
  useToolOptions,
} from '../../web/kit/index.js';
import { messages } from './messages.js';
import { clean, hide, invisibleCount, reveal, SCHEMA } from './stego.js';
import { HIDDEN_EXAMPLE } from './example.js';

interface Outcome {
  text: string;
  note: string;
}

/** 文字隐写: hide a message (optionally with a password) in a text as zero-width characters; reveal; clean. */
export default function TextSecretMsgPage() {
  const m = useMessages(messages);
  const { lang } = useI18n();
  const { values, set, reset } = useToolOptions(SCHEMA);
  const [cover, setCover] = useState('');
  const [secret, setSecret] = useState('');
  const [password, setPassword] = useState('');
  const mode = values.mode;
  // One object per input (a new one each render would start a new run each render).
  const input = useMemo(() => ({ cover, secret }), [cover, secret]);
  const live = useLiveTransform(input, {
    size: cover.length + secret.length,
    isEmpty: (i) => i.cover === '' && (mode !== 'hide' || i.secret === ''),
    transform: async (i): Promise<Outcome> => {
      if (mode === 'hide') {
        const text = await hide(i.cover, i.secret, password, lang);
        return { text, note: format(m.hiddenCount, { count: invisibleCount(text) }) };
      }
      if (mode === 'reveal') {
        const r = await reveal(i.cover, password, lang);
        return { text: r.message, note: r.encrypted ? m.encryptedNote : '' };
      }
      const r = clean(i.cover);
      return { text: r.text, note: format(m.removedCount, { count: r.removed }) };
    },
    deps: [mode, password, lang],
  });
  const result = live.outcome?.ok ? live.outcome.value : null;
  const reportNow = useSettledReport(result ? inputKey(cover + secret, [mode, password !== '']) : null);
  const labels = {
    hide: { input: m.cover, placeholder: m.coverPlaceholder, output: m.result, file: 'hidden.txt' },
    reveal: { input: m.revealInput, placeholder: m.revealPlaceholder, output: m.revealed, file: 'message.txt' },
    clean: { input: m.cleanInput, placeholder: m.cleanPlaceholder, output: m.cleaned, file: 'cleaned.txt' },
  }[mode];

  return (
    <ToolBody testId="stego-tool" data-state={live.busy ? 'busy' : result ? 'ok' : live.outcome ? 'error' : 'empty'}>
      <OptionsPanel onReset={reset}>
        <ChoiceChips
          label={m.mode}
          value={mode}
          onChange={(next) => set({ mode: next })}
          columns={3}
          testId="stego-mode"
          choices={[
            { value: 'hide', label: m.hide },
            { value: 'reveal', label: m.reveal },
            { value: 'clean', label: m.clean },
          ]}
        />
        {mode !== 'clean' && (
          <TextField
            size="small"
            type="password"
            label={m.password}
            helperText={m.passwordHint}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            slotProps={{ htmlInput: { 'data-testid': 'stego-password', autoComplete: 'new-password' } }}
          />
        )}
      </OptionsPanel>
      <Split>
        <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
          <TextInput
            value={cover}
            onChange={setCover}
            label={labels.input}
            placeholder={labels.placeholder}
            rows={mode === 'hide' ? 4 : 8}
            testId="stego-cover"
            examples={
              <Examples
                items={[
                  {
                    label: m.exampleHide,
                    apply: () => {
                      set({ mode: 'hide' });
                      setPassword('');
                      setCover('今天天气不错，适合出去走走。');
                      setSecret('明天下午三点老地方见');
                    },
                  },
                  {
                    label: m.exampleLocked,
                    apply: () => {
                      set({ mode: 'hide' });
                      setPassword('123456');
                      setCover('收到，谢谢！');
                      setSecret('银行卡尾号 8888 的密码别告诉别人');
                    },
                  },
                  {
                    label: m.exampleReveal,
                    apply: () => {
                      set({ mode: 'reveal' });
                      setPassword('');
                      setCover(HIDDEN_EXAMPLE);
                    },
                  },
                ]}
              />
            }
          />
          {mode === 'hide' && (
            <TextInput
              value={secret}
              onChange={setSecret}
              label={m.secret}
              placeholder={m.secretPlaceholder}
              rows={3}
              testId="stego-secret"
            />
          )}
        </Box>
        <Box sx={{ minWidth: 0, position: 'relative' }}>
          {live.busy && <LinearProgress sx={{ position: 'absolute', top: 0, left: 0, right: 0, zIndex: 1 }} />}
          <TextResult
            label={labels.output}
            text={result?.text ?? ''}
            error={live.outcome && !live.outcome.ok ? live.outcome.message : undefined}
            filename={labels.file}
            onUse={reportNow}
          />
          {result?.note && (
            <Box data-testid="stego-note" sx={{ fontSize: 13, color: 'text.secondary', mt: 1 }}>
              {result.note}
            </Box>
          )}
        </Box>
      </Split>
      <Notice>{m.warning}</Notice>
    </ToolBody>
  );
}
