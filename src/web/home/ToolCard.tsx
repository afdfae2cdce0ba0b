import Box from '@mui/material/Box';
import type { ToolMeta } from '../../common/tool-meta.js';
import { toolIconPath, toolPath } from '../../common/tool-meta.js';
import { useI18n } from '../i18n/index.js';
import { trackClick } from '../platform/analytics.js';

export function ToolCard({ tool }: { tool: ToolMeta }) {
  const { pick } = useI18n();
  return (
    <Box component="a" href={toolPath(tool.slug)} data-testid="tool-card" data-slug={tool.slug}
      onClick={() => void trackClick(tool.slug, 'card')}
      sx={{
        display: 'flex', alignItems: 'center', gap: 2, p: 2.25, minWidth: 0, borderRadius: 3, bgcolor: '#fff',
        border: '1px solid #eef0f4', boxShadow: '0 2px 10px rgba(20,30,60,.05)', textDecoration: 'none', color: 'text.primary',
        transition: 'box-shadow .2s, transform .2s', '&:hover': { boxShadow: '0 6px 18px rgba(20,30,60,.10)', transform: 'translateY(-2px)' },
      }}>
      <Box component="img" src={toolIconPath(tool.slug)} alt="" loading="lazy" sx={{ width: 52, height: 52, flexShrink: 0 }} />
      <Box sx={{ minWidth: 0 }}>
        <Box sx={{ fontWeight: 600, fontSize: 16, mb: 0.5 }}>{pick(tool.name)}</Box>
        <Box sx={{ fontSize: 13, color: 'text.secondary', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{pick(tool.description)}</Box>
      </Box>
    </Box>
  );
}

export function ToolGrid({ tools }: { tools: ToolMeta[] }) {
  return (
    <Box sx={{ display: 'grid', gap: { xs: 1.5, md: 2.5 }, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' } }}>
      {tools.map((tool) => <ToolCard key={tool.slug} tool={tool} />)}
    </Box>
  );
}
