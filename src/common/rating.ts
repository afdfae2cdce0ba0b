/** A tool's rating record (spec section 3), as `GET /api/getToolRecord` answers it. */
export interface ToolRecord {
  /** Number of ratings. */
  score_pv: number;
  /** Average star value 0–5. */
  score: number;
  /** The logged-in caller's own score (0: none). */
  my_score: number;
}

/** Stars are 1 to 5. */
export const MIN_SCORE = 1;
export const MAX_SCORE = 5;
