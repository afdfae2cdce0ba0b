import { UnitConverter, type ConverterSpec } from '../../web/kit/index.js';
import { messages } from './messages.js';
import { convertAll, familyOf, SCHEMA, UNIT_IDS } from './bytes.js';

const SPEC: ConverterSpec<string> = {
  id: 'byte',
  schema: SCHEMA,
  convert: convertAll,
  units: UNIT_IDS.map((u) => ({ id: u, label: u, group: familyOf(u) })),
  groups: ['si', 'iec', 'bit'],
  examples: [
    ['exDisk', '1', 'TB', 'GiB'],
    ['exNet', '100', 'Mbit', 'MB'],
    ['exMem', '16', 'GiB', 'B'],
    ['exFile', '4.7', 'GB', 'MiB'],
  ],
};

/** 字节数换算: bits, decimal (SI) and binary (IEC) units side by side. */
export default function ByteCalPage() {
  return <UnitConverter slug="byte_cal" spec={SPEC} messages={messages} />;
}
