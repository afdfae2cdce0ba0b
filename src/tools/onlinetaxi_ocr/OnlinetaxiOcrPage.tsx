import Box from '@mui/material/Box';
import { Notice, useMessages } from '../../web/kit/index.js';
import { OcrFields, OcrImageTool, OcrRows } from '../../web/kit/ocr.js';
import { messages } from './messages.js';
import { readTrips, TRIP_FIELDS, TRIP_SUMMARY_FIELDS } from './trips.js';

export default function OnlinetaxiOcrPage() {
  const m = useMessages(messages);
  const labels = Object.fromEntries(TRIP_SUMMARY_FIELDS.map((k) => [k, m[k]]));
  const tripLabels = Object.fromEntries(TRIP_FIELDS.map((k) => [k, m[k]]));
  const notes = { date: m.dateNote, sum: m.sum, count: m.countNote };
  return (
    <>
      <Notice>{m.hint}</Notice>
      <OcrImageTool testId="onlinetaxi_ocr" uploadText={m.upload}>
        {(result, image) => {
          const read = readTrips(result.lines);
          return (
            <Box sx={{ display: 'grid', gap: 2 }}>
              {read.trips.length > 0 && (
                <OcrRows
                  title={m.tripsTitle}
                  rows={read.trips}
                  labels={tripLabels}
                  indexLabel={m.index}
                  fileName="trips"
                  testId="onlinetaxi_ocr-trips"
                />
              )}
              <OcrFields
                fields={read.fields}
                labels={labels}
                notes={notes}
                fileName="trip-statement"
                imageName={image.name}
                testId="onlinetaxi_ocr-fields"
              />
            </Box>
          );
        }}
      </OcrImageTool>
    </>
  );
}
