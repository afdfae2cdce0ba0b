/**
 * An Office tool page (文档转换工具) from its slug: `OfficeTool` is ServerFileTool with the upload words,
 * accept list, tip and each row's "DOCX → PDF" taken from the tool's formats; a tool adds only its own
 * options. `OfficeFormatTool` is a whole *_convert page: the "convert to" choice and the files.
 */
import { useCallback, type ReactNode } from 'react';
import { acceptList, type OfficeOptions, type OfficeToolSlug } from '../../../common/office-formats.js';
import { formatLabel, planText } from '../../../common/office-plan.js';
import { format, useI18n, useMessages } from '../../i18n/index.js';
import { ChoiceChips, OptionsPanel } from '../options/controls.js';
import { useToolOptions } from '../options/use-tool-options.js';
import { formatChoices, formatSchema, formatTaskOptions, inputList, uploadWords } from './office.js';
import { officeMessages } from './office-messages.js';
import type { ServerItem } from './server-batch.js';
import { ServerFileTool, SERVER_FILE_MAX_MB } from './ServerFileTool.js';

export interface OfficeToolProps {
  slug: OfficeToolSlug;
  /** The tool's options, shown under the drop zone. */
  options?: ReactNode;
  /** The options a file is sent with (default: none). */
  taskOptions?: () => OfficeOptions;
  outcome?: (item: ServerItem) => ReactNode;
  summary?: (items: ServerItem[]) => ReactNode;
}

const noOptions = (): OfficeOptions => ({});

export function OfficeTool(props: OfficeToolProps) {
  const m = useMessages(officeMessages);
  const { lang } = useI18n();
  const { slug } = props;
  return (
    <ServerFileTool
      testId={slug}
      tool={slug}
      accept={acceptList(slug)}
      uploadText={m[uploadWords(slug)]}
      tip={format(m.tip, { formats: inputList(slug, lang), mb: SERVER_FILE_MAX_MB })}
      taskOptions={props.taskOptions ?? noOptions}
      describe={(item) => planText(slug, item.name, item.options)}
      options={props.options}
      outcome={props.outcome}
      summary={props.summary}
    />
  );
}

/** A *_convert tool: every format it writes as a choice (kept in the link), then the files. */
export function OfficeFormatTool({ slug }: { slug: OfficeToolSlug }) {
  const m = useMessages(officeMessages);
  const { values, set } = useToolOptions(formatSchema(slug));
  const send = useCallback(() => formatTaskOptions(values), [values]);
  return (
    <OfficeTool
      slug={slug}
      taskOptions={send}
      options={
        <OptionsPanel testId="convert-options" data={{ to: values.to }}>
          <ChoiceChips
            label={m.to}
            value={values.to}
            onChange={(to) => set({ to })}
            choices={formatChoices(slug).map((t) => ({ value: t, label: formatLabel(t) }))}
            testId="target"
          />
        </OptionsPanel>
      }
    />
  );
}
