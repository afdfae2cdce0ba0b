import { Notice, useMessages } from '../../web/kit/index.js';
import { OcrFields, OcrImageTool } from '../../web/kit/ocr.js';
import { messages } from './messages.js';
import { readVehicleLicence, VEHICLE_FIELDS } from './vehicle.js';

export default function CarcardOcrPage() {
  const m = useMessages(messages);
  const labels = Object.fromEntries(VEHICLE_FIELDS.map((k) => [k, m[k]]));
  const notes = { vin: m.vinNote, plate: m.plateNote, date: m.dateNote, issuedBefore: m.issuedBefore };
  return (
    <>
      <Notice>{m.hint}</Notice>
      <OcrImageTool testId="carcard_ocr" uploadText={m.upload}>
        {(result, image) => (
          <OcrFields
            fields={readVehicleLicence(result.lines)}
            labels={labels}
            notes={notes}
            fileName="vehicle-licence"
            imageName={image.name}
            testId="carcard_ocr-fields"
          />
        )}
      </OcrImageTool>
    </>
  );
}
