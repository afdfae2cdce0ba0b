import { describe, expect, it, vi } from 'vitest';
import { unzipSync } from 'fflate';
import { saveChannel, saveFile, saveFiles, type SaveEnv } from './save.js';
import { uniqueNames, zipFiles } from './zip.js';
import { UA } from '../share/ua-samples.js';

const png = (n = 1) => new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, n])], { type: 'image/png' });

function env(userAgent: string, extra: Partial<SaveEnv> = {}) {
  const downloads: { name: string; blob: Blob }[] = [];
  const e: SaveEnv = {
    userAgent,
    download: (blob, name) => downloads.push({ blob, name }),
    toDataUrl: async (b) => `data:${b.type};base64,${Buffer.from(await b.arrayBuffer()).toString('base64')}`,
    ...extra,
  };
  return { env: e, downloads };
}

describe('saveChannel', () => {
  it('host browser first, then WeChat/QQ long-press, desktop download, phone share sheet, else download', () => {
    expect(saveChannel({ userAgent: UA.qqBrowserAndroid, hasHostSave: true, canShareFiles: true })).toBe('host');
    for (const ua of [UA.wechatIos, UA.wechatAndroid, UA.wecom, UA.qqIos, UA.qqAndroid]) {
      expect(saveChannel({ userAgent: ua, hasHostSave: false, canShareFiles: true })).toBe('longpress');
    }
    for (const ua of [UA.chromeWindows, UA.safariMac, UA.qqBrowserWindows]) {
      expect(saveChannel({ userAgent: ua, hasHostSave: false, canShareFiles: true })).toBe('download');
    }
    for (const ua of [UA.safariIphone, UA.chromeAndroid, UA.qqBrowserIos]) {
      expect(saveChannel({ userAgent: ua, hasHostSave: false, canShareFiles: true })).toBe('share');
      expect(saveChannel({ userAgent: ua, hasHostSave: false, canShareFiles: false })).toBe('download');
    }
  });
  it('files that are not images: never the gallery or a long-press; inside WeChat/QQ, open in the browser', () => {
    const files = { hasHostSave: true, canShareFiles: true, images: false };
    expect(saveChannel({ userAgent: UA.qqBrowserAndroid, ...files })).toBe('share');
    for (const ua of [UA.wechatIos, UA.wechatAndroid, UA.qqAndroid]) {
      expect(saveChannel({ userAgent: ua, ...files })).toBe('browser');
    }
    expect(saveChannel({ userAgent: UA.chromeWindows, ...files })).toBe('download');
  });
});

