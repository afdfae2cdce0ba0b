/**
 * The star rating's rules (spec sections 3, 4, 5 and 9), pure:
 * - a visitor who is not logged in cannot rate: a star opens the login panel;
 * - a logged-in user who has not rated sees the stars follow the pointer (or the keyboard), and a
 *   click (or Enter/Space) sends the score, stores it under `${toolid}_score` and locks;
 * - a logged-in user with a stored score sees it, locked.
 * When nobody is pointing, the stars show the tool's average (to the nearest half star).
 */
export const MIN_STARS = 1;
export const MAX_STARS = 5;
export const STAR_OFF = '#B3B3B3';
export const STAR_ON = '#FFC20D';

/** The local storage key of the user's own rating of a tool: the tool id and the word score. */
export function scoreKey(toolid: string): string {
  return `${toolid}_score`;
}

export function isScore(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= MIN_STARS && value <= MAX_STARS;
}

/** A stored rating, or null when there is none (or it is not a score). */
export function parseStoredScore(text: string | null): number | null {
  if (text === null || !/^\d$/.test(text)) return null;
  const n = Number(text);
  return isScore(n) ? n : null;
}

export type RatingMode = 'unknown' | 'guest' | 'open' | 'locked';

/** Which state the rating is in. `isLogin` null: not known yet. */
export function ratingMode(isLogin: boolean | null, stored: number | null): RatingMode {
  if (isLogin === null) return 'unknown';
  if (!isLogin) return 'guest';
  return stored === null ? 'open' : 'locked';
}

export type StarFill = 'full' | 'half' | 'empty';

/** How the five stars are drawn for a value 0–5 (halves allowed). */
export function starFills(value: number): StarFill[] {
  const v = Math.round(Math.min(MAX_STARS, Math.max(0, value)) * 2) / 2;
  return Array.from({ length: MAX_STARS }, (_, i) => (v >= i + 1 ? 'full' : v >= i + 0.5 ? 'half' : 'empty'));
}

/**
 * The value the stars show: the locked score; else the star pointed at (hover or keyboard focus) when
 * the user may rate; else the average.
 */
export function shownValue(mode: RatingMode, pointed: number | null, mine: number | null, average: number): number {
  if (mode === 'locked' && mine !== null) return mine;
  if ((mode === 'open' || mode === 'guest') && pointed !== null) return mode === 'open' ? pointed : average;
  return average;
}

/** The average as shown: one decimal. */
export function formatAverage(score: number): string {
  return (Math.round(score * 10) / 10).toFixed(1);
}

/** The next star for a key press in the radio group (null: not a navigation key). */
export function keyTarget(key: string, current: number): number | null {
  switch (key) {
    case 'ArrowRight':
    case 'ArrowUp':
      return Math.min(MAX_STARS, current + 1);
    case 'ArrowLeft':
    case 'ArrowDown':
      return Math.max(MIN_STARS, current - 1);
    case 'Home':
      return MIN_STARS;
    case 'End':
      return MAX_STARS;
    default:
      return null;
  }
}
