import { defineTool } from '../../common/tool-meta.js';

export default defineTool({
  slug: 'carnumber',
  name: { zh: '车牌归属地', en: 'Licence Plate Origin' },
  description: {
    zh: '输入车牌号或前两位，查询车牌所属省份和城市，识别新能源号牌和教练车、警车等用途；也可按城市反查车牌代号。',
    en: 'Type a Chinese licence plate or its first two characters to see its province and city, new-energy and special plates; or find a city’s code.',
  },
  keywords: ['车牌归属地', '车牌', '归属地', '号牌', '城市简称', '牌照', '省份车牌', '车牌查询表'],
  category: 'life',
  order: 32,
  added: '2026-11-23',
  intro: {
    zh: [
      '车牌归属地按车牌的前两位判断发牌地：第一个字是省、自治区、直辖市的简称，第二位字母是发牌机关代号，通常对应一个地级市。',
      '1、输入完整车牌（如粤B12345）或前两位（如川A），立即显示省份和城市；新能源号牌、教练车（学）、警车（警）等也会说明。',
      '2、输入城市名或拼音（如深圳、shenzhen）可以反查车牌代号；不输入时可按省份浏览全部代号。',
      '北京、天津、上海、重庆的车牌字母不区分城区，全部属于本市。',
    ],
    en: [
      'Licence Plate Origin reads the first two characters of a Chinese plate: the province abbreviation, then the issuing-office letter, usually one prefecture-level city.',
      '1. Type a whole plate (粤B12345) or its first two characters (川A) to see the province and city; new-energy plates and special ones such as driving-school (学) or police (警) are explained.',
      '2. Type a city in Chinese or pinyin (深圳, shenzhen) to find its code, or browse all codes by province.',
      'In Beijing, Tianjin, Shanghai and Chongqing the letter does not tell a district: every plate belongs to the city.',
    ],
  },
});
