import { defineMessages } from '../../common/messages.js';

export const messages = defineMessages({
  zh: {
    preset: '压缩程度',
    light: '轻度（画质优先）',
    balanced: '推荐',
    strong: '强力（体积优先）',
    useTarget: '指定目标大小',
    target: '目标大小',
    linearize: '优化网页浏览（线性化）',
    run: '开始压缩',
    smaller: '压缩完成：{before} → {after}，减小了 {percent}%',
    reached: '已达到目标大小。',
    notReached: '已尽力压缩，但仍无法达到目标大小（文字和矢量内容无法再缩小）。',
    kept: '这个PDF已经很精简，压缩后不会更小，已保留原文件（{before}）。',
    note: '只压缩图片和数据，文字、链接和书签都会保留。',
  },
  en: {
    preset: 'Compression',
    light: 'Light (best quality)',
    balanced: 'Recommended',
    strong: 'Strong (smallest)',
    useTarget: 'Aim for a size',
    target: 'Target size',
    linearize: 'Fast web view (linearise)',
    run: 'Compress',
    smaller: 'Done: {before} → {after}, {percent}% smaller',
    reached: 'The target size is met.',
    notReached:
      'Compressed as far as possible, but the target cannot be met (text and vector content do not shrink further).',
    kept: 'This PDF is already lean: compressing would not make it smaller, so the original is kept ({before}).',
    note: 'Only pictures and data are compressed; text, links and bookmarks stay.',
  },
});
