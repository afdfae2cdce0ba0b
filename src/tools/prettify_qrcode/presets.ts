/** Colour schemes a visitor can start from (the colours are data: what the code is drawn in). */
import type { QrStyleValues } from '../../web/kit/qr/style-options.js';

export const PRESETS: {
  id: 'presetClassic' | 'presetOcean' | 'presetSunset' | 'presetForest' | 'presetGrape';
  style: Partial<QrStyleValues>;
}[] = [
  {
    id: 'presetClassic',
    style: { color: '#111111', color2: '#111111', gradient: 'none', eyeColor: '#111111', background: '#ffffff' },
  },
  {
    id: 'presetOcean',
    style: {
      color: '#0369a1',
      color2: '#1e3a8a',
      gradient: 'linear',
      eyeColor: '#0c4a6e',
      background: '#f0f9ff',
      dots: 'rounded',
      eyeFrame: 'rounded',
      eyeBall: 'rounded',
    },
  },
  {
    id: 'presetSunset',
    style: {
      color: '#c2410c',
      color2: '#9d174d',
      gradient: 'linear',
      eyeColor: '#7c2d12',
      background: '#fff7ed',
      dots: 'dot',
      eyeFrame: 'circle',
      eyeBall: 'circle',
    },
  },
  {
    id: 'presetForest',
    style: {
      color: '#166534',
      color2: '#14532d',
      gradient: 'radial',
      eyeColor: '#14532d',
      background: '#f0fdf4',
      dots: 'fluid',
      eyeFrame: 'rounded',
      eyeBall: 'circle',
    },
  },
  {
    id: 'presetGrape',
    style: {
      color: '#6d28d9',
      color2: '#be185d',
      gradient: 'linear',
      eyeColor: '#4c1d95',
      background: '#faf5ff',
      dots: 'diamond',
      eyeFrame: 'square',
      eyeBall: 'rounded',
    },
  },
];
