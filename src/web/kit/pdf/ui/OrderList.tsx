/**
 * A list the visitor puts in order (files to merge, pictures for a PDF): drag a row (mouse), or use its
 * up/down arrows (touch and keyboard); each row can be removed.
 */
import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ArrowUpwardRounded from '@mui/icons-material/ArrowUpwardRounded';
import ArrowDownwardRounded from '@mui/icons-material/ArrowDownwardRounded';
import CloseRounded from '@mui/icons-material/CloseRounded';
import DragIndicatorRounded from '@mui/icons-material/DragIndicatorRounded';
import { useMessages } from '../../../i18n/index.js';
import { pdfMessages } from '../messages.js';

export interface OrderRow {
  key: string;
  content: ReactNode;
}

export function OrderList(props: {
  rows: OrderRow[];
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
  disabled?: boolean;
  testId: string;
}) {
  const m = useMessages(pdfMessages);
  const [dragged, setDragged] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const { rows, disabled } = props;
  return (
    <Box component="ol" data-testid={props.testId} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
      {rows.map((row, i) => (
        <Box
          component="li"
          key={row.key}
          data-testid={`${props.testId}-row`}
          draggable={!disabled}
          onDragStart={(e) => {
            setDragged(i);
            e.dataTransfer.effectAllowed = 'move';
          }}
          onDragOver={(e) => {
            if (dragged === null) return;
            e.preventDefault();
            setOver(i);
          }}
          onDragEnd={() => {
            setDragged(null);
            setOver(null);
          }}
          onDrop={(e) => {
            e.preventDefault();
            if (dragged !== null && dragged !== i) props.onMove(dragged, i);
            setDragged(null);
            setOver(null);
          }}
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 0.5,
            p: 1,
            border: 1,
            borderColor: over === i && dragged !== i ? 'primary.main' : 'line.main',
            borderRadius: 3,
            bgcolor: 'background.paper',
            opacity: dragged === i ? 0.5 : 1,
          }}
        >
          <DragIndicatorRounded
            sx={{ color: 'text.disabled', cursor: 'grab', display: { xs: 'none', sm: 'block' }, flexShrink: 0 }}
          />
          <Box sx={{ flex: 1, minWidth: 0 }}>{row.content}</Box>
          <IconButton
            size="small"
            aria-label={m.moveUp}
            disabled={disabled || i === 0}
            onClick={() => props.onMove(i, i - 1)}
            data-testid={`${props.testId}-up`}
          >
            <ArrowUpwardRounded fontSize="small" />
          </IconButton>
          <IconButton
            size="small"
            aria-label={m.moveDown}
            disabled={disabled || i === rows.length - 1}
            onClick={() => props.onMove(i, i + 1)}
            data-testid={`${props.testId}-down`}
          >
            <ArrowDownwardRounded fontSize="small" />
          </IconButton>
          <IconButton
            size="small"
            aria-label={m.remove}
            disabled={disabled}
            onClick={() => props.onRemove(i)}
            data-testid={`${props.testId}-remove`}
          >
            <CloseRounded fontSize="small" />
          </IconButton>
        </Box>
      ))}
    </Box>
  );
}
