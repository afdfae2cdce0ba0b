/**
 * A whole-photo retouch page (去摩尔纹, 照片美化): pick a photo, the Worker filters it with the page's options
 * (each photo and each committed option one run, a newer one stopping the one before), before/after with
 * save beside the options. The page keeps its options (`useToolOptions`) and says what the result found.
 */
import { useEffect, type ReactNode } from 'react';
import { FileInput, Notice, ToolBody, useToolRun } from '../index.js';
import type { RetouchedImage } from '../cv/retouch-types.js';
import { RetouchBusy } from './RetouchBusy.js';
import { RetouchColumns } from './RetouchColumns.js';
import { RetouchResultPanel } from './RetouchResultPanel.js';
import { useRetouchPhoto } from './use-retouch-photo.js';

export interface PhotoFilterToolProps<O> {
  testId: string;
  /** The page's current options; a change runs the filter again. */
  values: O;
  filter: (source: Blob, values: O, options: { signal: AbortSignal }) => Promise<RetouchedImage>;
  /** The saved file's name (without extension) from the photo's. */
  resultName: (stem: string) => string;
  /** What the result found, under its size line. */
  note: (result: RetouchedImage) => ReactNode;
  /** `data-*` attributes of the tool body for a result (what tests read). */
  data: (result: RetouchedImage | null) => Record<string, number | undefined>;
  /** The options panel and notices beside the picture. */
  side: ReactNode;
  texts: { upload: string; tip: string; failed: string; runFailed: string };
}

export function PhotoFilterTool<O>(props: PhotoFilterToolProps<O>) {
  const { values, filter, texts } = props;
  const job = useToolRun((input: { source: Blob; values: O }, { signal }) =>
    filter(input.source, input.values, { signal }),
  );
  const photo = useRetouchPhoto(1280);
  const { source } = photo;
  const { run } = job;
  useEffect(() => {
    if (source) void run({ source, values });
  }, [source, values, run]);

  const result = job.result;
  return (
    <ToolBody testId={props.testId} data-ready={job.status === 'done' ? 'true' : 'false'} {...props.data(result)}>
      <FileInput input={photo.input} collapsed={source !== null} buttonText={texts.upload} tip={texts.tip} />
      {photo.failed && <Notice severity="error">{texts.failed}</Notice>}
      {job.status === 'error' && <Notice severity="error">{texts.runFailed}</Notice>}
      {photo.picture && (
        <RetouchColumns
          main={
            <>
              {job.status === 'busy' && <RetouchBusy />}
              {result && (
                <RetouchResultPanel
                  before={photo.picture.url}
                  result={result}
                  name={props.resultName(photo.stem)}
                  onChange={() => photo.input.open()}
                  note={props.note(result)}
                />
              )}
            </>
          }
          side={props.side}
        />
      )}
    </ToolBody>
  );
}
