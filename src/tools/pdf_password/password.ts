/** The password tool's options and checks. Passwords themselves are never kept in the URL or storage. Pure. */
import { defineOptions, opt, type Values } from '../../web/kit/options/schema.js';
import type { Permissions } from '../../web/kit/pdf/pure.js';

export const SCHEMA = defineOptions({
  mode: opt.choice(['encrypt', 'decrypt'], 'encrypt'),
  print: opt.choice(['full', 'low', 'none'], 'full'),
  modify: opt.bool(true),
  copy: opt.bool(true),
  annotate: opt.bool(true),
});

export type PasswordOptions = Values<typeof SCHEMA>;

export type PasswordProblem = 'empty' | 'mismatch' | 'too-long' | 'not-latin';

export const MAX_PASSWORD = 127;

/** What is wrong with the passwords typed, or null. AES-256 takes any Unicode; we cap the length. */
export function passwordProblem(user: string, confirm: string): PasswordProblem | null {
  if (!user) return 'empty';
  if ([...user].length > MAX_PASSWORD) return 'too-long';
  if (user !== confirm) return 'mismatch';
  return null;
}

export function permissions(o: PasswordOptions): Permissions {
  return { print: o.print, modify: o.modify, copy: o.copy, annotate: o.annotate };
}

export function outputName(name: string, mode: PasswordOptions['mode']): string {
  return `${name.replace(/\.pdf$/i, '')}-${mode === 'encrypt' ? '已加密' : '已解密'}.pdf`;
}
