import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import type { HistoryEntry } from './keys.js';

export function HistoryList(props: {
  entries: HistoryEntry[];
  onPick: (e: HistoryEntry) => void;
  onClear: () => void;
  text: { history: string; clearHistory: string; noHistory: string; reuse: string };
}) {
  const { entries, text } = props;
  return (
    <Box
      component="section"
      aria-label={text.history}
      data-testid="calc-history"
      sx={{ border: 1, borderColor: 'line.main', borderRadius: 3, p: 1.5, minWidth: 0 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', mb: 1 }}>
        <Typography component="h2" sx={{ fontSize: 14, fontWeight: 700 }}>
          {text.history}
        </Typography>
        {entries.length > 0 && (
          <Button
            size="small"
            onClick={props.onClear}
            sx={{ ml: 'auto', color: 'text.secondary' }}
            data-testid="calc-history-clear"
          >
            {text.clearHistory}
          </Button>
        )}
      </Box>
      {entries.length === 0 ? (
        <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>{text.noHistory}</Typography>
      ) : (
        <Box sx={{ display: 'grid', gap: 0.5, maxHeight: { xs: 260, md: 460 }, overflowY: 'auto' }}>
          {entries.map((e, i) => (
            <ButtonBase
              key={`${i}-${e.expr}`}
              title={text.reuse}
              onClick={() => props.onPick(e)}
              data-testid="calc-history-item"
              sx={{
                display: 'block',
                textAlign: 'right',
                px: 1,
                py: 0.75,
                borderRadius: 2,
                '&:hover': { bgcolor: 'surface.soft' },
              }}
            >
              <Box sx={{ fontSize: 13, color: 'text.secondary', overflowWrap: 'anywhere' }}>{e.expr} =</Box>
              <Box sx={{ fontSize: 17, fontWeight: 600, overflowWrap: 'anywhere', fontVariantNumeric: 'tabular-nums' }}>
                {e.result}
              </Box>
            </ButtonBase>
          ))}
        </Box>
      )}
    </Box>
  );
}
