import { useCallback } from 'react';
import Typography from '@mui/material/Typography';
import { ChoiceChips, format, formatBytes, OptionsPanel, useMessages, useToolOptions } from '../../web/kit/index.js';
import { OfficeTool, type ServerItem } from '../../web/kit/tasks.js';
import { reduction } from '../../common/office-plan.js';
import { messages } from './messages.js';
import { LEVELS, SCHEMA, SLUG, taskOptions, totalReduction } from './options.js';

export default function OfficeReducePage() {
  const m = useMessages(messages);
  const { values, set } = useToolOptions(SCHEMA);
  const send = useCallback(() => taskOptions(values), [values]);
  const outcome = (item: ServerItem) => {
    const r = reduction(item.size, item.result?.size ?? item.size);
    return (
      <Typography
        data-testid="item-outcome"
        data-kept={r.kept}
        sx={{ fontSize: 12, fontWeight: 600, color: r.kept ? 'text.secondary' : 'success.main' }}
      >
        {r.kept ? m.kept : format(m.saved, { bytes: formatBytes(r.saved), percent: r.percent })}
      </Typography>
    );
  };
  const summary = (items: ServerItem[]) => {
    const r = totalReduction(items.filter((i) => i.result).map((i) => ({ input: i.size, output: i.result!.size })));
    return r.kept ? null : (
      <Typography data-testid="batch-saving" sx={{ fontSize: 13, color: 'success.main', fontWeight: 600 }}>
        {format(m.total, { bytes: formatBytes(r.saved), percent: r.percent })}
      </Typography>
    );
  };
  return (
    <OfficeTool
      slug={SLUG}
      taskOptions={send}
      outcome={outcome}
      summary={summary}
      options={
        <OptionsPanel testId="reduce-options" data={{ level: values.level }}>
          <ChoiceChips
            label={m.level}
            value={values.level}
            onChange={(level) => set({ level })}
            columns={2}
            choices={LEVELS.map((l) => ({ value: l, label: m[l], hint: m[`${l}Hint`] }))}
            testId="level"
          />
        </OptionsPanel>
      }
    />
  );
}
