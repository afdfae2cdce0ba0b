/**
 * Saving results, one helper for every file the site gives a visitor:
 * - images, in the product's own browser: its save-to-gallery JS API (`window.browser.app.saveImage`);
 * - images inside WeChat or QQ, where downloads are blocked: a full-screen image to long-press
 *   (长按图片保存到相册);
 * - other files inside WeChat or QQ: a download is tried and the visitor is told to open the page in the
 *   browser (those apps block most downloads; saying so is the honest answer);
 * - on phones, the system share sheet with the files (Web Share API level 2), from which images go to the
 *   photo gallery and documents to files or other apps;
 * - on desktops (and phones without file sharing), a download; several files become one zip.
 * The channel decision is pure (`saveChannel`); the effects go through a `SaveEnv` so tests drive each path.
 */
import type { HostBrowserApi, HostSaveImageResult } from '../platform/identity.js';
import { isPc } from '../platform/tracking.js';
import { isQQApp, isWeChat } from '../share/channel.js';
import { ensureHostApi } from '../share/host.js';
import { downloadBlob } from './download.js';
import { blobToDataUrl } from '../image/raster.js';
import { zipFiles } from './zip.js';

export type SaveChannel = 'host' | 'longpress' | 'browser' | 'share' | 'download';

export interface SaveFile {
  blob: Blob;
  name: string;
}

/** Pictures a photo gallery takes (and a long-press saves); an SVG is a document, not a photo. */
export function isImageFile(file: { blob: Blob; name: string }): boolean {
  return /^image\/(png|jpeg|gif|webp|avif|bmp)$/.test(file.blob.type);
}

export function saveChannel(env: {
  userAgent: string;
  hasHostSave: boolean;
  canShareFiles: boolean;
  /** Every file is an image (default true). */
  images?: boolean;
}): SaveChannel {
  const images = env.images ?? true;
  if (images && env.hasHostSave) return 'host';
  if (isWeChat(env.userAgent) || isQQApp(env.userAgent)) return images ? 'longpress' : 'browser';
  if (isPc(env.userAgent)) return 'download';
  return env.canShareFiles ? 'share' : 'download';
}

/** What saving needs from the page (the browser's objects by default; fakes in tests). */
export interface SaveEnv {
  userAgent: string;
  host?: HostBrowserApi;
  navigator?: Pick<Navigator, 'canShare' | 'share'>;
  download: (blob: Blob, name: string) => void;
  toDataUrl: (blob: Blob) => Promise<string>;
  /** How long to wait for the host's callback before taking the call as done. */
  hostTimeoutMs?: number;
}

export function browserSaveEnv(): SaveEnv {
  return {
    userAgent: navigator.userAgent,
    host: window.browser,
    navigator,
    download: downloadBlob,
    toDataUrl: blobToDataUrl,
  };
}

export type SaveOutcome =
  | { channel: 'host' | 'share' | 'download'; cancelled?: boolean }
  /** A download was tried inside WeChat/QQ: the caller says to open the page in the browser. */
  | { channel: 'browser' }
  /** The caller shows these images full screen with the hint 长按图片保存到相册. */
  | { channel: 'longpress'; images: { src: string; name: string }[] };

function asFiles(list: SaveFile[]): File[] {
  return list.map((f) => new File([f.blob], f.name, { type: f.blob.type }));
}

function canShare(env: SaveEnv, files: File[]): boolean {
  try {
    return (
      typeof env.navigator?.share === 'function' &&
      typeof env.navigator.canShare === 'function' &&
      env.navigator.canShare({ files })
    );
  } catch {
    return false;
  }
}

function hostSave(env: SaveEnv, data: string, fileName: string): Promise<boolean> {
  const app = env.host?.app;
  return new Promise((resolve) => {
    let done = false;
    const finish = (ok: boolean) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      resolve(ok);
    };
    const timer = setTimeout(() => finish(true), env.hostTimeoutMs ?? 10_000);
    try {
      app!.saveImage!.call(app, { data, fileName }, (result?: HostSaveImageResult) =>
        finish(result === true || (typeof result === 'object' && result?.ret === 0)),
      );
    } catch {
      finish(false);
    }
  });
}

/** Downloads one file as it is, several as one zip named `zipName`. */
async function download(env: SaveEnv, files: SaveFile[], zipName: string): Promise<void> {
  if (files.length === 1) env.download(files[0].blob, files[0].name);
  else env.download(await zipFiles(files), zipName);
}

/** Saves one or more files by the channel this page is on. */
export async function saveFiles(
  files: SaveFile[],
  { zipName = 'images.zip', env = browserSaveEnv() }: { zipName?: string; env?: SaveEnv } = {},
): Promise<SaveOutcome> {
  if (files.length === 0) throw new Error('nothing to save');
  if (!env.host?.app?.saveImage && typeof window !== 'undefined' && env.host === window.browser) await ensureHostApi();
  const shareable = asFiles(files);
  const channel = saveChannel({
    userAgent: env.userAgent,
    hasHostSave: typeof env.host?.app?.saveImage === 'function',
    canShareFiles: canShare(env, shareable),
    images: files.every(isImageFile),
  });
  switch (channel) {
    case 'host': {
      let ok = true;
      for (const f of files) ok = (await hostSave(env, await env.toDataUrl(f.blob), f.name)) && ok;
      if (!ok) await download(env, files, zipName);
      return { channel: ok ? 'host' : 'download' };
    }
    case 'longpress':
      return {
        channel,
        images: await Promise.all(files.map(async (f) => ({ src: await env.toDataUrl(f.blob), name: f.name }))),
      };
    case 'share':
      try {
        await env.navigator!.share({ files: shareable });
        return { channel };
      } catch (error) {
        // The visitor closed the sheet: nothing more to do. Anything else (no user activation left): download.
        if (error instanceof Error && error.name === 'AbortError') return { channel, cancelled: true };
        await download(env, files, zipName);
        return { channel: 'download' };
      }
    case 'browser':
    case 'download':
      await download(env, files, zipName);
      return { channel };
  }
}

/** Saves one file. */
export function saveFile(blob: Blob, name: string, env?: SaveEnv): Promise<SaveOutcome> {
  return saveFiles([{ blob, name }], { env });
}
