/**
 * Resumable upload tickets: `tu1.<visitor>.<max bytes>.<expiry s>.<file key>.<HMAC-SHA256>`, signed with the
 * token secret. A ticket lets its visitor start one upload (of at most max bytes, before the expiry) whose
 * id is the file key; single use is kept by that id: once an upload of that key exists, the ticket is spent.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

const VERSION = 'tu1';
/** How long a ticket may wait before its upload starts. */
export const UPLOAD_TICKET_TTL_S = 600;

export interface UploadTicket {
  visitor: string;
  maxBytes: number;
  expiresAtS: number;
  fileKey: string;
}

function mac(secret: string, body: string): string {
  return createHmac('sha256', secret).update(body).digest('base64url');
}

export function signUploadTicket(secret: string, t: UploadTicket): string {
  const body = `${VERSION}.${t.visitor}.${t.maxBytes}.${t.expiresAtS}.${t.fileKey}`;
  return `${body}.${mac(secret, body)}`;
}

/** The ticket's contents when it is ours and not expired (`nowS` epoch seconds); else null. */
export function readUploadTicket(secret: string, ticket: string, nowS: number): UploadTicket | null {
  const parts = ticket.split('.');
  if (parts.length !== 6 || parts[0] !== VERSION) return null;
  const [, visitor, max, exp, fileKey, given] = parts;
  if (!/^\d{1,15}$/.test(max) || !/^\d{1,12}$/.test(exp) || !/^[a-f0-9]{32}$/.test(fileKey)) return null;
  const expected = Buffer.from(mac(secret, parts.slice(0, 5).join('.')));
  const got = Buffer.from(given);
  if (got.length !== expected.length || !timingSafeEqual(got, expected)) return null;
  if (Number(exp) <= nowS) return null;
  return { visitor, maxBytes: Number(max), expiresAtS: Number(exp), fileKey };
}
