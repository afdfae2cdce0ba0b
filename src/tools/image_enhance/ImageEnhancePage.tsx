import Typography from '@mui/material/Typography';
import { Notice, OptionsPanel, SliderField, useMessages, useToolOptions } from '../../web/kit/index.js';
import { PhotoFilterTool, removeMoirePhoto } from '../../web/kit/retouch.js';
import { messages } from './messages.js';
import { demoiredName, moireFinding, moireOptions, SCHEMA } from './image-enhance.js';

export default function ImageEnhancePage() {
  const m = useMessages(messages);
  const { values, set, reset } = useToolOptions(SCHEMA);
  return (
    <PhotoFilterTool
      testId="image_enhance"
      values={values}
      filter={(source, v, options) => removeMoirePhoto(source, moireOptions(v), options)}
      resultName={demoiredName}
      note={(result) => (
        <Notice severity={result.measure > 0 ? 'success' : 'info'}>{m[moireFinding(result.measure)]}</Notice>
      )}
      data={(result) => ({ 'data-notched': result?.measure })}
      texts={m}
      side={
        <>
          <OptionsPanel onReset={reset} testId="moire-options">
            <SliderField
              label={m.strength}
              value={values.strength}
              min={0}
              max={100}
              onChange={(strength) => set({ strength })}
              testId="moire-strength"
            />
            <Typography sx={{ fontSize: 12, color: 'text.secondary' }}>{m.strengthHint}</Typography>
          </OptionsPanel>
          <Notice>{m.honest}</Notice>
        </>
      }
    />
  );
}
