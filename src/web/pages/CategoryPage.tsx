import Box from '@mui/material/Box';
import { CATEGORIES, type CategoryId } from '../../common/categories.js';
import { useI18n } from '../i18n/index.js';
import { TOOLS } from '../registry.js';
import { Shell } from '../shell/Shell.js';
import { ToolGrid } from '../home/ToolCard.js';

export function CategoryPage({ category }: { category: CategoryId }) {
  const { pick, t } = useI18n();
  const meta = CATEGORIES.find((c) => c.id === category)!;
  const tools = TOOLS.filter((tool) => tool.category === category);
  return (
    <Shell active={category}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1.5, mt: 3, mb: 2 }}>
        <Box component="h1" sx={{ m: 0, fontSize: 22, fontWeight: 700, lineHeight: 1.5 }}>
          {pick(meta)}
        </Box>
        <Box sx={{ fontSize: 13, color: 'text.secondary' }}>
          {t(tools.length === 1 ? 'category.countOne' : 'category.count', { count: tools.length })}
        </Box>
      </Box>
      <ToolGrid tools={tools} />
    </Shell>
  );
}
