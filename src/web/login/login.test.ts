import { describe, expect, it } from 'vitest';
import { nativeLoginType } from '../../common/login.js';
import { canUseWeChatQr, defaultLoginTypes, panelButtons } from './browser.js';
import {
  CLOSED,
  clickOutcome,
  panelReducer,
  tipText,
  lastLoginType,
  rememberLoginType,
  type PanelAction,
  type PanelState,
} from './panel.js';
import { LOGGED_OUT, toLoginInfo } from './login-info.js';
import { LoginRefused, loginFailureMessage, returnAddress } from './providers.js';
import { CallError } from '../platform/request.js';
import { describeHttpError } from '../platform/http-errors.js';
import { checkCtkParams, readNativeLogin } from './native.js';

const DESKTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36';
const WECHAT_PHONE = `${IPHONE} MicroMessenger/8.0.47(0x18002f2c) NetType/WIFI Language/zh_CN`;

describe('browser check', () => {
  it("offers 'all' on a desktop and inside WeChat, QQ only in a phone's browser", () => {
    expect(defaultLoginTypes(DESKTOP)).toBe('all');
    expect(defaultLoginTypes(WECHAT_PHONE)).toBe('all');
    expect(defaultLoginTypes(IPHONE)).toBe('qq');
    expect(defaultLoginTypes(ANDROID)).toBe('qq');
    expect(canUseWeChatQr(`${ANDROID} MicroMessenger/8.0`)).toBe(true);
  });

  it('shows the allowed types the server offers, then the demo login', () => {
    const all = { qq: true, wx: true, demo: false };
    expect(panelButtons('all', all)).toEqual(['qq', 'wx']);
    expect(panelButtons('qq', all)).toEqual(['qq']);
    expect(panelButtons('wx', all)).toEqual(['wx']);
    expect(panelButtons('all', { qq: true, wx: false, demo: false })).toEqual(['qq']);
    expect(panelButtons('all', { qq: false, wx: false, demo: true })).toEqual(['demo']);
    expect(panelButtons('qq', { qq: false, wx: true, demo: false })).toEqual([]);
  });
});

describe('login panel rules', () => {
  const run = (...actions: PanelAction[]) => actions.reduce<PanelState>(panelReducer, CLOSED);

  it('opens with the default tip unless a custom tip is given; auto login is checked by default', () => {
    const open = run({ type: 'open' });
    expect(open).toMatchObject({ open: true, view: 'choose', agreed: false, autoLogin: true });
    expect(tipText(open, '快捷登录，数据同步')).toBe('快捷登录，数据同步');
    expect(tipText(run({ type: 'open', tip: '请先登录' }), '快捷登录，数据同步')).toBe('请先登录');
    // Opening again without a tip drops the previous custom one.
    expect(tipText(run({ type: 'open', tip: '请先登录' }, { type: 'close' }, { type: 'open' }), 'D')).toBe('D');
  });

  it('a click without the agreement only flashes the warning', () => {
    const open = run({ type: 'open' });
    for (const button of ['qq', 'wx', 'demo'] as const) {
      expect(clickOutcome(open, button)).toBe('warn');
      const after = panelReducer(open, { type: 'click', button });
      expect(after).toEqual({ ...open, warning: true });
      expect(panelReducer(after, { type: 'warningOver' })).toEqual(open);
    }
  });

  it('with the agreement, QQ and demo go to work and WeChat shows its QR (the tip and footer go)', () => {
    const agreed = run({ type: 'open' }, { type: 'agree', value: true });
    expect(clickOutcome(agreed, 'qq')).toBe('qq');
    expect(panelReducer(agreed, { type: 'click', button: 'qq' }).view).toBe('busy');
    expect(panelReducer(agreed, { type: 'click', button: 'demo' }).view).toBe('busy');
    const wx = panelReducer(agreed, { type: 'click', button: 'wx' });
    expect(wx.view).toBe('wx');
    expect(panelReducer(wx, { type: 'back' }).view).toBe('choose');
    expect(panelReducer(wx, { type: 'close' })).toMatchObject({ open: false, view: 'choose' });
  });

  it('checking the agreement stops a flashing warning; auto login can be unchecked', () => {
    const warned = run({ type: 'open' }, { type: 'click', button: 'qq' });
    expect(panelReducer(warned, { type: 'agree', value: true }).warning).toBe(false);
    expect(run({ type: 'open' }, { type: 'autoLogin', value: false }).autoLogin).toBe(false);
  });

  it('remembers the last login type', () => {
    expect(lastLoginType()).toBeNull();
    rememberLoginType('wx');
    expect(lastLoginType()).toBe('wx');
    rememberLoginType('qq');
    expect(lastLoginType()).toBe('qq');
  });
});

