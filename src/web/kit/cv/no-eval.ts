/**
 * opencv.js binds its C++ functions with Emscripten's embind, which writes each call wrapper as source
 * text and compiles it with `new Function(...)`. Our Content-Security-Policy forbids that ('unsafe-eval'
 * is not allowed anywhere), so the cv Worker replaces the global `Function` with `FunctionWithoutEval`:
 * it recognises embind's four code templates and builds the same wrappers as closures. Anything else is
 * refused with the EvalError the browser would have thrown. Tested in Node in a context where compiling
 * strings is disabled (`no-eval.test.ts`), which is what the CSP does in the browser.
 */

type Fn = (...args: unknown[]) => unknown;
interface WireType {
  toWireType(destructors: unknown[] | null, value: unknown): unknown;
  fromWireType(wire: unknown): unknown;
  readValueFromPointer(pointer: number): unknown;
  deleteObject(value: unknown): void;
}

const refuse = (what: string) => new EvalError(`code generation from strings is not allowed (${what})`);

/** `createNamedFunction`: a constructible wrapper that forwards to `body`. */
function namedFunction(source: string): Fn | null {
  const m = /^return function ([\w$]+)\(\) \{\n\s*"use strict";\s*return body\.apply\(this, arguments\);\n\};\n$/.exec(
    source,
  );
  if (!m) return null;
  const name = m[1]!;
  return (body) => {
    const wrapper = function (this: unknown, ...args: unknown[]) {
      return (body as Fn).apply(this, args);
    };
    Object.defineProperty(wrapper, 'name', { value: name });
    return wrapper;
  };
}

/** `makeDynCaller`: calls a function of the WebAssembly table by index. */
function dynCaller(params: string[], source: string): Fn | null {
  if (params.join() !== 'dynCall,rawFunction' || !/^return function dynCall_[\w$]+\([\w, ]*\) \{\n/.test(source))
    return null;
  return (dynCall, rawFunction) =>
    function (...args: unknown[]) {
      return (dynCall as Fn)(rawFunction, ...args);
    };
}

/** `craftInvokerFunction`: JS arguments to wire values, the C++ call, destructors, the result back. */
function invoker(params: string[], source: string): Fn | null {
  const fixed = ['throwBindingError', 'invoker', 'fn', 'runDestructors', 'retType', 'classParam'];
  if (params.slice(0, 6).join() !== fixed.join()) return null;
  const head = /^return function ([\w$]+)\([\w, ]*\) \{\nif \(arguments\.length !== (\d+)\) \{\n/.exec(source);
  if (!head) return null;
  const [, name, count] = head;
  const argCount = Number(count);
  const argTypes = params.filter((p) => /^argType\d+$/.test(p));
  if (argTypes.length !== argCount) return null;
  const isMethod = source.includes('var thisWired = classParam.toWireType(');
  const stack = source.includes('var destructors = [];\n');
  const returns = source.includes('var rv = invoker(');
  const dtors = params.filter((p) => p.endsWith('_dtor')).map((p) => p.slice(0, -5));
  return (...values) => {
    const named = new Map(params.map((p, i) => [p, values[i]]));
    const throwBindingError = named.get('throwBindingError') as (message: string) => never;
    const call = named.get('invoker') as Fn;
    const fn = named.get('fn');
    const runDestructors = named.get('runDestructors') as (d: unknown[]) => void;
    const retType = named.get('retType') as WireType;
    const classParam = named.get('classParam') as WireType;
    const types = argTypes.map((p) => named.get(p) as WireType);
    const dtorFns = dtors.map((p) => named.get(`${p}_dtor`) as Fn);
    return function (this: unknown, ...args: unknown[]) {
      if (args.length !== argCount)
        throwBindingError(`function ${name} called with ${args.length} arguments, expected ${argCount} args!`);
      const destructors: unknown[] | null = stack ? [] : null;
      const wired = new Map<string, unknown>();
      if (isMethod) wired.set('thisWired', classParam.toWireType(destructors, this));
      for (let i = 0; i < argCount; i++) wired.set(`arg${i}Wired`, types[i]!.toWireType(destructors, args[i]));
      const rv = call(fn, ...wired.values());
      if (stack) runDestructors(destructors!);
      else dtors.forEach((p, i) => dtorFns[i]!(wired.get(p)));
      return returns ? retType.fromWireType(rv) : undefined;
    };
  };
}

/** `__emval_get_method_caller`: C++ calling a method of a JS object (arguments read from the stack). */
function methodCaller(params: string[], source: string): Fn | null {
  if (
    params[0] !== 'retType' ||
    !/^return function methodCaller_\S*\(handle, name, destructors, args\) \{\n/.test(source)
  )
    return null;
  const reads = [...source.matchAll(/var arg(\d+) = argType\1\.readValueFromPointer\(args(?:\+(\d+))?\);/g)].map((m) =>
    Number(m[2] ?? 0),
  );
  const deletes = new Set([...source.matchAll(/argType(\d+)\.deleteObject\(arg\1\);/g)].map((m) => Number(m[1])));
  const returns = source.includes('return retType.toWireType(destructors, rv);');
  return (retType, ...types) =>
    function (handle: unknown, name: unknown, destructors: unknown, args: unknown) {
      const values = reads.map((offset, i) => (types[i] as WireType).readValueFromPointer((args as number) + offset));
      const rv = (handle as Record<string, Fn>)[name as string]!(...values);
      for (const i of deletes) (types[i] as WireType).deleteObject(values[i]);
      return returns ? (retType as WireType).toWireType(destructors as unknown[], rv) : undefined;
    };
}

/** Builds the function `new Function(...params, source)` would have compiled, for embind's templates only. */
export function functionWithoutEval(...args: string[]): Fn {
  const source = String(args[args.length - 1] ?? '');
  const params = args.slice(0, -1).map(String);
  const made =
    (params.join() === 'body' ? namedFunction(source) : null) ??
    dynCaller(params, source) ??
    invoker(params, source) ??
    methodCaller(params, source);
  if (!made) throw refuse(source.slice(0, 60));
  return made;
}

/**
 * Replaces `scope.Function` with `functionWithoutEval` (same prototype, so `instanceof Function` and
 * `Function.prototype` keep working). Answers a function that puts the original back.
 */
export function installFunctionWithoutEval(scope: { Function: FunctionConstructor } = globalThis): () => void {
  const original = scope.Function;
  if ((original as unknown) === FunctionWithoutEval) return () => {};
  scope.Function = FunctionWithoutEval as unknown as FunctionConstructor;
  return () => {
    scope.Function = original;
  };
}

function FunctionWithoutEval(...args: string[]): Fn {
  return functionWithoutEval(...args);
}
FunctionWithoutEval.prototype = Function.prototype;
