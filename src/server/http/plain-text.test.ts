import { describe, expect, it } from 'vitest';
import { Ajv } from 'ajv';
import { PLAIN_TEXT_PATTERN, isPlainText, withPlainText } from './plain-text.js';

describe('plain text', () => {
  it.each([
    ['text', true],
    ['中文 and tabs\tlines\nreturns\r', true],
    ['', true],
    ['nul \u0000', false],
    ['bell \u0007', false],
    ['escape \u001b[31m', false],
    ['del \u007f', false],
    ['vertical tab \u000b', false],
  ])('%j is plain text: %s', (text, ok) => {
    expect(isPlainText(text)).toBe(ok);
  });

  it('adds the rule to every string without a pattern, enum or const, however deep', () => {
    const schema = {
      type: 'object',
      properties: {
        a: { type: 'string' },
        b: { type: 'string', pattern: '^x$' },
        c: { enum: ['x'] },
        d: { type: 'array', items: { type: 'object', properties: { e: { type: ['string', 'null'] } } } },
        f: { anyOf: [{ type: 'object', properties: { g: { type: 'string' } } }, { type: 'string' }] },
        h: { type: 'object', additionalProperties: { type: 'string' } },
      },
    };
    const out = withPlainText(schema) as typeof schema & Record<string, never>;
    const props = out.properties as Record<string, Record<string, unknown>>;
    expect(props.a.pattern).toBe(PLAIN_TEXT_PATTERN);
    expect(props.b.pattern).toBe('^x$');
    expect(props.c.pattern).toBeUndefined();
    const items = (props.d.items as { properties: Record<string, { pattern?: string }> }).properties;
    expect(items.e.pattern).toBe(PLAIN_TEXT_PATTERN);
    const [first, second] = props.f.anyOf as { pattern?: string; properties?: Record<string, { pattern?: string }> }[];
    expect(first.properties!.g.pattern).toBe(PLAIN_TEXT_PATTERN);
    expect(second.pattern).toBe(PLAIN_TEXT_PATTERN);
    expect((props.h.additionalProperties as { pattern?: string }).pattern).toBe(PLAIN_TEXT_PATTERN);
    // The route's own object is not changed.
    expect((schema.properties.a as { pattern?: string }).pattern).toBeUndefined();
  });

  it('compiles to a validator that refuses NUL anywhere', () => {
    const validate = new Ajv({ strict: false }).compile(
      withPlainText({ type: 'object', properties: { list: { type: 'array', items: { type: 'string' } } } }),
    );
    expect(validate({ list: ['ok', 'fine'] })).toBe(true);
    expect(validate({ list: ['ok', 'bad\u0000'] })).toBe(false);
  });
});
