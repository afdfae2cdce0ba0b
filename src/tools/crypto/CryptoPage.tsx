import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import SwapVertIcon from '@mui/icons-material/SwapVert';
import CasinoOutlined from '@mui/icons-material/CasinoOutlined';
import {
  ChoiceChips,
  createWorkerClient,
  format,
  LARGE_INPUT,
  Notice,
  OptionsPanel,
  SelectField,
  TextTransform,
  useI18n,
  useMessages,
  useToolOptions,
} from '../../web/kit/index.js';
import { bytesToBase64, bytesToHex } from '../../common/bytes.js';
import { messages } from './messages.js';
import {
  ALGORITHMS,
  CRYPTOJS_SAMPLE,
  effective,
  ENCODINGS,
  ivSize,
  keySizes,
  modesOf,
  PADDINGS,
  runCipher,
  SCHEMA,
  type Encoding,
  type Options,
  type Secrets,
} from './ciphers.js';

const worker = createWorkerClient<{ text: string; options: Options; secrets: Secrets; lang: 'zh' | 'en' }, string>(
  () => new Worker(new URL('./crypto.worker.ts', import.meta.url), { type: 'module' }),
);
const NAMES = { aes: 'AES', sm4: 'SM4', des: 'DES', '3des': '3DES', rc4: 'RC4' } as const;
const mono = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' };

function randomText(size: number, encoding: Encoding): string {
  const bytes = crypto.getRandomValues(new Uint8Array(size));
  return encoding === 'base64' ? bytesToBase64(bytes) : bytesToHex(bytes);
}

