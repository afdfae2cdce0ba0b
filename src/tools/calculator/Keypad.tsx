import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { BASIC, SCIENTIFIC } from './keys.js';

const OPERATORS = new Set(['÷', '×', '−', '+', '(', ')']);

function Key({
  label,
  onPress,
  kind,
}: {
  label: string;
  onPress: () => void;
  kind: 'sci' | 'digit' | 'op' | 'eq' | 'clear';
}) {
  const styles = {
    sci: { bgcolor: 'surface.soft', color: 'text.primary', fontSize: 14 },
    digit: { bgcolor: 'background.paper', color: 'text.primary', fontSize: 20, border: 1, borderColor: 'line.main' },
    op: { bgcolor: 'surface.selected', color: 'primary.main', fontSize: 20 },
    eq: { bgcolor: 'primary.main', color: 'common.white', fontSize: 22 },
    clear: { bgcolor: 'surface.selected', color: 'accent.rust', fontSize: 18 },
  }[kind];
  return (
    <ButtonBase
      onClick={onPress}
      aria-label={label}
      data-testid={`key-${label}`}
      sx={{
        ...styles,
        height: kind === 'sci' ? { xs: 38, md: 40 } : { xs: 54, md: 56 },
        borderRadius: 2.5,
        fontWeight: 600,
        fontVariantNumeric: 'tabular-nums',
        '&:hover': { filter: 'brightness(0.97)' },
        '&:active': { transform: 'scale(0.97)' },
        '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'primary.main' },
      }}
    >
      {label}
    </ButtonBase>
  );
}

/** Scientific keys above the number pad; `onKey` gets the key's label. */
export function Keypad({ onKey, label }: { onKey: (key: string, insert?: string) => void; label: string }) {
  return (
    <Box role="group" aria-label={label} sx={{ display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(5, minmax(0, 1fr))', gap: 0.75 }}>
        {SCIENTIFIC.map(([k, text]) => (
          <Key key={k} label={k} kind="sci" onPress={() => onKey(k, text)} />
        ))}
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: 1 }}>
        {BASIC.map((k) => (
          <Key
            key={k}
            label={k}
            onPress={() => onKey(k)}
            kind={k === '=' ? 'eq' : k === 'C' || k === '⌫' ? 'clear' : OPERATORS.has(k) ? 'op' : 'digit'}
          />
        ))}
      </Box>
    </Box>
  );
}
