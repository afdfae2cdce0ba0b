import { describe, expect, it } from 'vitest';
import { callbackUrl, safeReturnPath, withLoginError } from './return-to.js';
import { parseQqMe, parseQqToken, parseQqUserInfo, safeImageUrl, unwrapJsonp } from './qq.js';
import { parseWxToken, parseWxUserInfo } from './wx.js';
import { isLoopbackHost, loadLoginConfig } from './config.js';
import { ProviderError } from './provider-http.js';
import { hashToken, isOpaqueToken, newOpaqueToken, newQbid } from './sessions.js';

const ORIGIN = 'https://tools.example.com';

describe('return addresses', () => {
  it('keeps paths of our own origin', () => {
    expect(safeReturnPath('/wordcount.html', '', ORIGIN)).toBe('/wordcount.html');
    expect(safeReturnPath('/a/b.html', '?x=1&y=%E4%B8%AD', ORIGIN)).toBe('/a/b.html?x=1&y=%E4%B8%AD');
    expect(safeReturnPath('/', '?', ORIGIN)).toBe('/');
  });

  it.each([
    ['//evil.example', ''],
    ['///evil.example', ''],
    ['/\\evil.example', ''],
    ['\\\\evil.example', ''],
    ['https://evil.example/', ''],
    ['javascript:alert(1)', ''],
    ['evil.example/x', ''],
    ['/\t/evil.example', ''],
    ['/\n/evil.example', ''],
    ['/ok', 'x=1'],
    ['/ok', '?a#b'],
    ['/ok#x', ''],
    ['', ''],
    ['/' + 'a'.repeat(600), ''],
  ])('refuses %j %j', (path, search) => {
    expect(safeReturnPath(path, search, ORIGIN)).toBeNull();
  });

  it('refuses values that are not text', () => {
    expect(safeReturnPath(undefined, '', ORIGIN)).toBeNull();
    expect(safeReturnPath('/', ['?a'], ORIGIN)).toBeNull();
  });

  it('builds the return address with _path, search, logintype=qq and session=1', () => {
    const qq = new URL(callbackUrl(ORIGIN, '/a.html?x=1', 'qq', true));
    expect(qq.origin + qq.pathname).toBe(`${ORIGIN}/api/login/callback`);
    expect([...qq.searchParams]).toEqual([
      ['_path', '/a.html'],
      ['search', '?x=1'],
      ['logintype', 'qq'],
      ['session', '1'],
    ]);
    const wx = new URL(callbackUrl(ORIGIN, '/', 'wx', false));
    expect([...wx.searchParams]).toEqual([
      ['_path', '/'],
      ['search', ''],
    ]);
  });

  it('adds login_error to a return path', () => {
    expect(withLoginError('/a.html?x=1', 'cancelled')).toBe('/a.html?x=1&login_error=cancelled');
    expect(withLoginError('/', 'failed')).toBe('/?login_error=failed');
  });
});

describe('QQ Connect answers', () => {
  it('reads the token endpoint form-encoded, as JSON, and its JSONP errors', () => {
    expect(parseQqToken('access_token=FE04E&expires_in=7776000&refresh_token=88E4')).toEqual({
      accessToken: 'FE04E',
      expiresIn: 7776000,
      refreshToken: '88E4',
    });
    expect(parseQqToken('{"access_token":"A","expires_in":"7776000","refresh_token":"R"}')).toEqual({
      accessToken: 'A',
      expiresIn: 7776000,
      refreshToken: 'R',
    });
    expect(() =>
      parseQqToken('callback( {"error":100019,"error_description":"code to access token error"} );'),
    ).toThrow(/100019/);
    expect(() => parseQqToken('{"error":100020,"error_description":"code is reused error"}')).toThrow(ProviderError);
    expect(() => parseQqToken('expires_in=1')).toThrow(/no access_token/);
  });

  it('reads /oauth2.0/me as JSONP or JSON', () => {
    expect(parseQqMe('callback( {"client_id":"101","openid":"OPEN"} );\n')).toEqual({
      clientId: '101',
      openid: 'OPEN',
    });
    expect(parseQqMe('{"client_id":"101","openid":"OPEN"}')).toEqual({ clientId: '101', openid: 'OPEN' });
    expect(() => parseQqMe('callback( {"error":100016,"error_description":"access token check failed"} );')).toThrow(
      /100016/,
    );
    expect(() => parseQqMe('<html>')).toThrow(ProviderError);
    expect(unwrapJsonp('cb({"a":1})')).toEqual({ a: 1 });
  });

  it('reads get_user_info: nickname and avatar, or its ret error', () => {
    expect(
      parseQqUserInfo(
        '{"ret":0,"msg":"","nickname":" 小企鹅 ","figureurl_qq_1":"http://q.qlogo.cn/40","figureurl_qq_2":"http://q.qlogo.cn/100"}',
      ),
    ).toEqual({
      nickName: '小企鹅',
      logo: 'http://q.qlogo.cn/100',
    });
    expect(parseQqUserInfo('{"ret":0,"nickname":"","figureurl_qq_1":"javascript:alert(1)"}')).toEqual({
      nickName: 'QQ用户',
      logo: '',
    });
    expect(() => parseQqUserInfo('{"ret":1002,"msg":"请先登录"}')).toThrow(/1002/);
  });

  it('keeps only http(s) avatars', () => {
    expect(safeImageUrl('https://a.example/x.png')).toBe('https://a.example/x.png');
    expect(safeImageUrl('data:image/png;base64,AAAA')).toBe('');
    expect(safeImageUrl(12)).toBe('');
  });
});

