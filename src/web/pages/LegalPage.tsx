import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useI18n } from '../i18n/index.js';
import type { StaticPage } from '../routes.js';
import { Shell } from '../shell/Shell.js';
import { SOFT_BG } from '../theme.js';
import { LEGAL } from './legal.js';

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
        <Typography component="h1" sx={{ fontSize: { xs: 22, md: 26 }, fontWeight: 700 }}>
          {doc.title}
        </Typography>
        <Typography sx={{ fontSize: 13, color: 'text.secondary', mt: 0.75 }}>{doc.updated}</Typography>
        <Typography sx={{ fontSize: 15, lineHeight: 1.9, mt: 2.5 }}>{doc.lead}</Typography>
        {doc.sections.map((section) => (
          <Box component="section" key={section.heading} sx={{ mt: 3 }}>
            <Typography component="h2" sx={{ fontSize: 17, fontWeight: 700, mb: 1 }}>
              {section.heading}
            </Typography>
            {section.paragraphs.map((p) => (
              <Typography key={p} sx={{ fontSize: 14.5, color: 'text.primary', lineHeight: 1.9, mb: 1 }}>
                {p}
              </Typography>
            ))}
          </Box>
        ))}
      </Box>
    </Shell>
  );
}
