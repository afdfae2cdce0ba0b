import Fastify, { type FastifyInstance, type FastifyError } from 'fastify';
import type { ToolMeta } from '../common/tool-meta.js';
import { ErrorCodes, errorBody } from '../common/errors.js';
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

export interface AppDeps {
  config: Config;
  db: Db;
  tools: ToolMeta[];
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}

/** The whole server: API routes and the built site. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: deps.config.logLevel === 'silent' ? false : { level: deps.config.logLevel },
    trustProxy: deps.config.trustProxy,
    bodyLimit: 1024 * 1024,
  });
  app.decorate('deps', deps);
  strictValidation(app);
  parseTextPlainAsJson(app);

  // Bad input gets the catalogue's answer: HTTP 4xx with `code,message`, never a stack trace.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 500) request.log.error(error);
    const code = status >= 500 ? ErrorCodes.server : ErrorCodes.badRequest;
    const detail = status >= 500 ? undefined : `参数错误: ${error.validation ? error.message : error.code ?? 'bad request'}`;
    void reply.status(status).type('text/plain; charset=utf-8').send(errorBody(code, detail));
  });

  await app.register(fastifyCookie);
  await app.register(guard); // timestamp, XSRF, token, limits: before every route
  await app.register(toolRoutes);
  await app.register(statisticsRoutes);
  await app.register(tokenRoutes);
  await app.register(analyticsRoutes);
  await app.register(logRoutes);
  await app.register(uploadRoutes);
  await app.register(loginRoutes);
  await app.register(ratingRoutes);
  await app.register(feedbackRoutes);
  await app.register(siteRoutes);
  return app;
}
