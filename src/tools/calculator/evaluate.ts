/**
 * The calculator's arithmetic: an expression read by a small recursive-descent parser (never `eval`) and
 * computed in decimal (decimal.js, 40 significant digits), so 0.1 + 0.2 = 0.3 and the four operations on
 * typed decimals are exact; functions are correct to the digits shown.
 *
 * Precedence, lowest first: + −; × ÷ (and implicit multiplication: 2π, 3(4), 2sin(30)); unary −; ^ (right to
 * left, so −2^2 = −4 and 2^3^2 = 2^9); postfix ! and % (x% = x ÷ 100). Missing closing brackets at the end
 * are added. Angles in degrees or radians.
 */
import Decimal from 'decimal.js';

export const Calc = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP, toExpNeg: -7, toExpPos: 21 });
type D = Decimal;

export type ErrorCode = 'syntax' | 'divZero' | 'domain' | 'overflow';

export class CalcError extends Error {
  constructor(readonly code: ErrorCode) {
    super(code);
  }
}

export type Angle = 'deg' | 'rad';

const FUNCTIONS = [
  'asin',
  'acos',
  'atan',
  'sin',
  'cos',
  'tan',
  'ln',
  'log',
  'lg',
  'sqrt',
  'cbrt',
  'abs',
  'exp',
] as const;
type Fn = (typeof FUNCTIONS)[number];

type Token =
  | { t: 'num'; v: string }
  | { t: 'op'; v: string }
  | { t: 'fn'; v: Fn }
  | { t: 'const'; v: 'pi' | 'e' | 'ans' }
  | { t: '(' }
  | { t: ')' };

const NORMALISE: [RegExp, string][] = [
  [/[×✕]/g, '*'],
  [/[÷]/g, '/'],
  [/[−–—]/g, '-'],
  [/[（]/g, '('],
  [/[）]/g, ')'],
  [/\*\*/g, '^'],
  [/√/g, 'sqrt'],
  [/∛/g, 'cbrt'],
  [/π/g, 'pi'],
];

export function tokenize(input: string): Token[] {
  let s = input;
  for (const [re, to] of NORMALISE) s = s.replace(re, to);
  s = s.toLowerCase();
  const out: Token[] = [];
  let i = 0;
  while (i < s.length) {
    const c = s[i];
    if (/\s/.test(c)) {
      i++;
      continue;
    }
    const num = /^(\d+\.?\d*|\.\d+)(e[+-]?\d+)?/.exec(s.slice(i));
    if (num) {
      out.push({ t: 'num', v: num[0] });
      i += num[0].length;
      if (s[i] === '.') throw new CalcError('syntax'); // 1..2, 1.2.3
      continue;
    }
    const word = /^[a-z]+/.exec(s.slice(i));
    if (word) {
      const w = word[0];
      const fn = FUNCTIONS.find((f) => w === f);
      if (fn) out.push({ t: 'fn', v: fn });
      else if (w === 'pi' || w === 'e' || w === 'ans') out.push({ t: 'const', v: w });
      else throw new CalcError('syntax');
      i += w.length;
      continue;
    }
    if ('+-*/^!%'.includes(c)) out.push({ t: 'op', v: c });
    else if (c === '(') out.push({ t: '(' });
    else if (c === ')') out.push({ t: ')' });
    else throw new CalcError('syntax');
    i++;
  }
  return out;
}

const PI = () => Calc.acos(-1);
const TINY = new Calc('1e-30');

function check(v: D): D {
  if (v.isNaN()) throw new CalcError('domain');
  if (!v.isFinite() || v.abs().gt('1e9000')) throw new CalcError('overflow');
  return v;
}

/** sin, cos, tan in the chosen unit; results within 1e-30 of a whole multiple of 0.5… are snapped by rounding. */
function trig(fn: 'sin' | 'cos' | 'tan', x: D, angle: Angle): D {
  if (angle === 'deg') {
    const r = x.mod(360);
    // Exact values at multiples of 90°: sin 180° = 0, cos 90° = 0, tan 90° undefined.
    if (r.mod(90).isZero()) {
      const q = r.div(90).toNumber() & 3; // 0..3 (negative mods handled below)
      const k = ((q % 4) + 4) % 4;
      const sin = [0, 1, 0, -1][k];
      const cos = [1, 0, -1, 0][k];
      if (fn === 'sin') return new Calc(sin);
      if (fn === 'cos') return new Calc(cos);
      if (cos === 0) throw new CalcError('domain');
      return new Calc(sin / cos);
    }
    x = x.times(PI()).div(180);
  }
  const v = fn === 'sin' ? Calc.sin(x) : fn === 'cos' ? Calc.cos(x) : Calc.tan(x);
  return snap(v);
}

/** Rounds away the last digits' noise: 0.49999…9 (40 digits) → 0.5, 1e-40 → 0. */
function snap(v: D): D {
  if (v.abs().lt(TINY)) return new Calc(0);
  return v.toSignificantDigits(34);
}

