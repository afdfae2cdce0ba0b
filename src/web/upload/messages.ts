import { defineMessages } from '../i18n/index.js';

export const uploadMessages = defineMessages({
  zh: {
    button: '点击上传文件',
    dragHint: '将文件拖到虚线框内',
    loading: '文件加载中...',
    tooLargeAlert: '文件过大',
    unsupportedAlert: '不支持当前格式的文件',
    oversize: '文件过大,需小于{N}M',
    oversizeAtMost: '文件过大,需不超过{N}MB',
    fileSizeTooSmall: '文件过小,需不小于{N}M',
    maxLimitExceeded: '最多只能上传{N}个文件',
    minLimitNotReached: '至少需要上传{N}个文件',
    imageTooLarge: '图片尺寸过大,需不超过{W}×{H}像素',
    imageTooSmall: '图片尺寸过小,需不小于{W}×{H}像素',
    readFailed: '文件读取失败，请换一个文件试试',
  },
  en: {
    button: 'Click to upload a file',
    dragHint: 'or drag a file into the dashed box',
    loading: 'Loading file…',
    tooLargeAlert: 'File too large',
    unsupportedAlert: 'This file format is not supported',
    oversize: 'File too large, it must be under {N} MB',
    oversizeAtMost: 'File too large, it must be at most {N} MB',
    fileSizeTooSmall: 'File too small, it must be at least {N} MB',
    maxLimitExceeded: 'Upload at most {N} files',
    minLimitNotReached: 'Upload at least {N} files',
    imageTooLarge: 'Image too large, at most {W}×{H} pixels',
    imageTooSmall: 'Image too small, at least {W}×{H} pixels',
    readFailed: 'The file could not be read; try another one',
  },
});
