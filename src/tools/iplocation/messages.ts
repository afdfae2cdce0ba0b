import { defineMessages } from '../../common/messages.js';

export const messages = defineMessages({
  zh: {
    mine: '我的 IP',
    placeholder: '输入要查询的 IPv4 或 IPv6 地址，如 114.114.114.114',
    query: '查询',
    invalid: '请输入正确的 IPv4 或 IPv6 地址',
    failed: '查询失败，请检查网络后重试',
    loading: '查询中…',
    place: '归属地',
    isp: '运营商',
    version: '类型',
    local: '本地网络（内网或本机地址，没有公网归属地）',
    unknown: '未知',
    source: 'IP 数据来自 ip2region 数据库（npm 包 ip2region，MIT 许可），由本站服务器查询，不经第三方。',
  },
  en: {
    mine: 'My IP',
    placeholder: 'Type an IPv4 or IPv6 address, e.g. 114.114.114.114',
    query: 'Look up',
    invalid: 'Enter a valid IPv4 or IPv6 address',
    failed: 'The lookup failed; check the network and try again',
    loading: 'Looking up…',
    place: 'Location',
    isp: 'ISP',
    version: 'Type',
    local: 'Local network (a private or loopback address has no public location)',
    unknown: 'Unknown',
    source:
      'IP data from the ip2region database (npm package ip2region, MIT), looked up by our own server, no third party.',
  },
});
