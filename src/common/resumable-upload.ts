/**
 * Resumable uploads (our stand-in for the original's object-storage credentials, spec section 7): a
 * `getcoscredential` call hands out a short-lived, single-use ticket bound to the visitor and a size limit;
 * the file then goes to the tus endpoint (resumable after a dropped connection), and once complete its
 * `fileKey` is what a create call names in `fileKeys`.
 */
export const RESUMABLE_API = {
  credential: '/api/getcoscredential',
  convertCredential: '/cgi-bin/convert/getcoscredential',
  /** The tus endpoint (creation: POST here; the upload's own address is `<tus>/<fileKey>`). */
  tus: '/api/tus',
} as const;

/** The tus metadata key that carries the ticket on the creation request. */
export const TICKET_METADATA = 'ticket';

export interface UploadCredential {
  ticket: string;
  /** The finished file's key for a create call's `fileKeys`. */
  fileKey: string;
  uploadUrl: string;
  maxBytes: number;
  /** The ticket must start an upload before this time (epoch ms). */
  expiresAt: number;
}
