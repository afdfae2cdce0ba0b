import Box from '@mui/material/Box';
import { CLASSES, type Standard } from './bmi.js';

const LOW = 15;
const HIGH = 42;
const COLOURS = ['accent.sky', 'accent.green', 'accent.orange', 'accent.rust', 'error.main', 'error.dark'];
const pos = (v: number) => `${(Math.min(Math.max(v, LOW), HIGH) - LOW) * (100 / (HIGH - LOW))}%`;

/** The standard's bands on a bar, with a marker at the visitor's BMI. */
export function BmiScale({
  bmi,
  standard,
  labels,
}: {
  bmi: number;
  standard: Standard;
  labels: Record<string, string>;
}) {
  const bands = CLASSES[standard];
  return (
    <Box aria-hidden sx={{ pt: 3, pb: 0.5 }}>
      <Box sx={{ position: 'relative', display: 'flex', height: 12, borderRadius: 6, overflow: 'hidden' }}>
        {bands.map((b, i) => {
          const to = bands[i + 1] ? Number(bands[i + 1].from) : HIGH;
          const from = Math.max(Number(b.from), LOW);
          return <Box key={b.id} sx={{ flex: `${to - from} 0 0`, bgcolor: COLOURS[i] }} />;
        })}
      </Box>
      <Box sx={{ position: 'relative', height: 0 }}>
        <Box
          data-testid="bmi-marker"
          sx={{
            position: 'absolute',
            left: pos(bmi),
            top: -30,
            transform: 'translateX(-50%)',
            fontSize: 12,
            fontWeight: 700,
            color: 'text.primary',
            '&::after': {
              content: '""',
              display: 'block',
              mx: 'auto',
              mt: 0.25,
              width: 3,
              height: 22,
              borderRadius: 2,
              bgcolor: 'text.primary',
            },
          }}
        >
          {bmi.toFixed(1)}
        </Box>
      </Box>
      <Box sx={{ display: 'flex', mt: 0.75, fontSize: 11.5, color: 'text.secondary' }}>
        {bands.map((b, i) => {
          const to = bands[i + 1] ? Number(bands[i + 1].from) : HIGH;
          return (
            <Box
              key={b.id}
              sx={{
                flex: `${to - Math.max(Number(b.from), LOW)} 0 0`,
                minWidth: 0,
                overflow: 'hidden',
                whiteSpace: 'nowrap',
                textOverflow: 'ellipsis',
                pr: 0.5,
              }}
            >
              {i > 0 ? b.from : ''} {labels[b.id]}
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
