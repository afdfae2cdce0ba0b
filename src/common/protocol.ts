/** Names both sides of the API agree on (the spec leaves them open; these are ours). */
export const TIMESTAMP_HEADER = 'x-timestamp';
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
export const AUTH_HEADER = 'authorization';
/** Sent before `/api/getToken` has answered (the spec's "built-in default"); accepted only by cheap calls' limits. */
export const DEFAULT_AUTH = 'Bearer toolbox-anonymous';
export const IDENTITY_COOKIE = '_t_qbtool_uid';
export const TIMESTAMP_TOLERANCE_S = 5 * 60;

export const API = {
  getToken: '/api/getToken',
  toolList: '/api/get_tool_list',
  analytics: '/api/analytics',
  log: '/api/log',
  statistics: '/cgi-bin/tools/get_statistics',
  report: '/cgi-bin/tools/report',
  addToolPV: '/api/addToolPV',
  getToolRecord: '/api/getToolRecord',
  addToolScore: '/api/addToolScore',
  getLoginInfo: '/api/getLoginInfo',
  logout: '/api/logout',
  checkCtk: '/api/check_ctk',
  /** Which login types this server offers. */
  loginOptions: '/api/login/options',
  /** Starts a QQ or WeChat login: a single-use state and the provider's address. */
  loginStart: '/api/login/start',
  /** Where the providers send the browser back (`_path`, `search`, `logintype=qq`, `session=1`). */
  loginCallback: '/api/login/callback',
  demoLogin: '/api/login/demo',
  feedback: '/api/feedback',
  adminFeedback: '/api/admin/feedback',
} as const;

/** `userInfo` added to call params unless disabled. */
export interface UserInfo {
  guid: string;
  qimei36: string;
  qua2: string;
}

/** One analytics event (spec section 3); `extra` is a JSON text of {page, callfrom, is_pc}. */
export interface AnalyticsEvent {
  eventname: string;
  guid: string;
  app_version: string;
  extra: string;
}
