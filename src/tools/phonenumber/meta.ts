import { defineTool } from '../../common/tool-meta.js';

export default defineTool({
  slug: 'phonenumber',
  name: { zh: '电话区号查询', en: 'Phone Number Lookup' },
  description: {
    zh: '输入手机号或号段，查询它最初分配给中国移动、联通、电信还是广电；输入固定电话可识别 010、020-029 大城市区号，附各运营商号段表。',
    en: 'Type a mobile number or segment to see whether it was allocated to China Mobile, Unicom, Telecom or Broadnet; big-city area codes and a segment table too.',
  },
  keywords: ['电话区号', '区号', '号段', '手机号码', '运营商', '电话号码', '号码查询', '电话区号查询'],
  category: 'life',
  order: 33,
  added: '2026-11-23',
  intro: {
    zh: [
      '电话区号查询按工业和信息化部分配的号段，告诉你一个手机号码属于哪家运营商的号段，是否是虚拟运营商或上网卡号段。',
      '1、输入完整手机号或前三四位（如 138、1703），立即显示运营商；支持 +86 前缀和空格、横线。',
      '2、输入以 0 开头的固定电话，可以识别北京 010 和 020-029 十个大城市的区号；110、120 等特服号码也会说明。',
      '注意：2019 年起可以携号转网，号段只说明号码最初分配的运营商；手机号段也不能说明号码属于哪个城市，本工具不提供城市归属查询。',
    ],
    en: [
      'Phone Number Lookup tells which carrier a mobile number’s segment was allocated to by the Ministry of Industry and Information Technology, and whether it is a virtual-operator or data-card segment.',
      '1. Type a whole number or its first three or four digits (138, 1703); +86, spaces and dashes are fine.',
      '2. A landline starting with 0 shows the area code of the ten big cities (010, 020-029); service numbers such as 110 and 120 are named.',
      'Note: numbers can move between carriers since 2019, so the segment tells the first carrier only; a mobile segment does not tell a city, and this tool does not look one up.',
    ],
  },
});
