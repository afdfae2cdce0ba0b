import { defineMessages } from '../../common/messages.js';

export const messages = defineMessages({
  zh: {
    beijing: '北京时间（已校准）',
    measuring: '正在与服务器校时…',
    failed: '无法连接服务器校时，下方为本机时间',
    ahead: '本机时间比标准时间快 {n}',
    behind: '本机时间比标准时间慢 {n}',
    same: '本机时间与标准时间一致',
    accuracy: '误差 ±{n} ms',
    recheck: '重新校准',
    world: '世界时间',
    note: '标准时间取自本站服务器时钟（与网络时间同步），通过多次往返测量抵消网络延迟；世界时间按 IANA 时区数据由浏览器计算，已包含夏令时。',
  },
  en: {
    beijing: 'Beijing time (corrected)',
    measuring: 'Checking the time with the server…',
    failed: 'Could not reach the server; showing this device’s time',
    ahead: 'This device is {n} fast',
    behind: 'This device is {n} slow',
    same: 'This device’s clock is exact',
    accuracy: 'accurate to ±{n} ms',
    recheck: 'Check again',
    world: 'World clock',
    note: "The reference is our server's clock (synchronised with network time); several round trips cancel the network delay. World times come from the browser's IANA time zone data, summer time included.",
  },
});
