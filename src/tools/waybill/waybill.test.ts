import { describe, expect, it } from 'vitest';
import { fieldTable } from '../../web/kit/ocr/reader-test.js';
import { courierByNumber, findTrackingNumber, readWaybill } from './waybill.js';

const lines = (...t: string[]) => t.map((text) => ({ text, confidence: 0.97 }));

describe('courierByNumber', () => {
  it.each([
    ['SF1234567890123', '顺丰速运'],
    ['JDVA12345678901', '京东物流'],
    ['YT7512345678901', '圆通速递'],
    ['JT5123456789012', '极兔速递'],
    ['DPK312345678901', '德邦快递'],
    ['EA123456785CN', 'EMS'],
    ['RA123456785CN', '中国邮政'],
    // Digits only: several couriers use such numbers, so the form says nothing.
    ['75123456789012', null],
    ['SF12345', null],
  ])('%s → %s', (number, courier) => {
    expect(courierByNumber(number)).toBe(courier);
  });
});

describe('findTrackingNumber', () => {
  it.each([
    ['运单号：SF 1234 5678 90123', 'SF1234567890123'],
    ['快递单号 75123456789012', '75123456789012'],
    ['sf1234567890123', 'SF1234567890123'],
    ['75123456789012', '75123456789012'],
    ['电话 13812345678', null],
  ])('%s', (text, number) => {
    expect(findTrackingNumber(text)).toBe(number);
  });
});

const BILL = lines(
  '顺丰速运',
  '运单号：SF1234567890123',
  '收件人：陈晓东 138****5678',
  '地址：北京市海淀区示例路12号3单元',
  '寄件人：周一鸣 13900001111',
  '地址：浙江省杭州市西湖区示例街8号',
);

describe('readWaybill', () => {
  it('reads the number, courier and both parties', () => {
    expect(fieldTable(readWaybill(BILL))).toEqual({
      number: 'SF1234567890123|ok',
      courier: '顺丰速运|ok',
      receiverName: '陈晓东|ok',
      receiverPhone: '138****5678|ok',
      receiverAddress: '北京市海淀区示例路12号3单元|ok',
      senderName: '周一鸣|ok',
      senderPhone: '13900001111|ok',
      senderAddress: '浙江省杭州市西湖区示例街8号|ok',
    });
  });

  it('reads a one-line party (收 name phone address)', () => {
    const f = fieldTable(
      readWaybill(lines('中通快递', '75123456789012', '收 李华 13712345678 广东省深圳市南山区示例路1号')),
    );
    expect(f).toMatchObject({
      number: '75123456789012|ok',
      courier: '中通快递|ok',
      receiverName: '李华|ok',
      receiverPhone: '13712345678|ok',
      receiverAddress: '广东省深圳市南山区示例路1号|ok',
      senderName: '|missing',
    });
  });

  it.each([
    ['a wrong S10 check digit', lines('EMS', '运单号 EA123456784CN'), 'number', 'failed'],
    [
      'a number of another courier than the printed one',
      lines('圆通速递', '运单号 SF1234567890123'),
      'courier',
      'failed',
    ],
  ])('marks %s', (_, input, key, status) => {
    expect(readWaybill(input).find((f) => f.key === key)?.status).toBe(status);
  });

  it('passes EMS printed as 中国邮政 and a right S10 number', () => {
    expect(fieldTable(readWaybill(lines('中国邮政', '运单号 EA123456785CN')))).toMatchObject({
      number: 'EA123456785CN|ok',
      courier: 'EMS|ok',
    });
  });
});
