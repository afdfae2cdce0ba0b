import Fastify, { type FastifyInstance } from 'fastify';
import type { ToolMeta } from '../common/tool-meta.js';
import type { Config } from './config.js';
import type { Db } from './db/index.js';
import { toolRoutes } from './routes/tools.js';
import { statisticsRoutes } from './routes/statistics.js';
import { siteRoutes } from './routes/site.js';
import fastifyCookie from '@fastify/cookie';
import { parseTextPlainAsJson } from './http/body.js';
import { strictValidation } from './http/validation.js';
import { guard } from './security/guard.js';
import { tokenRoutes } from './routes/token.js';
import { analyticsRoutes } from './routes/analytics.js';
import { logRoutes } from './routes/log.js';
import { uploadRoutes } from './routes/upload.js';
import { loginRoutes } from './routes/login.js';
import { ratingRoutes } from './routes/rating.js';
import { feedbackRoutes } from './routes/feedback.js';
import { loadToolServers } from './registry.js';
import { tasks } from './tasks/plugin.js';
import { taskRoutes } from './tasks/routes.js';
import { ratesRoutes } from './rates/routes.js';
import { clientErrorHandler, errorHandler, frameworkErrors } from './http/framework-errors.js';
import { securityHeaders } from './http/security-headers.js';
import { healthRoutes } from './routes/health.js';
import { StorageMeter } from './storage/usage.js';
import { adminRoutes } from './routes/admin.js';
import { apiDocsRoutes, apiSpec } from './http/api-docs.js';
import { modelRoutes } from './models/routes.js';
import { netStatusRoutes } from './routes/net-status.js';
import { userInfoRoutes } from './routes/user-info.js';
import { locationRoutes } from './routes/location.js';
import { resumableUploads } from './uploads/resumable.js';

export interface AppDeps {
  config: Config;
  db: Db;
  tools: ToolMeta[];
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
    /** The files under DATA_DIR against the storage cap: `reserve(bytes)` before writing one (storage/usage.ts). */
    storage: StorageMeter;
  }
}

/** The whole server: API routes and the built site. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: deps.config.logLevel === 'silent' ? false : { level: deps.config.logLevel },
    trustProxy: deps.config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Errors answered before any route runs, in the catalogue's format too (http/framework-errors.ts).
    frameworkErrors,
    clientErrorHandler,
    // While stopping, the health plugin answers new requests itself (catalogue 503, Connection: close).
    return503OnClosing: false,
  });
  app.decorate('deps', deps);
  app.decorate('storage', new StorageMeter(deps.config.dataDir, deps.config.storage));
  strictValidation(app);
  parseTextPlainAsJson(app);

  // Bad input gets the catalogue's answer: HTTP 4xx with `code,message`, never a stack trace.
  app.setErrorHandler(errorHandler);
  await app.register(apiSpec); // OpenAPI from the routes' schemas: before every route

  await app.register(securityHeaders); // CSP, HSTS over https, nosniff, frame and referrer policies: every answer
  await app.register(healthRoutes); // /healthz, /readyz; refuses new requests once stopping
  await app.register(fastifyCookie);
  await app.register(guard); // timestamp, XSRF, token, limits: before every route
  await app.register(toolRoutes);
  await app.register(statisticsRoutes);
  await app.register(locationRoutes); // /cgi-bin/tools/location: the caller's approximate region
  await app.register(tokenRoutes);
  await app.register(analyticsRoutes);
  await app.register(logRoutes);
  await app.register(uploadRoutes);
  await app.register(loginRoutes);
  await app.register(userInfoRoutes); // /api/getUserInfor: the user menu's profile
  await app.register(ratingRoutes);
  await app.register(feedbackRoutes);
  await app.register(ratesRoutes);
  await app.register(modelRoutes); // operator-supplied models (MODELS_DIR)
  await app.register(tasks); // app.tasks: tool servers register their task kinds on it
  for (const tool of await loadToolServers()) await app.register(tool.plugin);
  await app.register(taskRoutes);
  await app.register(resumableUploads); // getcoscredential tickets and the tus endpoint
  await app.register(netStatusRoutes); // /api/getNetStatus: can server tools run now
  await app.register(adminRoutes); // the operator dashboard and its API (only with ADMIN_TOKEN)
  await app.register(apiDocsRoutes); // /api/docs
  await app.register(siteRoutes);
  return app;
}
