/**
 * 车辆证件识别: the fields of a motor vehicle licence (机动车行驶证, front page) — plate, vehicle type,
 * owner, address, use, model, VIN, engine number, registration and issue dates. Checks: the VIN's check
 * character (position 9, ISO 3779 / GB 16735) and the plate's form (province, issuing letter, 5 or 6
 * characters without I and O); dates must be real and the issue date not before registration.
 */
import { findVin, vinValid } from '../../web/kit/ocr/checks.js';
import { checked, field, labelledValues, parseDate, type LineIn, type ReadField } from '../../web/kit/ocr/fields.js';

const LABELS = [
  ['plate', /号牌号码/],
  ['vehicleType', /车辆类型/],
  ['owner', /所有人/],
  ['address', /住址/],
  ['use', /使用性质/],
  ['model', /品牌型号/],
  ['vin', /车辆识别代号|车辆识别代码|VIN/],
  ['engine', /发动机号码?/],
  ['registered', /注册日期/],
  ['issued', /发证日期/],
] as const;

export const VEHICLE_FIELDS = LABELS.map(([k]) => k);

const PROVINCES = '京津沪渝冀豫云辽黑湘皖鲁新苏浙赣鄂桂甘晋蒙陕吉闽贵粤青藏川宁琼';
const PLATE = new RegExp(`^[${PROVINCES}][A-HJ-NP-Z][A-HJ-NP-Z0-9]{4,5}[A-HJ-NP-Z0-9挂学警港澳]$`);

/** Whether a plate has the form of a Chinese plate (GA 36: 7 characters, 8 for new-energy vehicles). */
export function plateValid(plate: string): boolean {
  return PLATE.test(plate);
}

export function readVehicleLicence(lines: LineIn[]): ReadField[] {
  const values = labelledValues(lines, LABELS);
  const get = (key: (typeof LABELS)[number][0]) => values.get(key);
  const plate = get('plate')?.value.toUpperCase().replace(/[·•.]/g, '') ?? null;
  const vinRaw = get('vin');
  const vin = vinRaw ? (findVin(vinRaw.value) ?? vinRaw.value.toUpperCase()) : null;
  const registered = get('registered') ? parseDate(get('registered')!.value) : null;
  const issued = get('issued') ? parseDate(get('issued')!.value) : null;
  const date = (key: 'registered' | 'issued', iso: string | null) => {
    const read = get(key);
    if (!read) return field(key, null);
    if (!iso) return checked(key, read.value, false, 'date');
    if (key === 'issued' && registered && iso < registered) return checked(key, iso, false, 'issuedBefore');
    return field(key, iso, read.confidence);
  };
  return [
    plate ? checked('plate', plate, plateValid(plate), 'plate') : field('plate', null),
    field('vehicleType', get('vehicleType')?.value, get('vehicleType')?.confidence),
    field('owner', get('owner')?.value, get('owner')?.confidence),
    field('address', get('address')?.value, get('address')?.confidence),
    field('use', get('use')?.value, get('use')?.confidence),
    field('model', get('model')?.value, get('model')?.confidence),
    vin ? checked('vin', vin, vin.length === 17 && vinValid(vin), 'vin') : field('vin', null),
    field('engine', get('engine')?.value.toUpperCase(), get('engine')?.confidence),
    date('registered', registered),
    date('issued', issued),
  ];
}
