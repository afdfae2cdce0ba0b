import { defineMessages } from '../../common/messages.js';

export const messages = defineMessages({
  zh: {
    label: '粘贴订单、聊天记录或地址信息',
    placeholder:
      '例如：收件人：张小明 电话：138-0013-8000 地址：广东省深圳市南山区科技园路1号 快递单号 SF1234567890123',
    name: '姓名',
    mobile: '手机号',
    landline: '固定电话',
    address: '地址',
    postcode: '邮编',
    tracking: '快递单号',
    idcard: '身份证号',
    sf: '顺丰速运',
    jd: '京东物流',
    yto: '圆通速递',
    jt: '极兔速递',
    post: '中国邮政（国际邮件编号）',
    courierUnknown: '快递公司无法从单号判断',
    nothing: '没有找到手机号、单号、地址等信息',
    count: '找到 {n} 项，点右侧按钮复制',
    copyAll: '复制全部',
    privacy: '全部在你的浏览器里提取，粘贴的内容不会上传。',
    rules:
      '识别规则：手机号为 1 开头的 11 位号码（可带 +86、空格或横线）；身份证号须通过 GB 11643 校验位和出生日期检查；国际邮件编号须通过 UPU S10 校验位；顺丰（SF）、京东（JD）、圆通（YT）、极兔（JT）按单号前缀识别，其他单号需写在“单号”“运单号”后面；姓名、邮编需写在“收件人”“邮编”等标签后面。',
  },
  en: {
    label: 'Paste orders, chat messages or addresses',
    placeholder:
      'For example: 收件人：张小明 电话：138-0013-8000 地址：广东省深圳市南山区科技园路1号 快递单号 SF1234567890123',
    name: 'Name',
    mobile: 'Mobile',
    landline: 'Landline',
    address: 'Address',
    postcode: 'Postcode',
    tracking: 'Tracking number',
    idcard: 'ID card number',
    sf: 'SF Express',
    jd: 'JD Logistics',
    yto: 'YTO Express',
    jt: 'J&T Express',
    post: 'China Post (international item number)',
    courierUnknown: 'The courier cannot be told from the number',
    nothing: 'No phone numbers, tracking numbers or addresses found',
    count: '{n} found; tap the button on the right to copy',
    copyAll: 'Copy all',
    privacy: 'Everything is extracted in your browser; nothing you paste is uploaded.',
    rules:
      'Rules: mobile numbers are 11 digits starting with 1 (+86, spaces and dashes are fine); ID numbers must pass the GB 11643 check character and birth-date check; international postal numbers the UPU S10 check digit; SF, JD, YT and JT numbers are known by their prefix, other numbers need a label such as 单号 or 运单号 before them; names and postcodes need labels such as 收件人 or 邮编.',
  },
});
