/** Passwords through qpdf: AES-256 with permissions, and removing a known password. */
import { runQpdf } from './qpdf.js';

export interface Permissions {
  /** Printing: none, low resolution, full. */
  print: 'none' | 'low' | 'full';
  /** Changing the document (pages, content). */
  modify: boolean;
  /** Copying text and images. */
  copy: boolean;
  /** Comments and form filling. */
  annotate: boolean;
}

export const ALL_ALLOWED: Permissions = { print: 'full', modify: true, copy: true, annotate: true };

/** qpdf's arguments for AES-256 encryption (the owner password falls back to the user password). */
export function encryptArgs(user: string, owner: string, p: Permissions, input: string, output: string): string[] {
  return [
    '--encrypt',
    `--user-password=${user}`,
    `--owner-password=${owner || user}`,
    '--bits=256',
    `--print=${p.print}`,
    `--modify=${p.modify ? 'all' : 'none'}`,
    `--extract=${p.copy ? 'y' : 'n'}`,
    `--annotate=${p.annotate ? 'y' : 'n'}`,
    `--form=${p.annotate ? 'y' : 'n'}`,
    '--',
    input,
    output,
  ];
}

export async function encryptPdf(bytes: Uint8Array, user: string, owner: string, p: Permissions): Promise<Uint8Array> {
  const run = await runQpdf(encryptArgs(user, owner, p, '/in.pdf', '/out.pdf'), { 'in.pdf': bytes }, ['out.pdf']);
  const out = run.files['out.pdf'];
  if (run.code === 2 || !out) throw new Error(`qpdf: ${run.log}`);
  return out;
}

/** Linearised ("fast web view") and with object streams, through qpdf; the input must be plain. */
export async function linearize(bytes: Uint8Array): Promise<Uint8Array> {
  const run = await runQpdf(['--linearize', '--object-streams=generate', '/in.pdf', '/out.pdf'], { 'in.pdf': bytes }, [
    'out.pdf',
  ]);
  const out = run.files['out.pdf'];
  if (run.code === 2 || !out) throw new Error(`qpdf: ${run.log}`);
  return out;
}
