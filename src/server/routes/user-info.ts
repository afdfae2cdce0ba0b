/**
 * `GET /api/getUserInfor` → `{ret: 0, data: {qbid, nick_name, logo, logintype, login_time}}` for the
 * header's user menu, or `{ret: 1101, msg, data: null}` when not logged in. Only the caller's own session
 * and user are read (by the login cookies); provider ids (openid, appid) are never part of the answer.
 */
import type { FastifyInstance } from 'fastify';
import { ERROR_CATALOGUE, ErrorCodes } from '../../common/errors.js';
import { USER_INFO_PATH, type UserInfoData } from '../../common/user-info.js';
import { noQuerySchema, retDataSchema } from '../http/schemas.js';
import { currentSession } from '../login/auth.js';

export const userInfoAnswerSchema = retDataSchema({
  type: ['object', 'null'],
  required: ['qbid', 'nick_name', 'logo', 'logintype', 'login_time'],
  additionalProperties: false,
  properties: {
    qbid: { type: 'string' },
    nick_name: { type: 'string' },
    logo: { type: 'string' },
    logintype: { enum: ['qq', 'wx', 'demo'] },
    login_time: { type: 'integer' },
  },
});

export async function userInfoRoutes(app: FastifyInstance) {
  const { kysely } = app.deps.db;
  app.get(
    USER_INFO_PATH,
    { schema: { querystring: noQuerySchema, response: { 200: userInfoAnswerSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const session = await currentSession(request, reply);
      const row =
        session &&
        (await kysely
          .selectFrom('login_sessions')
          .select('created_at')
          .where('id', '=', session.sessionId)
          .executeTakeFirst());
      if (!session || !row)
        return { ret: ErrorCodes.loginRequired, msg: ERROR_CATALOGUE[ErrorCodes.loginRequired], data: null };
      const data: UserInfoData = {
        qbid: session.user.qbid,
        nick_name: session.user.nick_name,
        logo: session.user.logo,
        logintype: session.logintype,
        login_time: Number(row.created_at),
      };
      return { ret: 0, data };
    },
  );
}
