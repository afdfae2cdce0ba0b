/** The operator's feedback list: newest first, a page at a time, optionally only messages containing a text. */
import { sql, type ExpressionBuilder } from 'kysely';
import type { Db } from '../db/index.js';
import type { Database } from '../db/schema.js';
import type { FeedbackItem, FeedbackPage } from '../../common/feedback.js';

export const FEEDBACK_SEARCH_MAX = 100;

/** `text` for a LIKE pattern: its own % _ and \ match themselves. */
export function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Case-insensitive (for Latin letters) containment in the content, contact, page or host, the same on both databases. */
function matches(q: string) {
  const pattern = `%${likeLiteral(q.toLowerCase())}%`;
  return (eb: ExpressionBuilder<Database, 'feedback'>) =>
    eb.or(
      (['content', 'contact', 'path', 'host'] as const).map(
        (column) => sql<boolean>`lower(${eb.ref(column)}) like ${pattern} escape '\\'`,
      ),
    );
}

export async function feedbackPage(
  db: Db,
  opts: { page: number; pageSize: number; q?: string },
): Promise<FeedbackPage> {
  const q = opts.q?.trim() ?? '';
  let total = db.kysely.selectFrom('feedback').select((eb) => eb.fn.countAll<number>().as('total'));
  let items = db.kysely
    .selectFrom('feedback')
    .select(['id', 'content', 'contact', 'host', 'path', 'guid', 'user_agent', 'created_at'])
    .orderBy('id', 'desc')
    .limit(opts.pageSize)
    .offset((opts.page - 1) * opts.pageSize);
  if (q) {
    total = total.where(matches(q));
    items = items.where(matches(q));
  }
  const [[{ total: count }], rows] = await Promise.all([total.execute(), items.execute()]);
  return { total: Number(count), page: opts.page, pageSize: opts.pageSize, items: rows as FeedbackItem[] };
}
