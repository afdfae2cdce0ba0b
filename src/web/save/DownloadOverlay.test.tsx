import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { DownloadOverlay } from './DownloadOverlay.js';

describe('DownloadOverlay', () => {
  it('shows a status with the saving text while open', () => {
    const html = renderToStaticMarkup(<DownloadOverlay open />);
    expect(html).toContain('data-testid="download-overlay"');
    expect(html).toContain('role="status"');
    expect(html).toContain('图片保存中');
  });
  it('renders nothing when closed', () => {
    expect(renderToStaticMarkup(<DownloadOverlay open={false} />)).toBe('');
  });
});
