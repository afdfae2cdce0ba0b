import { hydrateRoot } from 'react-dom/client';
import type { ComponentType } from 'react';
import { App } from './App.js';
import { matchRoute } from './routes.js';
import { findTool, toolPageLoader } from './registry.js';
import { createEmotionCache } from './emotion.js';
import { startPlatform } from './platform/start.js';

async function start() {
  const route = matchRoute(window.location.pathname, (slug) => Boolean(findTool(slug)));
  let Tool: ComponentType | undefined;
  if (route.kind === 'tool') Tool = (await toolPageLoader(route.slug)?.())?.default;
  hydrateRoot(document.getElementById('root')!, <App route={route} Tool={Tool} cache={createEmotionCache()} />);
  startPlatform();
}

void start();
