import { useCallback } from 'react';
import { OptionsPanel, SwitchField, useMessages, useToolOptions } from '../../web/kit/index.js';
import { OfficeTool } from '../../web/kit/tasks.js';
import { messages } from './messages.js';
import { SCHEMA, SLUG, taskOptions } from './options.js';

export default function ExcelToPdfPage() {
  const m = useMessages(messages);
  const { values, set } = useToolOptions(SCHEMA);
  const send = useCallback(() => taskOptions(values), [values]);
  return (
    <OfficeTool
      slug={SLUG}
      taskOptions={send}
      options={
        <OptionsPanel testId="pdf-options">
          <SwitchField
            label={m.onePage}
            hint={m.onePageHint}
            checked={values.onePage}
            onChange={(onePage) => set({ onePage })}
            testId="one-page"
          />
        </OptionsPanel>
      }
    />
  );
}
