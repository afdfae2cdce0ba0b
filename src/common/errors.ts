/** The error catalogue (spec section 8), shared by the client and the server. */
export const ERROR_CATALOGUE = {
  1: '这个功能还没有开放，请耐心等待～',
  2: '今日次数已用完，明天再来吧。',
  3: '请求频率过高，请稍后再试',
  1000: '服务出错了，请稍后再试',
  1100: '服务出错了，请稍后再试',
  1101: '请登录使用，谢谢。',
  1200: '服务出错了，请稍后再试',
  1201: '好像没有检测到图片，请再次尝试',
  // Ours (server tasks: a file refused for what it really is), in the 1201 style: a clear reason.
  1202: '文件内容与格式不符或已损坏，请检查后重试',
  1203: '文档已加密，请先取消密码再上传',
  1204: '文件过大',
  1205: '不支持当前格式的文件',
  1206: '文档含有宏，为了安全不予处理',
  1207: '文档处理超时，请换一个较小的文件再试',
  1208: '服务器繁忙，排队等待超时，请稍后再试',
  1300: '服务出错了，请稍后再试',
} as const;

export type ErrorCode = keyof typeof ERROR_CATALOGUE;

export const ErrorCodes = {
  notOpen: 1,
  quotaUsedUp: 2,
  rateTooHigh: 3,
  server: 1000,
  badRequest: 1100,
  loginRequired: 1101,
  upload: 1200,
  noImage: 1201,
  notWhatItClaims: 1202,
  encryptedDocument: 1203,
  fileTooLarge: 1204,
  unsupportedFormat: 1205,
  macroDocument: 1206,
  taskTimeout: 1207,
  /** A queued task that waited past TASK_TTL_SECONDS without a worker taking it. */
  queueTimeout: 1208,
  notFound: 1300,
} as const satisfies Record<string, ErrorCode>;

export const INVALID_TIMESTAMP_MESSAGE = '时间戳有误，请检查系统时间，推荐设置为自动时间';

/** An HTTP error body: the code, a comma, then the message. */
export function errorBody(code: ErrorCode, detail?: string): string {
  return `${code},${detail ?? ERROR_CATALOGUE[code]}`;
}

/** Reads `"<code>,<message>"`; null when the body does not start with a numeric code and a comma. */
export function parseErrorBody(body: string): { code: number; message: string } | null {
  const m = /^(\d+),([\s\S]*)$/.exec(body);
  return m ? { code: Number(m[1]), message: m[2] } : null;
}

export function isKnownErrorCode(code: number): code is ErrorCode {
  return Object.prototype.hasOwnProperty.call(ERROR_CATALOGUE, code);
}
