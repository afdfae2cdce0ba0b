import { useState } from 'react';
import TextField from '@mui/material/TextField';
import EditNoteRounded from '@mui/icons-material/EditNoteRounded';
import { Notice, OptionsPanel, Split, SwitchField, useMessages } from '../../web/kit/index.js';
import { PdfTool, pdfJob } from '../../web/kit/pdf/index.js';
import { messages } from './messages.js';
import { EMPTY, FIELDS, fromLocalInput, infoToWrite, toLocalInput } from './metadata.js';

export default function PdfMetadataPage() {
  const m = useMessages(messages);
  const [form, setForm] = useState(EMPTY);
  const [clearAll, setClearAll] = useState(false);
  return (
    <PdfTool
      testId="pdf-metadata"
      runLabel={m.run}
      runIcon={<EditNoteRounded />}
      onOpen={(doc) => setForm({ ...EMPTY, ...doc.info })}
      run={(doc, { signal, progress }) =>
        pdfJob(
          {
            op: 'metadata',
            file: { data: doc.file, password: doc.password },
            name: doc.name,
            info: infoToWrite(form, clearAll),
          },
          { signal, onProgress: progress },
        )
      }
      options={(doc) =>
        doc && (
          <OptionsPanel testId="metadata-form">
            <Notice>{m.hint}</Notice>
            <Split>
              {FIELDS.map((k) => (
                <TextField
                  key={k}
                  size="small"
                  fullWidth
                  label={m[k]}
                  value={form[k]}
                  disabled={clearAll}
                  onChange={(e) => setForm({ ...form, [k]: e.target.value })}
                  slotProps={{ htmlInput: { 'data-testid': `md-${k}`, maxLength: 2000 } }}
                />
              ))}
              {(['created', 'modified'] as const).map((k) => (
                <TextField
                  key={k}
                  size="small"
                  fullWidth
                  type="datetime-local"
                  label={m[k]}
                  value={toLocalInput(form[k])}
                  disabled={clearAll}
                  onChange={(e) => setForm({ ...form, [k]: fromLocalInput(e.target.value) })}
                  slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': `md-${k}` } }}
                />
              ))}
            </Split>
            <SwitchField label={m.clearAll} checked={clearAll} onChange={setClearAll} testId="md-clear" />
          </OptionsPanel>
        )
      }
    />
  );
}
