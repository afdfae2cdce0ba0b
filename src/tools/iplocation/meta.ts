import { defineTool } from '../../common/tool-meta.js';

export default defineTool({
  slug: 'iplocation',
  name: { zh: 'IP归属地', en: 'IP Location' },
  description: {
    zh: '打开即显示你当前的公网 IP 和归属地，也可以查询任意 IPv4、IPv6 地址所在的国家、省份、城市和运营商。',
    en: 'See your own public IP and where it is, or look up any IPv4 or IPv6 address: country, province, city and ISP.',
  },
  keywords: ['IP归属地', 'IP地址', '查询IP', 'ip', 'location', '归属地', '地理定位', 'IPv6'],
  category: 'life',
  order: 30,
  intro: {
    zh: [
      'IP归属地打开页面即显示你访问本站时使用的 IP 地址及其归属地；内网或本机地址会提示为本地网络。',
      '1、在输入框输入任意 IPv4 或 IPv6 地址，点“查询”。',
      '2、结果包含国家、省份、城市和运营商（数据库中有记录时）。',
    ],
    en: [
      'IP Location shows the address you reached this site from and where it is; private or loopback addresses are shown as the local network.',
      '1. Type any IPv4 or IPv6 address and look it up.',
      '2. The answer gives the country, province, city and ISP where the database has them.',
    ],
  },
});
