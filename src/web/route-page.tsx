/**
 * Each kind of page (home, category, tool frame, legal, feedback, not found) is its own chunk, so a page
 * fetches only its own code before it hydrates; a tool page adds the tool's chunk. The pre-rendered HTML
 * modulepreloads exactly these chunks (scripts/prerender.ts reads `routeSources`), and the browser loads
 * them before hydrating (entry-client.tsx), as the server does before rendering (entry-server.tsx).
 */
import type { ComponentType } from 'react';
import type { Route } from './routes.js';
import { findTool } from './registry.js';

type Loader = () => Promise<Record<string, unknown>>;

/** One literal glob per module, so its source path (the build manifest's key) is known here. */
const TOOL_CHUNKS = 'src/web/tool-chunks.ts';
const toolChunks = () => import('./tool-chunks.js');

const MODULES = import.meta.glob([
  './pages/HomePage.tsx',
  './pages/CategoryPage.tsx',
  './pages/LegalPage.tsx',
  './pages/NotFoundPage.tsx',
  './feedback/FeedbackPage.tsx',
  './kit/frame/ToolFrame.tsx',
]) as Record<string, Loader>;

const HOME = './pages/HomePage.tsx';
const CATEGORY = './pages/CategoryPage.tsx';
const LEGAL = './pages/LegalPage.tsx';
const NOT_FOUND = './pages/NotFoundPage.tsx';
const FEEDBACK = './feedback/FeedbackPage.tsx';
const TOOL_FRAME = './kit/frame/ToolFrame.tsx';

function pageModule(route: Route): string {
  switch (route.kind) {
    case 'home':
      return HOME;
    case 'category':
      return CATEGORY;
    case 'page':
      return LEGAL;
    case 'feedback':
      return FEEDBACK;
    case 'tool':
      // Every registered tool has a page (src/web/registry.test.ts).
      return findTool(route.slug) ? TOOL_FRAME : NOT_FOUND;
    default:
      return NOT_FOUND;
  }
}

async function load(key: string): Promise<Record<string, unknown>> {
  const loader = MODULES[key];
  if (!loader) throw new Error(`page module missing: ${key}`);
  return loader();
}

/**
 * The source files (relative to the project root) a route loads before it hydrates: its page module; for a
 * tool, then the map of tool chunks, the tool's page and its full meta.
 */
export async function routeSources(route: Route): Promise<string[]> {
  const sources = [`src/web/${pageModule(route).slice(2)}`];
  if (route.kind === 'tool' && pageModule(route) === TOOL_FRAME) {
    const { fullMetaSource, toolPageSource } = await toolChunks();
    sources.push(TOOL_CHUNKS, toolPageSource(route.slug)!, fullMetaSource(route.slug));
  }
  return sources;
}

/** Loads the route's page (and a tool page's tool) and returns it as one component without props. */
export async function loadRoutePage(route: Route): Promise<ComponentType> {
  const key = pageModule(route);
  if (route.kind === 'tool' && key === TOOL_FRAME) {
    // The full meta: the registry's copy leaves out the introduction this page shows.
    const { loadFullMeta, toolPageLoader } = await toolChunks();
    const [frame, tool, meta] = await Promise.all([
      load(key) as Promise<typeof import('./kit/frame/ToolFrame.js')>,
      toolPageLoader(route.slug)!(),
      loadFullMeta(route.slug).then((full) => full ?? findTool(route.slug)!),
    ]);
    const { ToolFrame } = frame;
    const Tool = tool.default;
    return function ToolRoute() {
      return <ToolFrame meta={meta} Tool={Tool} />;
    };
  }
  if (route.kind === 'category') {
    const { CategoryPage } = (await load(key)) as typeof import('./pages/CategoryPage.js');
    return function Category() {
      return <CategoryPage category={route.category} />;
    };
  }
  if (route.kind === 'page') {
    const { LegalPage } = (await load(key)) as typeof import('./pages/LegalPage.js');
    return function Legal() {
      return <LegalPage page={route.page} />;
    };
  }
  if (key === HOME) return ((await load(key)) as typeof import('./pages/HomePage.js')).HomePage;
  if (key === FEEDBACK) return ((await load(key)) as typeof import('./feedback/FeedbackPage.js')).FeedbackPage;
  return ((await load(NOT_FOUND)) as typeof import('./pages/NotFoundPage.js')).NotFoundPage;
}
