/** Schema pieces every route shares. */

/**
 * `userInfo` {guid, qimei36, qua2}: the client adds it to the params of most calls (as an object in a
 * JSON body, as JSON text in a query string or a form field). It is tolerated everywhere and not trusted.
 */
export const userInfoSchema = {
  anyOf: [
    {
      type: 'object',
      additionalProperties: false,
      properties: {
        guid: { type: 'string', maxLength: 128 },
        qimei36: { type: 'string', maxLength: 128 },
        qua2: { type: 'string', maxLength: 512 },
      },
    },
    { type: 'string', maxLength: 1024 },
  ],
} as const;

/** The query string of a GET that takes no params but the tolerated `userInfo`. */
export const noQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: { userInfo: { type: 'string', maxLength: 1024 } },
} as const;

/** The `{ret, msg?, data}` answer of the platform's API routes, around the schema of its `data`. */
export function retDataSchema<D extends Record<string, unknown>>(data: D) {
  return {
    type: 'object',
    required: ['ret', 'data'],
    properties: { ret: { type: 'integer' }, msg: { type: 'string' }, data },
  } as const;
}
