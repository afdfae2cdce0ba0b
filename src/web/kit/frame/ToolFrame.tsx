import type { ComponentType } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ToolMeta } from '../../../common/tool-meta.js';
import { toolIconPath } from '../../../common/tool-meta.js';
import { useI18n } from '../../i18n/index.js';
import { TOOLS } from '../../registry.js';
import { Shell } from '../../shell/Shell.js';
import { ErrorBoundary } from '../../shell/ErrorBoundary.js';
import { ToolGrid } from '../../home/ToolCard.js';
import { ShareButton } from '../../share/ShareButton.js';
import { ToolRating } from '../../rating/ToolRating.js';
import { ToolContext } from './tool-context.js';

const MORE_COUNT = 6;

/** "More tools": the same category first, then others, so the section is never a dead end. */
export function moreTools(meta: ToolMeta, all: ToolMeta[] = TOOLS): ToolMeta[] {
  const others = all.filter((x) => x.slug !== meta.slug);
  const same = others.filter((x) => x.category === meta.category);
  return [...same, ...others.filter((x) => x.category !== meta.category)].slice(0, MORE_COUNT);
}

/**
 * A tool's page, the frame every tool shares: title and icon, rating, share, the tool itself (with its meta in
 * context), its introduction, and more tools from its category.
 */
export function ToolFrame({ meta, Tool }: { meta: ToolMeta; Tool: ComponentType }) {
  const { pick, t } = useI18n();
  const more = moreTools(meta);
  return (
    <Shell active={meta.category} activeTool={meta.slug} headerActions={<ShareButton meta={meta} />}>
      <Box component="section" sx={{ bgcolor: 'surface.soft', borderRadius: 3, p: { xs: 1.5, md: 3 }, mt: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: { xs: 1.5, md: 2.5 }, flexWrap: 'wrap' }}>
          <Box component="img" src={toolIconPath(meta.slug)} alt="" sx={{ width: 40, height: 40 }} />
          <Typography component="h1" sx={{ fontSize: 18, fontWeight: 700 }} data-testid="tool-title">
            {pick(meta.name)}
          </Typography>
          <Box data-slot="rating" data-testid="rating-slot" sx={{ ml: 'auto' }}>
            <ToolRating toolid={meta.slug} />
          </Box>
        </Box>
        <Box sx={{ bgcolor: 'background.paper', borderRadius: 3, p: { xs: 1.5, md: 3 } }} data-testid="tool-body">
          <ErrorBoundary>
            <ToolContext.Provider value={meta}>
              <Tool />
            </ToolContext.Provider>
          </ErrorBoundary>
        </Box>
      </Box>
      <Box
        component="section"
        sx={{ bgcolor: 'surface.soft', borderRadius: 3, p: { xs: 2, md: 3 }, mt: 3 }}
        data-testid="tool-intro"
      >
        <Typography component="h2" sx={{ fontSize: 16, fontWeight: 700, mb: 1.5 }}>
          {t('tool.intro')}
        </Typography>
        {pick(meta.intro).map((p, i) => (
          <Typography key={i} sx={{ fontSize: 14, color: 'text.secondary', lineHeight: 1.8 }}>
            {p}
          </Typography>
        ))}
      </Box>
      {more.length > 0 && (
        <Box component="section" sx={{ mt: 5 }} data-testid="more-tools">
          <Typography component="h2" sx={{ fontSize: 20, fontWeight: 700, textAlign: 'center', mb: 3 }}>
            {t('tool.more')}
          </Typography>
          <ToolGrid tools={more} />
        </Box>
      )}
    </Shell>
  );
}
