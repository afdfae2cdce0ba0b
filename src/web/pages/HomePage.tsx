import Box from '@mui/material/Box';
import { useI18n } from '../i18n/index.js';
import { TOOLS } from '../registry.js';
import { Shell } from '../shell/Shell.js';
import { ToolGrid } from '../home/ToolCard.js';
import { categoryPath, liveCategories } from '../routes.js';

/** Home: every tool as cards, grouped by category (those with tools). */
export function HomePage() {
  const { pick, t, href } = useI18n();
  return (
    <Shell active="all">
      {liveCategories(TOOLS).map((c) => {
        const tools = TOOLS.filter((tool) => tool.category === c.id);
        return (
          <Box key={c.id} component="section" sx={{ mt: 3 }} data-testid={`home-section-${c.id}`}>
            <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1.5, mb: 1.5 }}>
              <Box component="h2" sx={{ m: 0, fontSize: 18, fontWeight: 700, lineHeight: 1.5 }}>
                {pick(c)}
              </Box>
              <Box
                component="a"
                href={href(categoryPath(c.id))}
                sx={{
                  fontSize: 13,
                  color: 'text.secondary',
                  textDecoration: 'none',
                  '&:hover': { color: 'primary.main', textDecoration: 'underline' },
                }}
              >
                {t(tools.length === 1 ? 'category.countOne' : 'category.count', { count: tools.length })} ›
              </Box>
            </Box>
            <ToolGrid tools={tools} />
          </Box>
        );
      })}
    </Shell>
  );
}
