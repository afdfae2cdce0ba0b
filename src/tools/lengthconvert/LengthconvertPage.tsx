import { UnitConverter, type ConverterSpec } from '../../web/kit/index.js';
import { messages } from './messages.js';
import { convertAll, GROUPS, groupOf, SCHEMA, UNIT_IDS, type Unit } from './length.js';

const SPEC: ConverterSpec<Unit> = {
  id: 'len',
  schema: SCHEMA,
  convert: convertAll,
  units: UNIT_IDS.map((u) => ({ id: u, group: groupOf(u) })),
  groups: GROUPS,
  examples: [
    ['exHeight', '1.75', 'm', 'chi'],
    ['exScreen', '6.1', 'in', 'cm'],
    ['exLi', '1', 'li', 'm'],
    ['exMile', '26.2', 'mi', 'km'],
  ],
};

/** 长度转换: one value in, every unit out (metric, 市制, imperial/US, nautical and astronomical). */
export default function LengthconvertPage() {
  return <UnitConverter slug="lengthconvert" spec={SPEC} messages={messages} />;
}