/** 在线加解密: AES (GCM, CBC, …), SM4, DES, 3DES, RC4; keys never leave the page (not in the URL either). */
export default function CryptoPage() {
  const m = useMessages(messages);
  const { lang } = useI18n();
  const { values, set, reset } = useToolOptions(SCHEMA);
  const [text, setText] = useState('');
  const [secrets, setSecrets] = useState<Secrets>({ key: '', iv: '' });
  const o = effective(values);
  const encrypt = o.direction === 'encrypt';
  const sizes = keySizes(o.algorithm, o.mode);
  const iv = ivSize(o.algorithm, o.mode);
  const showIv = iv > 0 && o.keyMode === 'raw';
  const encodingChoices = ENCODINGS.map((e) => ({ value: e, label: m[e] }));
  const random = (what: 'key' | 'iv') => {
    const field = what === 'key' ? 'keyEncoding' : 'ivEncoding';
    const encoding: Encoding = values[field] === 'base64' ? 'base64' : 'hex';
    set({ [field]: encoding });
    setSecrets((s) => ({ ...s, [what]: randomText(what === 'key' ? sizes[sizes.length - 1]! : iv, encoding) }));
  };

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <TextTransform<string>
        testId="crypto-tool"
        text={text}
        onText={setText}
        transform={(t, signal) =>
          t.length > LARGE_INPUT
            ? worker.call({ text: t, options: values, secrets, lang }, { signal })
            : runCipher(t, values, secrets, lang)
        }
        deps={[values, secrets.key, secrets.iv, lang]}
        monospace={!encrypt || o.plainEncoding !== 'utf8'}
        inputLabel={encrypt ? m.inputEncrypt : m.inputDecrypt}
        placeholder={encrypt ? m.placeholderEncrypt : m.placeholderDecrypt}
        outputLabel={m.output}
        filename={encrypt ? 'encrypted.txt' : 'decrypted.txt'}
        resultActions={(r) =>
          r !== null && (
            <Button
              size="small"
              startIcon={<SwapVertIcon />}
              data-testid="crypto-swap"
              onClick={() => {
                set({ direction: encrypt ? 'decrypt' : 'encrypt' });
                setText(r);
              }}
            >
              {m.swap}
            </Button>
          )
        }
        examples={[
          {
            label: m.exampleAes,
            input: '你好，世界！Hello 😀',
            apply: () => {
              set({
                direction: 'encrypt',
                algorithm: 'aes',
                mode: 'cbc',
                padding: 'pkcs7',
                keyMode: 'raw',
                keyEncoding: 'utf8',
                ivEncoding: 'utf8',
                plainEncoding: 'utf8',
                cipherEncoding: 'base64',
              });
              setSecrets({ key: '0123456789abcdef', iv: 'fedcba9876543210' });
            },
          },
          {
            label: m.exampleSm4,
            input: '0123456789abcdeffedcba9876543210',
            apply: () => {
              set({
                direction: 'encrypt',
                algorithm: 'sm4',
                mode: 'ecb',
                padding: 'none',
                keyMode: 'raw',
                keyEncoding: 'hex',
                plainEncoding: 'hex',
                cipherEncoding: 'hex',
              });
              setSecrets({ key: '0123456789abcdeffedcba9876543210', iv: '' });
            },
          },
          {
            label: m.examplePassphrase,
            // What CryptoJS.AES.encrypt('你好，CryptoJS', 'secret').toString() gave.
            input: CRYPTOJS_SAMPLE,
            apply: () => {
              set({
                direction: 'decrypt',
                algorithm: 'aes',
                mode: 'cbc',
                padding: 'pkcs7',
                keyMode: 'passphrase',
                plainEncoding: 'utf8',
                cipherEncoding: 'base64',
              });
              setSecrets({ key: 'secret', iv: '' });
            },
          },
        ]}
        options={
          <OptionsPanel onReset={reset} columns={2}>
            <ChoiceChips
              label={m.direction}
              value={values.direction}
              onChange={(direction) => set({ direction })}
              columns={2}
              testId="crypto-direction"
              choices={[
                { value: 'encrypt', label: m.encrypt },
                { value: 'decrypt', label: m.decrypt },
              ]}
            />
            <ChoiceChips
              label={m.algorithm}
              value={values.algorithm}
              onChange={(algorithm) => set({ algorithm })}
              columns={5}
              testId="crypto-algorithm"
              choices={ALGORITHMS.map((a) => ({
                value: a,
                label: NAMES[a],
                hint: a === 'rc4' ? m.rc4Hint : undefined,
              }))}
            />
            {modesOf(o.algorithm).length > 0 && (
              <ChoiceChips
                label={m.mode}
                value={o.mode}
                onChange={(mode) => set({ mode })}
                columns={{ xs: 3, md: 6 }}
                testId="crypto-mode"
                choices={modesOf(o.algorithm).map((v) => ({ value: v, label: v.toUpperCase() }))}
              />
            )}
            {o.algorithm !== 'rc4' && o.mode !== 'gcm' && (
              <ChoiceChips
                label={m.padding}
                value={o.padding}
                onChange={(padding) => set({ padding })}
                columns={3}
                testId="crypto-padding"
                choices={PADDINGS.map((p) => ({ value: p, label: m[p] }))}
              />
            )}
            {o.algorithm !== 'sm4' && o.mode !== 'gcm' && (
              <ChoiceChips
                label={m.keyMode}
                value={o.keyMode}
                onChange={(keyMode) => set({ keyMode })}
                columns={2}
                testId="crypto-keymode"
                choices={[
                  { value: 'raw', label: m.raw },
                  { value: 'passphrase', label: m.passphrase, hint: m.passphraseHint },
                ]}
              />
            )}
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
              <TextField
                size="small"
                fullWidth
                label={o.keyMode === 'passphrase' ? m.passphrase : m.key}
                value={secrets.key}
                onChange={(e) => setSecrets((s) => ({ ...s, key: e.target.value }))}
                helperText={
                  o.keyMode === 'passphrase'
                    ? m.passphraseHelp
                    : sizes.length
                      ? format(m.keyHelp, { sizes: sizes.join(' / ') })
                      : m.keyHelpAny
                }
                slotProps={{
                  htmlInput: { 'data-testid': 'crypto-key', autoComplete: 'off', spellCheck: false, style: mono },
                }}
              />
              {o.keyMode === 'raw' && (
                <>
                  <Box sx={{ width: 96, flexShrink: 0 }}>
                    <SelectField
                      label={m.keyEncoding}
                      value={values.keyEncoding}
                      onChange={(keyEncoding) => set({ keyEncoding })}
                      items={encodingChoices}
                      testId="crypto-key-encoding"
                    />
                  </Box>
                  <Button size="small" sx={{ minWidth: 0, mt: 0.5 }} onClick={() => random('key')} title={m.randomKey}>
                    <CasinoOutlined fontSize="small" />
                  </Button>
                </>
              )}
            </Box>
            {showIv && (
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
                <TextField
                  size="small"
                  fullWidth
                  label={m.iv}
                  value={secrets.iv}
                  onChange={(e) => setSecrets((s) => ({ ...s, iv: e.target.value }))}
                  helperText={format(m.ivHelp, { size: iv })}
                  slotProps={{
                    htmlInput: { 'data-testid': 'crypto-iv', autoComplete: 'off', spellCheck: false, style: mono },
                  }}
                />
                <Box sx={{ width: 96, flexShrink: 0 }}>
                  <SelectField
                    label={m.ivEncoding}
                    value={values.ivEncoding}
                    onChange={(ivEncoding) => set({ ivEncoding })}
                    items={encodingChoices}
                    testId="crypto-iv-encoding"
                  />
                </Box>
                <Button size="small" sx={{ minWidth: 0, mt: 0.5 }} onClick={() => random('iv')} title={m.randomKey}>
                  <CasinoOutlined fontSize="small" />
                </Button>
              </Box>
            )}
            <ChoiceChips
              label={m.plainEncoding}
              value={values.plainEncoding}
              onChange={(plainEncoding) => set({ plainEncoding })}
              columns={3}
              testId="crypto-plain"
              choices={encodingChoices}
            />
            <ChoiceChips
              label={m.cipherEncoding}
              value={values.cipherEncoding}
              onChange={(cipherEncoding) => set({ cipherEncoding })}
              columns={2}
              testId="crypto-cipher"
              choices={[
                { value: 'base64', label: m.base64 },
                { value: 'hex', label: m.hex },
              ]}
            />
          </OptionsPanel>
        }
      />
      {o.algorithm === 'rc4' && <Notice severity="warning">{m.rc4Warning}</Notice>}
      {(o.algorithm === 'des' || o.algorithm === '3des') && <Notice severity="warning">{m.desWarning}</Notice>}
      {o.mode === 'ecb' && o.algorithm !== 'rc4' && <Notice severity="warning">{m.ecbWarning}</Notice>}
      {o.mode === 'gcm' && <Notice>{m.gcmNote}</Notice>}
      <Notice>{m.localNote}</Notice>
    </Box>
  );
}
