import { describe, expect, it } from 'vitest';
import { fieldTable } from '../../web/kit/ocr/reader-test.js';
import { plateValid, readVehicleLicence } from './vehicle.js';

const lines = (...t: string[]) => t.map((text) => ({ text, confidence: 0.97 }));

const LICENCE = lines(
  '中华人民共和国机动车行驶证',
  '号牌号码 苏A·12345 车辆类型 小型轿车',
  '所有人 赵示例',
  '住址 江苏省南京市鼓楼区示例路6号',
  '使用性质 非营运 品牌型号 示例牌SL7150',
  '车辆识别代号 LSVAU0336123456 78',
  '发动机号码 A123456',
  '注册日期 2020-05-08 发证日期 2020-05-10',
);

describe('plateValid', () => {
  it.each([
    ['苏A12345', true],
    ['京AD12345', true],
    ['粤B1234学', true],
    ['苏I12345', false],
    ['A12345', false],
    ['苏A1234', false],
  ])('%s → %s', (plate, ok) => {
    expect(plateValid(plate)).toBe(ok);
  });
});

describe('readVehicleLicence', () => {
  it('reads every field, the VIN passing its check', () => {
    expect(fieldTable(readVehicleLicence(LICENCE))).toEqual({
      plate: '苏A12345|ok',
      vehicleType: '小型轿车|ok',
      owner: '赵示例|ok',
      address: '江苏省南京市鼓楼区示例路6号|ok',
      use: '非营运|ok',
      model: '示例牌SL7150|ok',
      vin: 'LSVAU033612345678|ok',
      engine: 'A123456|ok',
      registered: '2020-05-08|ok',
      issued: '2020-05-10|ok',
    });
  });

  it.each([
    ['a VIN with one character misread', '车辆识别代号 LSVAU0336123456 79', 'vin', 'vin'],
    ['a plate of no province', '号牌号码 A·12345 车辆类型 小型轿车', 'plate', 'plate'],
    ['an impossible date', '注册日期 2020-02-30 发证日期 2020-05-10', 'registered', 'date'],
    ['an issue before registration', '注册日期 2020-05-08 发证日期 2019-05-10', 'issued', 'issuedBefore'],
  ])('marks %s as failed', (_, line, key, note) => {
    const label = line.slice(0, 4);
    const input = LICENCE.map((l) => (l.text.startsWith(label) ? { ...l, text: line } : l));
    expect(readVehicleLicence(input).find((f) => f.key === key)).toMatchObject({ status: 'failed', note });
  });
});
