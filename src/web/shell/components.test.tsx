import { beforeAll, describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { I18nProvider, loadLang, type Lang } from '../i18n/index.js';
import { ProcessingScreen } from './ProcessingScreen.js';
import { LoadingButton } from '../ui/LoadingButton.js';
import type { ReactNode } from 'react';
import processingImage from '../assets/processing.svg';

// en is loaded on demand in the browser; the app loads it before switching (App.tsx).
beforeAll(() => loadLang('en'));

function html(node: ReactNode, lang: Lang = 'zh'): string {
  return renderToString(
    <I18nProvider lang={lang} setLang={() => {}}>
      {node}
    </I18nProvider>,
  );
}

function text(markup: string): string {
  return markup.replace(/<[^>]+>/g, '').replace(/<!-- -->/g, '');
}

describe('ProcessingScreen', () => {
  it('shows an image and the spec text while open', () => {
    const out = html(<ProcessingScreen open />);
    expect(out).toContain('data-testid="processing-screen"');
    const src = processingImage.replace(/&/g, '&amp;').replace(/'/g, '&#x27;').replace(/"/g, '&quot;');
    expect(processingImage).not.toBe('');
    expect(out).toMatch(/<img[^>]+src="[^"]+"/);
    expect(out).toContain(`src="${src}"`);
    expect(text(out)).toContain('处理中，请耐心等待...');
  });

  it('is translated in en', () => {
    expect(text(html(<ProcessingScreen open />, 'en'))).toContain('Processing, please wait...');
  });

  it('renders nothing when closed', () => {
    expect(html(<ProcessingScreen open={false} />)).toBe('');
  });
});

describe('LoadingButton', () => {
  it('is disabled and shows a spinner while loading', () => {
    const out = html(<LoadingButton loading>识别</LoadingButton>);
    expect(out).toMatch(/<button[^>]*\sdisabled=""/);
    expect(out).toContain('aria-busy="true"');
    expect(out).toContain('role="progressbar"');
  });

  it('is enabled without a spinner when not loading', () => {
    const out = html(<LoadingButton>识别</LoadingButton>);
    expect(out).not.toMatch(/<button[^>]*\sdisabled=""/);
    expect(out).not.toContain('role="progressbar"');
    expect(text(out)).toContain('识别');
  });

  it('stays disabled when disabled without loading', () => {
    const out = html(<LoadingButton disabled>识别</LoadingButton>);
    expect(out).toMatch(/<button[^>]*\sdisabled=""/);
    expect(out).not.toContain('role="progressbar"');
  });
});