function applyFn(fn: Fn, x: D, angle: Angle): D {
  switch (fn) {
    case 'sin':
    case 'cos':
    case 'tan':
      return trig(fn, x, angle);
    case 'asin':
    case 'acos':
    case 'atan': {
      if (fn !== 'atan' && x.abs().gt(1)) throw new CalcError('domain');
      const r = fn === 'asin' ? Calc.asin(x) : fn === 'acos' ? Calc.acos(x) : Calc.atan(x);
      return snap(angle === 'deg' ? r.times(180).div(PI()) : r);
    }
    case 'ln':
      if (x.lte(0)) throw new CalcError('domain');
      return snap(Calc.ln(x));
    case 'log':
    case 'lg':
      if (x.lte(0)) throw new CalcError('domain');
      return snap(Calc.log10(x));
    case 'sqrt':
      if (x.isNeg() && !x.isZero()) throw new CalcError('domain');
      return Calc.sqrt(x);
    case 'cbrt':
      return snap(Calc.cbrt(x));
    case 'abs':
      return x.abs();
    case 'exp':
      return check(Calc.exp(x));
  }
}

function factorial(x: D): D {
  if (!x.isInteger() || x.isNeg()) throw new CalcError('domain');
  if (x.gt(3000)) throw new CalcError('overflow');
  let r = new Calc(1);
  for (let i = 2; i <= x.toNumber(); i++) r = r.times(i);
  return r;
}

function power(a: D, b: D): D {
  if (a.isZero() && b.isNeg()) throw new CalcError('divZero');
  if (a.isNeg() && !b.isInteger()) throw new CalcError('domain');
  if (b.abs().gt('1e6') && a.abs().gt(1)) throw new CalcError('overflow');
  return check(a.pow(b));
}

class Parser {
  private i = 0;
  constructor(
    private readonly tokens: Token[],
    private readonly angle: Angle,
    private readonly ans: D,
  ) {}

  parse(): D {
    if (this.tokens.length === 0) throw new CalcError('syntax');
    const v = this.expr();
    if (this.i < this.tokens.length) throw new CalcError('syntax');
    return v;
  }

  private peek(): Token | undefined {
    return this.tokens[this.i];
  }

  private isOp(v: string): boolean {
    const t = this.peek();
    return t?.t === 'op' && t.v === v;
  }

  private expr(): D {
    let v = this.term();
    while (this.isOp('+') || this.isOp('-')) {
      const op = (this.tokens[this.i++] as { v: string }).v;
      const r = this.term();
      v = op === '+' ? v.plus(r) : v.minus(r);
    }
    return check(v);
  }

  private startsPrimary(): boolean {
    const t = this.peek();
    return t !== undefined && (t.t === 'num' || t.t === 'fn' || t.t === 'const' || t.t === '(');
  }

  private term(): D {
    let v = this.unary();
    for (;;) {
      if (this.isOp('*') || this.isOp('/')) {
        const op = (this.tokens[this.i++] as { v: string }).v;
        const r = this.unary();
        if (op === '/') {
          if (r.isZero()) throw new CalcError('divZero');
          v = v.div(r);
        } else v = v.times(r);
      } else if (this.startsPrimary()) v = v.times(this.unary());
      else return check(v);
    }
  }

  private unary(): D {
    if (this.isOp('-')) {
      this.i++;
      return this.unary().neg();
    }
    if (this.isOp('+')) {
      this.i++;
      return this.unary();
    }
    return this.power();
  }

  private power(): D {
    const base = this.postfix();
    if (this.isOp('^')) {
      this.i++;
      return power(base, this.unary());
    }
    return base;
  }

  private postfix(): D {
    let v = this.primary();
    while (this.isOp('!') || this.isOp('%')) {
      v = (this.tokens[this.i++] as { v: string }).v === '!' ? factorial(v) : v.div(100);
    }
    return v;
  }

  private primary(): D {
    const t = this.tokens[this.i++];
    if (!t) throw new CalcError('syntax');
    if (t.t === 'num') return new Calc(t.v);
    if (t.t === 'const') return t.v === 'pi' ? PI() : t.v === 'e' ? Calc.exp(1) : this.ans;
    if (t.t === '(') return this.group();
    if (t.t === 'fn') {
      // sin(30), or without brackets: √9, sin 30 (binds to the next factor, as written).
      const arg = this.peek()?.t === '(' ? (this.i++, this.group()) : this.postfix();
      return applyFn(t.v, arg, this.angle);
    }
    throw new CalcError('syntax');
  }

  /** After "(": an expression and its ")" (a missing one at the very end is forgiven). */
  private group(): D {
    const v = this.expr();
    const t = this.peek();
    if (t?.t === ')') this.i++;
    else if (t !== undefined) throw new CalcError('syntax');
    return v;
  }
}

export function evaluate(input: string, angle: Angle = 'deg', ans: D = new Calc(0)): D {
  return new Parser(tokenize(input), angle, ans).parse();
}

/** The result as shown: whole numbers below 1e21 in full, else 16 significant digits, plain notation from 1e-7 to 1e21, else 1.5e+25. */
export function display(v: D): string {
  if (v.isZero()) return '0';
  if (v.isInteger() && v.abs().lt('1e21')) return v.toFixed();
  const r = v.toSignificantDigits(16);
  const abs = r.abs();
  if (abs.gte('1e21') || abs.lt('1e-7')) return r.toExponential().replace(/\.?0+e/, 'e');
  return r.toFixed();
}

export type Outcome = { ok: true; value: string; exact: D } | { ok: false; code: ErrorCode };

export function calculate(input: string, angle: Angle, ans: string): Outcome {
  try {
    const exact = evaluate(input, angle, new Calc(ans || 0));
    return { ok: true, value: display(exact), exact };
  } catch (error) {
    if (error instanceof CalcError) return { ok: false, code: error.code };
    return { ok: false, code: 'syntax' };
  }
}
