import { Ajv, type Options } from 'ajv';
import type { FastifyInstance } from 'fastify';
import { withPlainText } from './plain-text.js';

const common: Options = { useDefaults: true, removeAdditional: false, allErrors: false, strict: false };
/** Bodies are JSON: no type coercion ("12" is not a number), unknown fields are refused, not dropped. */
const bodies = new Ajv({ ...common, coerceTypes: false });
/** Query strings, params and headers are text: numbers and booleans are coerced from it. */
const texts = new Ajv({ ...common, coerceTypes: 'array' });

/**
 * Every route's schemas are compiled by these (call on the root instance, before any route). Strings must be
 * plain text (no control characters; see plain-text.ts) unless their schema gives a pattern of its own.
 */
export function strictValidation(app: FastifyInstance): void {
  app.setValidatorCompiler(({ schema, httpPart }) =>
    (httpPart === 'body' ? bodies : texts).compile(withPlainText(schema)),
  );
}
