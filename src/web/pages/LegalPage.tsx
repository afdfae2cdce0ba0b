import Box from '@mui/material/Box';
import { useI18n } from '../i18n/index.js';
import type { StaticPage } from '../routes.js';
import { Shell } from '../shell/Shell.js';
import { SOFT_BG } from '../theme.js';
import { LEGAL } from './legal.js';
import { LegalDocumentView } from './LegalDocumentView.js';

/** The privacy policy or the data rules and disclaimer (footer links), pre-rendered like every page. */
export function LegalPage({ page }: { page: StaticPage }) {
  const { pick } = useI18n();
  const doc = pick(LEGAL[page]);
  return (
    <Shell active={null}>
      <Box
        component="article"
        data-testid={`legal-${page}`}
        sx={{
          maxWidth: 820,
          mx: 'auto',
          mt: { xs: 1, md: 2 },
          bgcolor: SOFT_BG,
          borderRadius: 3,
          px: { xs: 2.5, md: 5 },
          py: { xs: 3, md: 4.5 },
        }}
      >
        <LegalDocumentView doc={doc} />
      </Box>
    </Shell>
  );
}
