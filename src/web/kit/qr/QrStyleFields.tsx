/** The controls of a styled QR code: dot and eye shapes, colours and gradient (for `QR_STYLE_SCHEMA`). */
import Box from '@mui/material/Box';
import { defineMessages, useMessages } from '../../i18n/index.js';
import { ChoiceChips, ColorField } from '../options/controls.js';
import type { QrStyleValues } from './style-options.js';
import { DOT_SHAPES, EYE_SHAPES, GRADIENTS } from './style.js';

const fieldMessages = defineMessages({
  zh: {
    dots: '码点形状',
    square: '方块',
    rounded: '圆角',
    dot: '圆点',
    diamond: '菱形',
    fluid: '流体',
    eyeFrame: '码眼外框',
    eyeBall: '码眼内点',
    circle: '圆形',
    color: '前景色',
    color2: '渐变色',
    gradient: '渐变',
    none: '无',
    linear: '线性',
    radial: '径向',
    eyeColor: '码眼颜色',
    background: '背景色',
  },
  en: {
    dots: 'Dots',
    square: 'Square',
    rounded: 'Rounded',
    dot: 'Dots',
    diamond: 'Diamond',
    fluid: 'Fluid',
    eyeFrame: 'Eye frame',
    eyeBall: 'Eye centre',
    circle: 'Circle',
    color: 'Foreground',
    color2: 'Gradient to',
    gradient: 'Gradient',
    none: 'None',
    linear: 'Linear',
    radial: 'Radial',
    eyeColor: 'Eye colour',
    background: 'Background',
  },
});

export function QrStyleFields(props: {
  values: QrStyleValues;
  set: (patch: Partial<QrStyleValues>) => void;
  /** Only dots and colours (no eyes, no gradient). */
  compact?: boolean;
}) {
  const m = useMessages(fieldMessages);
  const { values, set, compact } = props;
  const eyeLabel = { square: m.square, rounded: m.rounded, circle: m.circle };
  return (
    <>
      <ChoiceChips
        label={m.dots}
        value={values.dots}
        onChange={(dots) => set({ dots })}
        columns={compact ? 3 : 5}
        choices={DOT_SHAPES.filter((d) => !compact || d !== 'diamond').map((d) => ({ value: d, label: m[d] }))}
        testId="qr-dots"
      />
      {!compact && (
        <>
          <ChoiceChips
            label={m.eyeFrame}
            value={values.eyeFrame}
            onChange={(eyeFrame) => set({ eyeFrame })}
            columns={3}
            choices={EYE_SHAPES.map((e) => ({ value: e, label: eyeLabel[e] }))}
            testId="qr-eye-frame"
          />
          <ChoiceChips
            label={m.eyeBall}
            value={values.eyeBall}
            onChange={(eyeBall) => set({ eyeBall })}
            columns={3}
            choices={EYE_SHAPES.map((e) => ({ value: e, label: eyeLabel[e] }))}
            testId="qr-eye-ball"
          />
          <ChoiceChips
            label={m.gradient}
            value={values.gradient}
            onChange={(gradient) => set({ gradient })}
            columns={3}
            choices={GRADIENTS.map((g) => ({ value: g, label: m[g] }))}
            testId="qr-gradient"
          />
        </>
      )}
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 1.5 }}>
        <ColorField
          label={m.color}
          value={values.color}
          onChange={(color) => set(compact ? { color, eyeColor: color } : { color })}
          testId="qr-color"
        />
        {!compact && values.gradient !== 'none' && (
          <ColorField
            label={m.color2}
            value={values.color2}
            onChange={(color2) => set({ color2 })}
            testId="qr-color2"
          />
        )}
        {!compact && (
          <ColorField
            label={m.eyeColor}
            value={values.eyeColor}
            onChange={(eyeColor) => set({ eyeColor })}
            testId="qr-eye-color"
          />
        )}
        <ColorField
          label={m.background}
          value={values.background}
          onChange={(background) => set({ background })}
          testId="qr-background"
        />
      </Box>
    </>
  );
}
