import { describe, expect, it } from 'vitest';
import { findLanguages, LANGUAGES } from './languages.js';

describe('the languages', () => {
  it('are 20 or more, each id once', () => {
    expect(LANGUAGES.length).toBeGreaterThanOrEqual(20);
    expect(new Set(LANGUAGES.map((l) => l.id)).size).toBe(LANGUAGES.length);
  });
  it.each(LANGUAGES.map((l) => [l.name, l] as const))('%s prints Hello, World! and names its file', (_, l) => {
    expect(l.code).toContain('Hello, World!');
    expect(l.code.endsWith('\n')).toBe(true);
    expect(l.code).not.toMatch(/\r/);
    expect(l.run).toContain(l.file.replace(/\.[^.]+$/, ''));
    expect(l.about.zh && l.about.en).toBeTruthy();
  });
});

describe('findLanguages', () => {
  it.each([
    ['', LANGUAGES.length],
    ['java', 3], // Java, JavaScript, and TypeScript ("typed JavaScript")
    ['PYTHON', 1],
    ['安卓', 2], // Java, Kotlin
    ['.rs', 1],
    ['cobol', 0],
  ])('%j', (q, n) => {
    expect(findLanguages(q)).toHaveLength(n);
  });
});
