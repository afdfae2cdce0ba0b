import { defineMessages } from '../../common/messages.js';

export const messages = defineMessages({
  zh: {
    sheet: '目标尺寸',
    custom: '自定义',
    width: '宽（毫米）',
    height: '高（毫米）',
    mode: '缩放方式',
    fit: '等比适应（居中）',
    stretch: '拉伸铺满',
    orientation: '方向',
    auto: '跟随原页面',
    portrait: '纵向',
    landscape: '横向',
    range: '修改的页面（留空为全部）',
    run: '修改尺寸',
  },
  en: {
    sheet: 'Size',
    custom: 'Custom',
    width: 'Width (mm)',
    height: 'Height (mm)',
    mode: 'Scaling',
    fit: 'Fit (centred)',
    stretch: 'Stretch to fill',
    orientation: 'Orientation',
    auto: 'As the page',
    portrait: 'Portrait',
    landscape: 'Landscape',
    range: 'Pages (empty: all)',
    run: 'Change size',
  },
});
