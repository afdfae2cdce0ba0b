import { useRef, useState } from 'react';
import Box from '@mui/material/Box';
import { keyframes } from '@emotion/react';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import AppsIcon from '@mui/icons-material/AppsRounded';
import ImageIcon from '@mui/icons-material/ImageOutlined';
import PdfIcon from '@mui/icons-material/PictureAsPdfOutlined';
import DataIcon from '@mui/icons-material/QueryStatsOutlined';
import LifeIcon from '@mui/icons-material/StorefrontOutlined';
import EducationIcon from '@mui/icons-material/AccountBalanceOutlined';
import TextIcon from '@mui/icons-material/ArticleOutlined';
import DocIcon from '@mui/icons-material/DescriptionOutlined';
import DevelopIcon from '@mui/icons-material/TerminalOutlined';
import VideoIcon from '@mui/icons-material/PlayCircleOutline';
import type { SvgIconComponent } from '@mui/icons-material';
import { ALL_CATEGORY, type CategoryId } from '../../common/categories.js';
import { toolIconPath, toolPath } from '../../common/tool-meta.js';
import { useI18n } from '../i18n/index.js';
import { TOOLS } from '../registry.js';
import { categoryPath, liveCategories } from '../routes.js';
import { useCenterActive } from './center-active.js';
import { Logo } from './Logo.js';
import { ICON_BUTTON_SX, PlainButton } from '../ui/PlainButton.js';

/** A category's tools fade in when its arrow opens them (opacity only: the layout is final at once). */
const reveal = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

const ICONS: Record<CategoryId | 'all', SvgIconComponent> = {
  all: AppsIcon,
  img: ImageIcon,
  pdf: PdfIcon,
  data: DataIcon,
  life: LifeIcon,
  education: EducationIcon,
  text: TextIcon,
  doc: DocIcon,
  develop: DevelopIcon,
  video: VideoIcon,
};

const entrySx = (active: boolean) => ({
  display: 'flex',
  alignItems: 'center',
  gap: 1.25,
  px: 1.5,
  py: 1.1,
  borderRadius: 2,
  color: active ? 'primary.main' : 'text.primary',
  bgcolor: active ? 'surface.selected' : 'transparent',
  fontWeight: active ? 600 : 400,
  fontSize: 15,
  textDecoration: 'none',
  flex: 1,
  minWidth: 0,
  '&:hover': { bgcolor: active ? 'surface.selected' : 'line.light' },
});

/** The left category navigation: 全部 first, then each category that has tools; a category's arrow shows its tools. */
export function CategoryNav({ active, activeTool }: { active: CategoryId | 'all' | null; activeTool?: string }) {
  const { t, pick, href } = useI18n();
  const scroller = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState<Partial<Record<CategoryId, boolean>>>(() =>
    activeTool && active && active !== 'all' ? { [active]: true } : {},
  );
  useCenterActive(scroller);
  const AllIcon = ICONS.all;

  return (
    <Box
      ref={scroller}
      component="nav"
      aria-label={t('nav.label')}
      data-testid="category-nav"
      sx={{ height: '100%', overflowY: 'auto', px: 1.5, pb: 3 }}
    >
      <Logo />
      <Box
        component="a"
        href={href('/')}
        data-testid="nav-all"
        data-active={active === 'all'}
        sx={entrySx(active === 'all')}
      >
        <AllIcon fontSize="small" /> {pick(ALL_CATEGORY)}
      </Box>
      {liveCategories(TOOLS).map((c) => {
        const Icon = ICONS[c.id];
        const tools = TOOLS.filter((tool) => tool.category === c.id);
        const isActive = active === c.id && !activeTool;
        const expanded = Boolean(open[c.id]);
        return (
          <Box key={c.id} sx={{ mt: 0.5 }} data-category={c.id}>
            <Box sx={{ display: 'flex', alignItems: 'center' }}>
              <Box component="a" href={href(categoryPath(c.id))} data-active={isActive} sx={entrySx(isActive)}>
                <Icon fontSize="small" /> <span>{pick(c)}</span>
              </Box>
              <PlainButton
                aria-expanded={expanded}
                aria-label={`${pick(c)} ${t(expanded ? 'nav.collapse' : 'nav.expand')}`}
                onClick={() => setOpen((o) => ({ ...o, [c.id]: !expanded }))}
                sx={{
                  ...ICON_BUTTON_SX,
                  width: 30,
                  height: 30,
                  transform: expanded ? 'rotate(180deg)' : 'none',
                  transition: 'transform .2s, background-color .15s',
                }}
              >
                <ExpandMoreIcon fontSize="small" />
              </PlainButton>
            </Box>
            {expanded && (
              <Box sx={{ pl: 2, pt: 0.5, animation: `${reveal} .2s ease-out` }} data-testid={`nav-children-${c.id}`}>
                {tools.map((tool) => (
                  <Box
                    key={tool.slug}
                    component="a"
                    href={href(toolPath(tool.slug))}
                    data-active={activeTool === tool.slug}
                    sx={{ ...entrySx(activeTool === tool.slug), py: 0.75, fontSize: 14 }}
                  >
                    <Box component="img" src={toolIconPath(tool.slug)} alt="" sx={{ width: 20, height: 20 }} />
                    <span>{pick(tool.name)}</span>
                  </Box>
                ))}
              </Box>
            )}
          </Box>
        );
      })}
    </Box>
  );
}