describe('login info', () => {
  it('is a login only for a successful answer with a qbid', () => {
    expect(toLoginInfo({ ret: 0, data: { qbid: 'u1', logo: 'https://a/x.png', nick_name: '小明' } })).toEqual({
      isLogin: true,
      qbid: 'u1',
      logo: 'https://a/x.png',
      nick_name: '小明',
    });
    expect(toLoginInfo({ ret: 0, data: { qbid: '' } })).toEqual(LOGGED_OUT);
    expect(toLoginInfo({ ret: 1101, data: null })).toEqual(LOGGED_OUT);
    expect(toLoginInfo({ ret: 1, data: { qbid: 'u1' } })).toEqual(LOGGED_OUT);
    expect(toLoginInfo({ imgApiError: true, errMsg: 'x' })).toEqual(LOGGED_OUT);
    expect(toLoginInfo(null)).toEqual(LOGGED_OUT);
    expect(toLoginInfo({ ret: 0, data: { qbid: 'u2', logo: 5 } })).toEqual({
      isLogin: true,
      qbid: 'u2',
      logo: '',
      nick_name: '',
    });
  });
});

describe('return address', () => {
  it('is this page, without a previous login_error', () => {
    expect(returnAddress({ pathname: '/wordcount.html', search: '' })).toEqual({
      _path: '/wordcount.html',
      search: '',
    });
    expect(returnAddress({ pathname: '/a.html', search: '?x=1&login_error=failed&y=2' })).toEqual({
      _path: '/a.html',
      search: '?x=1&y=2',
    });
    expect(returnAddress({ pathname: '', search: '?login_error=expired' })).toEqual({ _path: '/', search: '' });
  });
});

describe('native login info', () => {
  it('maps mode 3 to wx, mode 5 to qq, anything else to qqsdk', () => {
    expect(nativeLoginType(3)).toBe('wx');
    expect(nativeLoginType('5')).toBe('qq');
    expect(nativeLoginType(1)).toBe('qqsdk');
    expect(nativeLoginType(undefined)).toBe('qqsdk');
  });

  it('builds the check_ctk query from a logged-in host', () => {
    expect(checkCtkParams({ isLogin: true, ctk: 'T', openid: 'O', appid: '101', mode: 1 })).toEqual({
      ctk: 'T',
      openid: 'O',
      clientid: '101',
      logintype: 'qqsdk',
    });
    expect(checkCtkParams({ isLogin: true, ctk: 'T', openid: 'O', appid: 'wx1', mode: 3 })?.logintype).toBe('wx');
    expect(checkCtkParams({ isLogin: false, ctk: 'T', openid: 'O' })).toBeNull();
    expect(checkCtkParams({ isLogin: true, ctk: '', openid: 'O' })).toBeNull();
  });

  it('reads the host adapter by callback, by return value or promise, and gives up on silence', async () => {
    const info = { isLogin: true, ctk: 'T', openid: 'O', appid: '1', mode: 5 };
    expect(await readNativeLogin({ login: { getLoginInfo: (cb) => cb(info) } })).toEqual(info);
    expect(await readNativeLogin({ login: { getLoginInfo: () => info } })).toEqual(info);
    expect(await readNativeLogin({ login: { getLoginInfo: () => Promise.resolve(info) } })).toEqual(info);
    expect(await readNativeLogin({ login: { getLoginInfo: () => undefined } }, 20)).toBeNull();
    expect(
      await readNativeLogin({
        login: {
          getLoginInfo: () => {
            throw new Error('no');
          },
        },
      }),
    ).toBeNull();
    expect(await readNativeLogin(undefined)).toBeNull();
    expect(await readNativeLogin({ app: {} })).toBeNull();
  });
});

describe('a failed login says what the catalogue says', () => {
  const refused = (status: number, body: string) => {
    const d = describeHttpError(status, body);
    return new LoginRefused({ imgApiError: true, errMsg: d.message, code: d.code, status });
  };
  it.each([
    ['code 2 (daily quota)', refused(429, '2,daily limit'), '今日次数已用完，明天再来吧。'],
    ['code 3 (rate)', refused(429, '3,slow down'), '请求频率过高，请稍后再试'],
    ['code 1 (not open)', refused(403, '1,demo login is off'), '这个功能还没有开放，请耐心等待～'],
    ['an unknown code', new CallError('[500]oops', 500, 'oops'), '[500]oops'],
    ['anything else (script failed to load)', new Error('Failed to load script: x'), '登录失败，请稍后再试'],
  ])('%s', (_, error, message) => {
    expect(loginFailureMessage(error, '登录失败，请稍后再试')).toBe(message);
  });
});
