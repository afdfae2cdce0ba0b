/**
 * A generator's batch (random names, nicknames): a make/again button, copy all, and the items as a grid of
 * buttons that copy themselves on a tap. The tool makes the items; this only shows and copies them.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ShuffleIcon from '@mui/icons-material/Shuffle';
import { useMessages } from '../../i18n/index.js';
import { useToast } from '../../ui/Toast.js';
import { copyText } from '../../ui/clipboard.js';
import { kitMessages } from '../messages.js';

export interface RandomBatchProps {
  items: readonly string[];
  onGenerate: () => void;
  labels: { generate: string; again: string; copyAll: string; hint: string };
  disabled?: boolean;
  /** Items in bold (names in Latin letters read better so). */
  bold?: boolean;
  /** `${testId}-generate`, `-copy`, `-list`, `-item`. */
  testId: string;
}

export function RandomBatch({ items, onGenerate, labels, disabled, bold, testId }: RandomBatchProps) {
  const m = useMessages(kitMessages);
  const toast = useToast();
  const copy = async (text: string) => toast((await copyText(text)) ? `${m.copied} ${text}` : text);
  return (
    <>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button
          variant="contained"
          size="large"
          startIcon={<ShuffleIcon />}
          onClick={onGenerate}
          disabled={disabled}
          data-testid={`${testId}-generate`}
          sx={{ px: 4 }}
        >
          {items.length ? labels.again : labels.generate}
        </Button>
        {items.length > 0 && (
          <Button size="large" onClick={() => copy(items.join('\n'))} data-testid={`${testId}-copy`}>
            {labels.copyAll}
          </Button>
        )}
      </Box>
      {items.length > 0 && (
        <>
          <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>{labels.hint}</Typography>
          <Box
            data-testid={`${testId}-list`}
            sx={{
              display: 'grid',
              gap: 1,
              gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)', md: 'repeat(4, 1fr)' },
            }}
          >
            {items.map((n) => (
              <Box
                key={n}
                component="button"
                type="button"
                onClick={() => copy(n)}
                data-testid={`${testId}-item`}
                sx={{
                  py: 1.5,
                  px: 1,
                  fontSize: 16,
                  fontWeight: bold ? 600 : 400,
                  border: 1,
                  borderColor: 'line.main',
                  borderRadius: 2,
                  bgcolor: 'background.paper',
                  color: 'text.primary',
                  cursor: 'pointer',
                  overflowWrap: 'anywhere',
                  '&:hover': { borderColor: 'primary.main' },
                }}
              >
                {n}
              </Box>
            ))}
          </Box>
        </>
      )}
    </>
  );
}