describe('WeChat answers', () => {
  it('reads the token and user info, and {errcode, errmsg} errors', () => {
    expect(
      parseWxToken(
        '{"access_token":"AT","expires_in":7200,"refresh_token":"RT","openid":"OID","scope":"snsapi_login","unionid":"UID"}',
      ),
    ).toEqual({
      accessToken: 'AT',
      openid: 'OID',
      unionid: 'UID',
      refreshToken: 'RT',
      expiresIn: 7200,
    });
    expect(() => parseWxToken('{"errcode":40029,"errmsg":"invalid code"}')).toThrow(/40029/);
    expect(
      parseWxUserInfo('{"openid":"OID","nickname":"小明","headimgurl":"https://thirdwx.qlogo.cn/x/132"}', 'OID'),
    ).toEqual({ nickName: '小明', logo: 'https://thirdwx.qlogo.cn/x/132' });
    expect(() => parseWxUserInfo('{"openid":"OTHER","nickname":"x"}', 'OID')).toThrow(/another user/);
    expect(() => parseWxUserInfo('not json', 'OID')).toThrow(ProviderError);
  });
});

describe('login configuration', () => {
  it('knows loopback hosts', () => {
    for (const h of ['localhost', '127.0.0.1', '127.1.2.3', '::1', '[::1]', 'app.localhost'])
      expect(isLoopbackHost(h), h).toBe(true);
    for (const h of ['0.0.0.0', '::', '10.0.0.1', 'example.com', 'localhost.example.com'])
      expect(isLoopbackHost(h), h).toBe(false);
  });

  it('turns providers on only with both id and secret, with documented default addresses', () => {
    const c = loadLoginConfig({ QQ_APP_ID: '1', QQ_APP_KEY: 'k', WX_APP_ID: 'wx1', WX_APP_SECRET: 's' }, 'localhost');
    expect(c.qq).toEqual({ appId: '1', appKey: 'k', baseUrl: 'https://graph.qq.com', sdkAppIds: ['1'] });
    expect(c.wx).toMatchObject({ openBaseUrl: 'https://open.weixin.qq.com', apiBaseUrl: 'https://api.weixin.qq.com' });
    expect(c.demo).toBe(false);
    expect(() => loadLoginConfig({ QQ_APP_ID: '1' }, 'localhost')).toThrow(/together/);
    expect(() => loadLoginConfig({ QQ_APP_ID: '1', QQ_APP_KEY: 'k', QQ_BASE_URL: 'ftp://x' }, 'localhost')).toThrow(
      /QQ_BASE_URL/,
    );
    expect(loadLoginConfig({ QQ_APP_ID: '1', QQ_APP_KEY: 'k', QQ_SDK_APP_IDS: '7, 8' }, 'h').qq!.sdkAppIds).toEqual([
      '7',
      '8',
      '1',
    ]);
  });

  it('demo login: loopback without providers, or DEMO_LOGIN', () => {
    expect(loadLoginConfig({}, 'localhost').demo).toBe(true);
    expect(loadLoginConfig({}, '0.0.0.0').demo).toBe(false);
    expect(loadLoginConfig({ DEMO_LOGIN: '1' }, '0.0.0.0').demo).toBe(true);
    expect(loadLoginConfig({ DEMO_LOGIN: '0' }, '127.0.0.1').demo).toBe(false);
    expect(() => loadLoginConfig({ DEMO_LOGIN: 'yes' }, 'localhost')).toThrow(/DEMO_LOGIN/);
  });

  it('cookie domain and public URL', () => {
    expect(loadLoginConfig({}, 'h').cookieDomain).toBeUndefined();
    expect(loadLoginConfig({ COOKIE_DOMAIN: 'host' }, 'h').cookieDomain).toBeNull();
    expect(loadLoginConfig({ COOKIE_DOMAIN: '.example.com' }, 'h').cookieDomain).toBe('.example.com');
    expect(loadLoginConfig({ PUBLIC_URL: 'https://tools.example.com/sub/' }, 'h').publicUrl).toBe(
      'https://tools.example.com',
    );
  });
});

describe('tokens', () => {
  it('are 256-bit random, URL-safe, and stored as their sha256', () => {
    const a = newOpaqueToken();
    expect(isOpaqueToken(a)).toBe(true);
    expect(a).not.toBe(newOpaqueToken());
    expect(hashToken(a)).toMatch(/^[0-9a-f]{64}$/);
    expect(isOpaqueToken('short')).toBe(false);
    expect(newQbid()).toMatch(/^u[A-Za-z0-9]{20}$/);
  });
});
