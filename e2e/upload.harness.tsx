/**
 * A page for the upload widget's end-to-end tests (e2e/upload.e2e.test.ts builds it with Vite and serves it
 * on the site's origin): the real widget with options from `?options=<json>`, every handed-on file recorded
 * in `window.__picked`, and the real upload client on `window.__uploadFile`. Never part of the site.
 */
import { createRoot } from 'react-dom/client';
import { ThemeProvider } from '@mui/material/styles';
import CssBaseline from '@mui/material/CssBaseline';
import Box from '@mui/material/Box';
import { theme } from '../src/web/theme.js';
import { I18nProvider } from '../src/web/i18n/index.js';
import { ToastProvider } from '../src/web/ui/Toast.js';
import { AlertHost } from '../src/web/platform/AlertHost.js';
import { UploadWidget, type UploadWidgetProps } from '../src/web/upload/UploadWidget.js';
import { uploadFile } from '../src/web/upload/api.js';
import { transcodeImage } from '../src/web/image/codec.js';
import { blobToDataUrl } from '../src/web/image/raster.js';

export interface PickedRecord {
  source: string;
  name: string;
  type: string;
  size: number;
  lastModified: number;
  head: number[];
}

declare global {
  interface Window {
    __picked: PickedRecord[];
    __uploadFile: typeof uploadFile;
    __transcodeImage: typeof transcodeImage;
    __blobToDataUrl: typeof blobToDataUrl;
  }
}

window.__picked = [];
window.__uploadFile = uploadFile;
window.__transcodeImage = transcodeImage;
window.__blobToDataUrl = blobToDataUrl;
const options = JSON.parse(new URLSearchParams(location.search).get('options') ?? '{}') as Partial<UploadWidgetProps>;

createRoot(document.getElementById('root')!).render(
  <ThemeProvider theme={theme}>
    <CssBaseline />
    <I18nProvider lang="zh" setLang={() => {}}>
      <ToastProvider>
        <Box sx={{ p: 2, maxWidth: 640, mx: 'auto' }}>
          <UploadWidget
            {...options}
            onFiles={async (files, source) => {
              for (const f of files) {
                const head = [...new Uint8Array(await f.file.slice(0, 8).arrayBuffer())];
                window.__picked.push({
                  source,
                  name: f.name,
                  type: f.file.type,
                  size: f.file.size,
                  lastModified: f.lastModified,
                  head,
                });
              }
            }}
          />
        </Box>
        <AlertHost />
      </ToastProvider>
    </I18nProvider>
  </ThemeProvider>,
);
