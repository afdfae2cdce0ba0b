/**
 * A whole stylisation page (日漫, 卡通, 水彩): upload, the style run in a Worker on a preview-sized copy
 * as the options change, and the full-size result (at most STYLE_SIDE) made again in the Worker on save.
 * Test ids: `<testId>-page`, `<testId>-tool` (data-ready="1" once the preview of the current options is
 * shown), `<testId>-options`.
 */
import { useMemo, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import { format, useMessages } from '../../i18n/index.js';
import { useSaver } from '../../save/Saver.js';
import { FileInput } from '../inputs/FileInput.js';
import { useImageUpload } from '../inputs/use-image-upload.js';
import { Notice } from '../layout/Notice.js';
import { ToolBody } from '../layout/Split.js';
import { OptionsPanel } from '../options/controls.js';
import type { Schema, Values } from '../options/schema.js';
import { useToolOptions, type ToolOptions } from '../options/use-tool-options.js';
import { useUsageReport } from '../run/use-usage-report.js';
import { imageToolMessages } from '../tools/image-tool-messages.js';
import { stylize } from './style-client.js';
import { styleMessages } from './style-messages.js';
import { canvasPixels, encodePixels, StylePreview } from './StylePreview.js';
import type { StyleName, StyleOptions } from './styles.js';
import { STYLE_SIDE } from './stylize.js';
import { useStyled } from './use-styled.js';

/** The on-screen preview is styled at this size; details scale with the picture, so it looks the same. */
const PREVIEW_SIDE = 900;

export function StyleFilterPage<S extends Schema>(props: {
  schema: S;
  testId: string;
  style: StyleName;
  /** The style's options from the page's values. */
  styleOptions: (values: Values<S>) => StyleOptions;
  suffix: string;
  controls: (options: ToolOptions<S>) => ReactNode;
  /** What the filter does, in plain words (shown under the options). */
  note?: ReactNode;
}) {
  const m = useMessages(imageToolMessages);
  const s = useMessages(styleMessages);
  const saver = useSaver();
  const report = useUsageReport();
  const options = useToolOptions(props.schema);
  const { values, reset } = options;
  const { input, file, canvas, failed, stem } = useImageUpload(4096);
  const preview = useMemo(() => (canvas ? canvasPixels(canvas, PREVIEW_SIDE) : null), [canvas]);
  const key = JSON.stringify(values);
  const job = { style: props.style, options: props.styleOptions(values) };
  const styled = useStyled(job, preview, key);
  const ready = styled.result !== null && styled.resultKey === key && !styled.busy;

  const save = (type: 'png' | 'jpeg') => {
    if (!canvas) return;
    report(`${file?.name}:${file?.size}:${key}`);
    void saver.save(async () => {
      const full = await stylize({ ...job, image: canvasPixels(canvas, 4096) });
      const blob = await encodePixels(full, type);
      return [{ blob, name: `${stem('image')}-${props.suffix}.${type === 'jpeg' ? 'jpg' : 'png'}` }];
    });
  };

  return (
    <ToolBody testId={`${props.testId}-page`}>
      <Box data-testid={`${props.testId}-tool`} data-ready={ready ? '1' : undefined} sx={{ display: 'grid', gap: 2 }}>
        <FileInput input={input} collapsed={preview !== null} buttonText={m.upload} tip={m.tip} />
        {failed && <Notice testId="image-unreadable">{m.unreadable}</Notice>}
        {styled.failed && <Notice severity="error">{s.failed}</Notice>}
        {preview && (
          <StylePreview
            original={preview}
            result={styled.result}
            busy={styled.busy}
            caption={
              <>
                {m.original} · {format(s.sizeNote, { side: STYLE_SIDE })}
              </>
            }
            saving={saver.saving}
            onSave={save}
            onChange={() => input.open()}
            options={
              <>
                <OptionsPanel onReset={reset} testId={`${props.testId}-options`}>
                  {props.controls(options)}
                </OptionsPanel>
                {props.note && <Notice>{props.note}</Notice>}
              </>
            }
          />
        )}
        {saver.ui}
      </Box>
    </ToolBody>
  );
}