describe('saveFiles', () => {
  it('desktop: downloads one file as it is', async () => {
    const { env: e, downloads } = env(UA.chromeWindows);
    expect(await saveFile(png(), 'a.png', e)).toEqual({ channel: 'download' });
    expect(downloads.map((d) => d.name)).toEqual(['a.png']);
  });
  it('desktop: several files become one zip holding them all', async () => {
    const { env: e, downloads } = env(UA.safariMac);
    await saveFiles(
      [
        { blob: png(1), name: 'a.png' },
        { blob: png(2), name: 'a.png' },
      ],
      { zipName: 'out.zip', env: e },
    );
    expect(downloads.map((d) => d.name)).toEqual(['out.zip']);
    const entries = unzipSync(new Uint8Array(await downloads[0].blob.arrayBuffer()));
    expect(Object.keys(entries)).toEqual(['a.png', 'a (1).png']);
    expect([...entries['a (1).png']]).toEqual([0x89, 0x50, 0x4e, 0x47, 2]);
  });
  it('phone: shares the files through the system sheet (level 2: files), no download', async () => {
    const share = vi.fn(async () => {});
    const canShare = vi.fn((data?: ShareData) => Boolean(data?.files?.length));
    const { env: e, downloads } = env(UA.safariIphone, { navigator: { share, canShare } });
    expect(
      await saveFiles(
        [
          { blob: png(), name: 'a.png' },
          { blob: png(), name: 'b.png' },
        ],
        { env: e },
      ),
    ).toEqual({ channel: 'share' });
    const files = (share.mock.calls[0] as unknown as [ShareData])[0].files!;
    expect(files.map((f) => [f.name, f.type])).toEqual([
      ['a.png', 'image/png'],
      ['b.png', 'image/png'],
    ]);
    expect(downloads).toHaveLength(0);
  });
  it('phone: closing the sheet is not an error and downloads nothing; a refused share downloads', async () => {
    const abort = Object.assign(new Error('cancel'), { name: 'AbortError' });
    const { env: e1, downloads: d1 } = env(UA.chromeAndroid, {
      navigator: { share: async () => Promise.reject(abort), canShare: () => true },
    });
    expect(await saveFile(png(), 'a.png', e1)).toEqual({ channel: 'share', cancelled: true });
    expect(d1).toHaveLength(0);
    const refused = Object.assign(new Error('no activation'), { name: 'NotAllowedError' });
    const { env: e2, downloads: d2 } = env(UA.chromeAndroid, {
      navigator: { share: async () => Promise.reject(refused), canShare: () => true },
    });
    expect(await saveFile(png(), 'a.png', e2)).toEqual({ channel: 'download' });
    expect(d2.map((d) => d.name)).toEqual(['a.png']);
  });
  it('phone without file sharing: downloads', async () => {
    const { env: e, downloads } = env(UA.chromeAndroid, {
      navigator: { share: async () => {}, canShare: () => false },
    });
    expect(await saveFile(png(), 'a.png', e)).toEqual({ channel: 'download' });
    expect(downloads).toHaveLength(1);
  });
  it('WeChat and QQ, a document: tries the download and says to open the page in the browser', async () => {
    const pdf = new Blob(['%PDF-1.7'], { type: 'application/pdf' });
    const { env: e, downloads } = env(UA.wechatAndroid);
    expect(await saveFile(pdf, 'a.pdf', e)).toEqual({ channel: 'browser' });
    expect(downloads.map((d) => d.name)).toEqual(['a.pdf']);
  });
  it('WeChat and QQ: gives data: URLs to show full screen for long-press, downloads nothing', async () => {
    for (const ua of [UA.wechatAndroid, UA.qqIos]) {
      const { env: e, downloads } = env(ua, { navigator: { share: async () => {}, canShare: () => true } });
      const outcome = await saveFile(png(7), 'a.png', e);
      expect(outcome).toEqual({
        channel: 'longpress',
        images: [{ name: 'a.png', src: 'data:image/png;base64,iVBORwc=' }],
      });
      expect(downloads).toHaveLength(0);
    }
  });
  it("the product's browser: its saveImage API gets each image as a data: URL with its name", async () => {
    const calls: { data: string; fileName: string }[] = [];
    const host = {
      app: {
        saveImage: (o: { data: string; fileName: string }, cb?: (r: { ret: number }) => void) => {
          calls.push(o);
          cb?.({ ret: 0 });
        },
      },
    };
    const { env: e, downloads } = env(UA.qqBrowserAndroid, { host });
    expect(
      await saveFiles(
        [
          { blob: png(1), name: 'a.png' },
          { blob: png(2), name: 'b.png' },
        ],
        { env: e },
      ),
    ).toEqual({ channel: 'host' });
    expect(calls.map((c) => c.fileName)).toEqual(['a.png', 'b.png']);
    expect(calls[0].data).toMatch(/^data:image\/png;base64,/);
    expect(downloads).toHaveLength(0);
  });
  it("the product's browser: a failing save falls back to a download; a silent one counts as done after the timeout", async () => {
    const failing = { app: { saveImage: (_: unknown, cb?: (r: { ret: number }) => void) => cb?.({ ret: -1 }) } };
    const { env: e1, downloads: d1 } = env(UA.qqBrowserAndroid, { host: failing });
    expect(await saveFile(png(), 'a.png', e1)).toEqual({ channel: 'download' });
    expect(d1).toHaveLength(1);
    const silent = { app: { saveImage: () => undefined } };
    const { env: e2, downloads: d2 } = env(UA.qqBrowserAndroid, { host: silent, hostTimeoutMs: 10 });
    expect(await saveFile(png(), 'a.png', e2)).toEqual({ channel: 'host' });
    expect(d2).toHaveLength(0);
  });
});

describe('zip', () => {
  it('unique names, case-insensitively, keeping extensions; no folders', () => {
    expect(uniqueNames(['a.jpg', 'A.JPG', 'a.jpg', 'b', 'b', 'x/y.png', ''])).toEqual([
      'a.jpg',
      'A (1).JPG',
      'a (2).jpg',
      'b',
      'b (1)',
      'x_y.png',
      'file',
    ]);
  });
  it('stores big and empty files intact', async () => {
    const big = new Uint8Array(2_500_000).map((_, i) => (i * 7) & 255);
    const zip = await zipFiles([
      { blob: new Blob([big]), name: 'big.bin' },
      { blob: new Blob([]), name: 'empty.txt' },
    ]);
    const entries = unzipSync(new Uint8Array(await zip.arrayBuffer()));
    expect(Buffer.from(entries['big.bin']).equals(Buffer.from(big))).toBe(true);
    expect(entries['empty.txt']).toEqual(new Uint8Array());
  });
});
