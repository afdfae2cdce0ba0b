/** Example inputs as chips: one click fills the input and the options (as omni-tools' example cards do). */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useMessages } from '../../i18n/index.js';
import { kitMessages } from '../messages.js';

export interface Example {
  label: string;
  icon?: ReactNode;
  apply: () => void;
}

export function Examples({ items, testId = 'example' }: { items: Example[]; testId?: string }) {
  const m = useMessages(kitMessages);
  if (items.length === 0) return null;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, mt: 1.25 }}>
      <Typography sx={{ fontSize: 12.5, color: 'text.secondary' }}>{m.examples}</Typography>
      {items.map((item, i) => (
        <Chip
          key={i}
          size="small"
          variant="outlined"
          icon={item.icon as never}
          label={item.label}
          onClick={item.apply}
          data-testid={`${testId}-${i}`}
          sx={{ bgcolor: 'background.paper' }}
        />
      ))}
    </Box>
  );
}
