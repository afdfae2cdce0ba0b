import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ContactPageOutlined from '@mui/icons-material/ContactPageOutlined';
import {
  ChoiceChips,
  defineOptions,
  format,
  makeStyledQr,
  opt,
  OptionsPanel,
  QrStyleFields,
  ToolBody,
  useDebounced,
  useMessages,
  useToolOptions,
  useUsageReport,
  QrToolLayout,
} from '../../web/kit/index.js';
import { QR_STYLE_SCHEMA, toQrStyle } from '../../web/kit/qr/style-options.js';
import { messages } from './messages.js';
import { cardFileName, contactText, CONTACT_FIELDS, EMPTY_CONTACT, isEmpty, type Contact } from './vcard.js';

const SCHEMA = defineOptions({ ...QR_STYLE_SCHEMA, format: opt.choice(['vcard', 'mecard'] as const, 'vcard') });
const PX_PER_MODULE = 10;
const EXAMPLE: Contact = {
  ...EMPTY_CONTACT,
  name: '张伟',
  org: '帮小忙科技',
  title: '产品经理',
  mobile: '13800138000',
  email: 'zhangwei@example.com',
};

export default function VisitCardPage() {
  const m = useMessages(messages);
  const report = useUsageReport();
  const { values, set, reset } = useToolOptions(SCHEMA);
  const [contact, setContact] = useState<Contact>(EMPTY_CONTACT);
  const shown = useDebounced(contact, 250);
  const text = isEmpty(shown) ? '' : contactText(shown, values.format);
  const qr = useMemo(() => makeStyledQr(text, 'M', toQrStyle(values), PX_PER_MODULE), [text, values]);

  return (
    <ToolBody testId="visit-card">
      <QrToolLayout
        qr={qr}
        text={text}
        fileName={cardFileName(shown)}
        onSave={() => report(text)}
        testId="card"
        empty={m.empty}
        tooLong={m.tooLong}
        info={(q) => (
          <Typography sx={{ fontSize: 12.5, color: 'text.secondary' }}>
            {format(m.info, { version: q.matrix.version, size: q.matrix.size })}
          </Typography>
        )}
      >
        <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          {CONTACT_FIELDS.map((key) => (
            <TextField
              key={key}
              label={m[key]}
              value={contact[key]}
              onChange={(e) => setContact((c) => ({ ...c, [key]: e.target.value }))}
              size="small"
              multiline={key === 'note' || key === 'address'}
              type={
                key === 'email' ? 'email' : key === 'mobile' || key === 'phone' ? 'tel' : key === 'url' ? 'url' : 'text'
              }
              sx={key === 'note' || key === 'address' ? { gridColumn: { sm: '1 / -1' } } : undefined}
              slotProps={{ htmlInput: { 'data-testid': `card-${key}`, maxLength: key === 'note' ? 300 : 120 } }}
            />
          ))}
        </Box>
        <Button
          sx={{ justifySelf: 'start' }}
          startIcon={<ContactPageOutlined />}
          onClick={() => setContact(EXAMPLE)}
          data-testid="card-example"
        >
          {m.example}
        </Button>
        <OptionsPanel title={m.style} onReset={reset} testId="card-options">
          <ChoiceChips
            label={m.format}
            value={values.format}
            onChange={(f) => set({ format: f })}
            columns={2}
            choices={[
              { value: 'vcard', label: m.vcard },
              { value: 'mecard', label: m.mecard },
            ]}
            testId="card-format"
          />
          <QrStyleFields values={values} set={set} compact />
        </OptionsPanel>
      </QrToolLayout>
    </ToolBody>
  );
}
