import { useState } from 'react';
import TextField from '@mui/material/TextField';
import LockOutlined from '@mui/icons-material/LockOutlined';
import LockOpenOutlined from '@mui/icons-material/LockOpenOutlined';
import {
  ChoiceChips,
  Notice,
  OptionsPanel,
  Split,
  SwitchField,
  useMessages,
  useToolOptions,
} from '../../web/kit/index.js';
import { PdfTool, pdfJob } from '../../web/kit/pdf/index.js';
import { messages } from './messages.js';
import { outputName, passwordProblem, permissions, SCHEMA } from './password.js';

export default function PdfPasswordPage() {
  const m = useMessages(messages);
  const { values: o, set } = useToolOptions(SCHEMA);
  const [user, setUser] = useState('');
  const [confirm, setConfirm] = useState('');
  const [owner, setOwner] = useState('');
  const problem = passwordProblem(user, confirm);
  const problemText = { empty: m.empty, mismatch: m.mismatch, 'too-long': m.tooLong, 'not-latin': m.empty };
  const field = (label: string, value: string, on: (v: string) => void, testId: string, error?: string | null) => (
    <TextField
      fullWidth
      size="small"
      type="password"
      label={label}
      value={value}
      onChange={(e) => on(e.target.value)}
      error={Boolean(error)}
      helperText={error || ' '}
      slotProps={{ htmlInput: { 'data-testid': testId, autoComplete: 'new-password' } }}
    />
  );
  return (
    <PdfTool
      testId="pdf-password-tool"
      runLabel={o.mode === 'encrypt' ? m.runEncrypt : m.runDecrypt}
      runIcon={o.mode === 'encrypt' ? <LockOutlined /> : <LockOpenOutlined />}
      blocked={(doc) =>
        o.mode === 'decrypt' ? (doc.encrypted ? null : m.notEncrypted) : problem ? problemText[problem] : null
      }
      run={(doc, { signal, progress }) =>
        pdfJob(
          o.mode === 'encrypt'
            ? {
                op: 'encrypt',
                file: { data: doc.file, password: doc.password },
                name: outputName(doc.name, 'encrypt'),
                user,
                owner,
                permissions: permissions(o),
              }
            : {
                op: 'decrypt',
                file: { data: doc.file, password: doc.password },
                name: outputName(doc.name, 'decrypt'),
              },
          { signal, onProgress: progress },
        )
      }
      options={() => (
        <OptionsPanel testId="password-options">
          <ChoiceChips
            label={m.mode}
            value={o.mode}
            onChange={(mode) => set({ mode })}
            testId="pw-mode"
            choices={[
              { value: 'encrypt', label: m.encrypt },
              { value: 'decrypt', label: m.decrypt },
            ]}
          />
          {o.mode === 'encrypt' ? (
            <>
              <Split>
                {field(m.user, user, setUser, 'pw-user', user && problem === 'too-long' ? m.tooLong : null)}
                {field(
                  m.confirm,
                  confirm,
                  setConfirm,
                  'pw-confirm',
                  confirm && problem === 'mismatch' ? m.mismatch : null,
                )}
              </Split>
              {field(m.owner, owner, setOwner, 'pw-owner')}
              <ChoiceChips
                label={m.print}
                value={o.print}
                onChange={(print) => set({ print })}
                testId="pw-print"
                choices={[
                  { value: 'full', label: m.printFull },
                  { value: 'low', label: m.printLow },
                  { value: 'none', label: m.printNone },
                ]}
              />
              <Split>
                <SwitchField label={m.copy} checked={o.copy} onChange={(copy) => set({ copy })} testId="pw-copy" />
                <SwitchField
                  label={m.modify}
                  checked={o.modify}
                  onChange={(modify) => set({ modify })}
                  testId="pw-modify"
                />
                <SwitchField
                  label={m.annotate}
                  checked={o.annotate}
                  onChange={(annotate) => set({ annotate })}
                  testId="pw-annotate"
                />
              </Split>
              <Notice>{m.encryptNote}</Notice>
            </>
          ) : (
            <Notice>{m.decryptNote}</Notice>
          )}
        </OptionsPanel>
      )}
    />
  );
}
