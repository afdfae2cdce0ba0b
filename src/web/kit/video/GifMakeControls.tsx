/**
 * The parts every GIF maker shows (gifcreate's pictures, video clips): the size and loop choices, and the make
 * button with its progress bar and failure notice, driven by the maker's `useToolRun`.
 */
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import MovieFilterOutlined from '@mui/icons-material/MovieFilterOutlined';
import { defineMessages, format, useMessages } from '../../i18n/index.js';
import { LoadingButton } from '../../ui/LoadingButton.js';
import { Notice } from '../layout/Notice.js';
import { ChoiceChips } from '../options/controls.js';
import type { ToolRun } from '../run/use-tool-run.js';
import { GIF_SIDES } from './gif-options.js';

const makeMessages = defineMessages({
  zh: {
    side: '尺寸（长边）',
    loop: '循环',
    forever: '无限循环',
    once: '播放一次',
    make: '生成 GIF',
    making: '正在生成… {pct}%',
    failed: '生成失败，请重试。',
  },
  en: {
    side: 'Size (long side)',
    loop: 'Loop',
    forever: 'Forever',
    once: 'Play once',
    make: 'Make GIF',
    making: 'Making… {pct}%',
    failed: 'Making the GIF failed; please try again.',
  },
});

export type GifLoop = 'forever' | 'once';

/** The GIF's loop count for the encoder: 0 = forever, -1 = play once. */
export function loopCount(loop: GifLoop): number {
  return loop === 'once' ? -1 : 0;
}

export function GifLoopChoice({ value, onChange }: { value: GifLoop; onChange: (loop: GifLoop) => void }) {
  const m = useMessages(makeMessages);
  return (
    <ChoiceChips
      label={m.loop}
      value={value}
      onChange={onChange}
      columns={2}
      choices={[
        { value: 'forever', label: m.forever },
        { value: 'once', label: m.once },
      ]}
      testId="gif-loop"
    />
  );
}

export function GifSideChoice(props: { value: number; onChange: (side: number) => void; testId: string }) {
  const m = useMessages(makeMessages);
  return (
    <ChoiceChips
      label={m.side}
      value={String(props.value)}
      onChange={(v) => props.onChange(Number(v))}
      columns={5}
      choices={GIF_SIDES.map((s) => ({ value: String(s), label: String(s) }))}
      testId={props.testId}
    />
  );
}

/** The make button, the progress while it runs and the notice when it failed. */
export function GifMakeButton<I, R>(props: {
  run: ToolRun<I, R>;
  onMake: () => void;
  disabled?: boolean;
  testId: string;
}) {
  const m = useMessages(makeMessages);
  const { run } = props;
  const busy = run.status === 'busy';
  const pct = Math.round((run.progress ?? 0) * 100);
  return (
    <>
      <LoadingButton
        variant="contained"
        size="large"
        startIcon={<MovieFilterOutlined />}
        loading={busy}
        disabled={props.disabled}
        onClick={props.onMake}
        data-testid={props.testId}
      >
        {m.make}
      </LoadingButton>
      {busy && (
        <Box sx={{ display: 'grid', gap: 0.75 }} data-testid="gif-progress">
          <LinearProgress variant="determinate" value={pct} />
          <Typography sx={{ fontSize: 12.5, color: 'text.secondary' }}>{format(m.making, { pct })}</Typography>
        </Box>
      )}
      {run.status === 'error' && <Notice testId="gif-failed">{m.failed}</Notice>}
    </>
  );
}
