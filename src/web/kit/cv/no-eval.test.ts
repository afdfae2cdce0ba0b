import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { functionWithoutEval, installFunctionWithoutEval } from './no-eval.js';

type Fn = (...args: unknown[]) => unknown;

describe('functionWithoutEval', () => {
  it('builds embind’s named wrapper, constructible, forwarding this and arguments', () => {
    const make = functionWithoutEval(
      'body',
      'return function Mat$clone() {\n    "use strict";    return body.apply(this, arguments);\n};\n',
    );
    const wrapper = make(function (this: { n: number }, a: number) {
      this.n = a * 2;
    }) as new (a: number) => { n: number };
    expect(new wrapper(4).n).toBe(8);
    expect(wrapper.name).toBe('Mat$clone');
  });

  it('builds a dynCall wrapper', () => {
    const make = functionWithoutEval(
      'dynCall',
      'rawFunction',
      'return function dynCall_iii_7(a1, a2) {\n    return dynCall(rawFunction, a1, a2);\n};\n',
    );
    const call = make((raw: number, a: number, b: number) => raw + a * b, 7) as Fn;
    expect(call(2, 3)).toBe(13);
  });

  it('refuses any other source, as the CSP would', () => {
    expect(() => functionWithoutEval('return this')).toThrow(EvalError);
    expect(() => functionWithoutEval('a', 'b', 'return a + b')).toThrow(EvalError);
  });

  it('installs itself in a scope and puts the original back', () => {
    const scope = { Function } as { Function: FunctionConstructor };
    const restore = installFunctionWithoutEval(scope);
    expect(scope.Function).not.toBe(Function);
    expect(() => new scope.Function('return 1')).toThrow(EvalError);
    expect((() => 1) instanceof scope.Function).toBe(true);
    restore();
    expect(scope.Function).toBe(Function);
  });
});

describe('opencv.js where code generation from strings is forbidden (as under our CSP)', () => {
  it('loads and computes, its wrappers built without eval', () => {
    const script = fileURLToPath(new URL('./strict-load.testutil.ts', import.meta.url));
    const out = execFileSync(process.execPath, ['--disallow-code-generation-from-strings', '--import', 'tsx', script], {
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(JSON.parse(out.trim().split('\n').pop()!)).toEqual({ blocked: true, count: 64, value: 3 });
  }, 90_000);
});
