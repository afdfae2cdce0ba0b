import { Ajv, type Options } from 'ajv';
import type { FastifyInstance } from 'fastify';

const common: Options = { useDefaults: true, removeAdditional: false, allErrors: false, strict: false };
/** Bodies are JSON: no type coercion ("12" is not a number), unknown fields are refused, not dropped. */
const bodies = new Ajv({ ...common, coerceTypes: false });
/** Query strings, params and headers are text: numbers and booleans are coerced from it. */
const texts = new Ajv({ ...common, coerceTypes: 'array' });

/** Every route's schemas are compiled by these (call on the root instance, before any route). */
export function strictValidation(app: FastifyInstance): void {
  app.setValidatorCompiler(({ schema, httpPart }) => (httpPart === 'body' ? bodies : texts).compile(schema));
}
