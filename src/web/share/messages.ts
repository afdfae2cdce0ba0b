import { defineMessages } from '../i18n/index.js';

/** The share button's strings; zh verbatim from the spec. */
export const shareMessages = defineMessages({
  zh: {
    share: '分享',
    heading: '分享给好友',
    copyLink: '复制链接',
    copyLinkHint: '复制标题和链接，粘贴给好友',
    scanShare: 'QQ/微信扫码分享',
    scanHint: '用手机 QQ 或微信扫一扫，打开后分享给好友',
    qrAlt: '本页分享链接的二维码',
    copied: '链接复制成功',
    copyFailed: '复制失败，请手动复制链接',
    tapTopRight: '请点击右上角分享',
    tapTopRightHint: '点击屏幕任意位置关闭',
  },
  en: {
    share: 'Share',
    heading: 'Share with friends',
    copyLink: 'Copy link',
    copyLinkHint: 'Copy the title and link to paste to a friend',
    scanShare: 'Scan with QQ/WeChat to share',
    scanHint: 'Scan with QQ or WeChat on your phone, then share it',
    qrAlt: 'QR code of this page’s share link',
    copied: 'Link copied',
    copyFailed: 'Could not copy; please copy the link by hand',
    tapTopRight: 'Tap ··· at the top right to share',
    tapTopRightHint: 'Tap anywhere to close',
  },
});
