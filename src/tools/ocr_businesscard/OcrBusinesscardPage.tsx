import Button from '@mui/material/Button';
import ContactPageOutlined from '@mui/icons-material/ContactPageOutlined';
import { Notice, useMessages, useSaver } from '../../web/kit/index.js';
import { OcrFields, OcrImageTool, piecesApart, type ReadField } from '../../web/kit/ocr.js';
import { CARD_FIELDS, readBusinessCard, toVCard } from './card.js';
import { messages } from './messages.js';

function VCardButton({ fields, label }: { fields: ReadField[]; label: string }) {
  const saver = useSaver();
  const save = () => {
    const blob = new Blob([toVCard(fields)], { type: 'text/vcard' });
    void saver.save(() => [{ blob, name: 'business-card.vcf' }]);
  };
  return (
    <>
      <Button
        variant="contained"
        startIcon={<ContactPageOutlined />}
        onClick={save}
        disabled={saver.saving}
        data-testid="ocr_businesscard-vcard"
        sx={{ borderRadius: 6 }}
      >
        {label}
      </Button>
      {saver.ui}
    </>
  );
}

export default function OcrBusinesscardPage() {
  const m = useMessages(messages);
  const labels = Object.fromEntries(CARD_FIELDS.map((k) => [k, m[k]]));
  return (
    <>
      <Notice>{m.hint}</Notice>
      <OcrImageTool testId="ocr_businesscard" uploadText={m.upload}>
        {(result, image) => {
          const fields = readBusinessCard(piecesApart(result.lines));
          return (
            <OcrFields
              fields={fields}
              labels={labels}
              fileName="business-card"
              imageName={image.name}
              testId="ocr_businesscard-fields"
              actions={<VCardButton fields={fields} label={m.vcard} />}
            />
          );
        }}
      </OcrImageTool>
    </>
  );
}
