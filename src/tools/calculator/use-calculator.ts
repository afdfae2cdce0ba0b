/** The calculator's state: the expression (kept in the link), the caret, Ans, and the history on this device. */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useToolOptions } from '../../web/kit/index.js';
import { addHistory, backspace, HISTORY_KEY, insert, readHistory, SCHEMA, type HistoryEntry } from './keys.js';
import { calculate } from './evaluate.js';

function store(list: HistoryEntry[]): void {
  try {
    localStorage.setItem(HISTORY_KEY, JSON.stringify(list));
  } catch {
    // Private mode or full storage: the history lives for this visit only.
  }
}

export function useCalculator(onComputed: (expr: string) => void) {
  const { values, set } = useToolOptions(SCHEMA);
  const input = useRef<HTMLInputElement | null>(null);
  const [history, setHistory] = useState<HistoryEntry[]>([]);
  const [ans, setAns] = useState('0');
  // A syntax error shows only once = was pressed (not while the visitor is still typing "2+").
  const [tried, setTried] = useState(false);
  useEffect(() => {
    try {
      setHistory(readHistory(localStorage.getItem(HISTORY_KEY)));
    } catch {
      setHistory([]);
    }
  }, []);

  useEffect(() => setTried(false), [values.x]);
  const result = values.x.trim() === '' ? null : calculate(values.x, values.angle, ans);
  const preview = result && !result.ok && result.code === 'syntax' && !tried ? null : result;

  const edit = useCallback(
    (f: (text: string, caret: number) => { text: string; caret: number }) => {
      const el = input.current;
      const caret = el && document.activeElement === el ? (el.selectionStart ?? values.x.length) : values.x.length;
      const next = f(values.x, caret);
      set({ x: next.text });
      requestAnimationFrame(() => el?.setSelectionRange(next.caret, next.caret));
    },
    [values.x, set],
  );

  const equals = useCallback(() => {
    const r = calculate(values.x, values.angle, ans);
    setTried(true);
    if (!r.ok) return;
    const next = addHistory(history, { expr: values.x, result: r.value });
    setHistory(next);
    store(next);
    setAns(r.exact.toString());
    onComputed(values.x);
    set({ x: r.value });
  }, [values, ans, history, set, onComputed]);

  const key = useCallback(
    (k: string, text?: string) => {
      if (k === '=') equals();
      else if (k === 'C') set({ x: '' });
      else if (k === '⌫') edit(backspace);
      else edit((t, c) => insert(t, c, text ?? k));
    },
    [equals, edit, set],
  );

  const clearHistory = () => {
    setHistory([]);
    store([]);
  };

  return { values, set, input, history, preview, key, equals, clearHistory };
}
