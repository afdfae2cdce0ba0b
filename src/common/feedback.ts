/** Feedback: limits and checks both the feedback page and `POST /api/feedback` use. */
export const FEEDBACK_LIMITS = {
  /** The message, in characters (Unicode code points, as the server's JSON schema counts them). */
  content: 500,
  contact: 100,
  host: 255,
  path: 2048,
} as const;

/** What the page sends. */
export interface FeedbackInput {
  content: string;
  contact?: string;
  /** Where the visitor came from (the feedback link's query). */
  host?: string;
  path?: string;
}

/** One stored message as `GET /api/admin/feedback` lists it. */
export interface FeedbackItem {
  id: number;
  content: string;
  contact: string;
  host: string;
  path: string;
  guid: string | null;
  user_agent: string;
  created_at: string;
}

export interface FeedbackPage {
  total: number;
  page: number;
  pageSize: number;
  items: FeedbackItem[];
}

export const FEEDBACK_PAGE_SIZE = { default: 20, max: 100 } as const;

/** Length as the server counts it: code points, so an emoji is one character. */
export function charCount(text: string): number {
  let n = 0;
  for (const _ of text) n++;
  return n;
}

/** Why a message cannot be sent, or null: it must hold something besides spaces and fit the limit. */
export function contentProblem(text: string): 'empty' | 'tooLong' | null {
  if (text.trim() === '') return 'empty';
  if (charCount(text) > FEEDBACK_LIMITS.content) return 'tooLong';
  return null;
}
