import { defineMessages } from '../i18n/index.js';

export const pwaMessages = defineMessages({
  zh: {
    offline: '当前处于离线状态：在浏览器里运行的工具照常可用，需要联网的功能要等网络恢复后才能使用。',
    serverUnreachable: '暂时连不上服务器：在浏览器里运行的工具照常可用，需要服务器的功能（文件转换等）要等连接恢复。',
    serverBusy: '服务器正忙，暂时无法处理需要服务器的功能（文件转换等）；在浏览器里运行的工具照常可用。',
    notKept: '当前处于离线状态，这个页面的工具还没有保存到本机：联网时打开一次，之后断网也能用。',
    installTitle: '把随手工具箱安装到桌面',
    installText: '打开更快，断网也能用',
    install: '安装',
    later: '以后再说',
  },
  en: {
    offline:
      "You're offline: tools that run in your browser keep working; features that need the server return once you're back online.",
    serverUnreachable:
      "The server can't be reached right now: tools that run in your browser keep working; server features (file conversions and the like) return once it answers.",
    serverBusy:
      'The server is busy and cannot take server features (file conversions and the like) right now; tools that run in your browser keep working.',
    notKept:
      "You're offline and this page's tool isn't saved on this device yet: open it once while online, then it works offline too.",
    installTitle: 'Install Handy Toolbox',
    installText: 'Opens faster and works offline',
    install: 'Install',
    later: 'Not now',
  },
});
