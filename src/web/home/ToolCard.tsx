import Box from '@mui/material/Box';
import type { ToolMeta } from '../../common/tool-meta.js';
import { toolIconPath, toolPath } from '../../common/tool-meta.js';
import { useI18n } from '../i18n/index.js';
import { trackClickLater } from '../platform/track-later.js';
import { toolTextsLoaded } from '../registry.js';

export function ToolCard({ tool }: { tool: ToolMeta }) {
  const { pick, href } = useI18n();
  return (
    <Box
      component="a"
      href={href(toolPath(tool.slug))}
      data-testid="tool-card"
      data-slug={tool.slug}
      onClick={() => trackClickLater(tool.slug, 'card')}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 2,
        p: 2.25,
        minWidth: 0,
        borderRadius: 3,
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'line.light',
        boxShadow: '0 2px 10px rgba(20,30,60,.05)',
        textDecoration: 'none',
        color: 'text.primary',
        transition: 'box-shadow .2s, transform .2s',
        '&:hover': { boxShadow: '0 6px 18px rgba(20,30,60,.10)', transform: 'translateY(-2px)' },
      }}
    >
      <Box
        component="img"
        src={toolIconPath(tool.slug)}
        alt=""
        loading="lazy"
        sx={{ width: 52, height: 52, flexShrink: 0 }}
      />
      <Box sx={{ minWidth: 0 }}>
        <Box sx={{ fontWeight: 600, fontSize: 16, mb: 0.5 }}>{pick(tool.name)}</Box>
        <Box
          sx={{
            fontSize: 13,
            color: 'text.secondary',
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
          }}
        >
          {pick(tool.description)}
        </Box>
      </Box>
    </Box>
  );
}

const gridSx = {
  display: 'grid',
  gap: { xs: 1.5, md: 2.5 },
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
} as const;

let serverCards: Map<string, string> | null = null;

/**
 * A grid's pre-rendered cards (grids are told apart by their first tool), read once on the first render
 * (hydration, while the server's DOM is still there), so that a render from scratch (React recovering from
 * a hydration mismatch, e.g. after a browser extension edited the page) puts the same cards back.
 */
function serverCardsHtml(first: string): string {
  serverCards ??= new Map(
    [...document.querySelectorAll<HTMLElement>('[data-testid="tool-grid"][data-first]')].map((grid) => [
      grid.dataset.first!,
      grid.innerHTML,
    ]),
  );
  return serverCards.get(first) ?? '';
}

/**
 * The tool cards. The browser keeps the pre-rendered cards as they are (their descriptions are not in
 * the registry's browser copy: scripts/delivery-plugins.ts) and tracks clicks on them from here; once the
 * tools' texts are loaded (a visitor switched language) it renders them itself.
 */
export function ToolGrid({ tools }: { tools: ToolMeta[] }) {
  // The pre-rendered cards are in the page's language; the texts are loaded before a switch to the other.
  const keepServerHtml = typeof window !== 'undefined' && !toolTextsLoaded();
  if (keepServerHtml) {
    return (
      <Box
        sx={gridSx}
        data-testid="tool-grid"
        data-first={tools[0]?.slug}
        onClick={(e) => {
          const card = (e.target as Element).closest<HTMLElement>('[data-testid="tool-card"]');
          if (card?.dataset.slug) trackClickLater(card.dataset.slug, 'card');
        }}
        // Hydrating, React keeps the server's children of an element with inner HTML; rendering anew, it sets them.
        dangerouslySetInnerHTML={{ __html: serverCardsHtml(tools[0]?.slug ?? '') }}
        suppressHydrationWarning
      />
    );
  }
  return (
    <Box sx={gridSx} data-testid="tool-grid" data-first={tools[0]?.slug}>
      {tools.map((tool) => (
        <ToolCard key={tool.slug} tool={tool} />
      ))}
    </Box>
  );
}
