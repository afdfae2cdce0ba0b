/** The visitor's own Mandarin voice (speechSynthesis), if the browser has one: found after hydration, as voices load. */
import { useCallback, useEffect, useState } from 'react';
import { pickVoice, previewPieces, utteranceSettings } from './preview.js';

export function useBrowserVoice() {
  const [voice, setVoice] = useState<SpeechSynthesisVoice | null>(null);
  const [speaking, setSpeaking] = useState(false);

  useEffect(() => {
    if (typeof window === 'undefined' || !('speechSynthesis' in window)) return;
    const synth = window.speechSynthesis;
    const update = () => setVoice(pickVoice(synth.getVoices()));
    update();
    synth.addEventListener('voiceschanged', update);
    return () => {
      synth.removeEventListener('voiceschanged', update);
      synth.cancel();
    };
  }, []);

  const stop = useCallback(() => {
    window.speechSynthesis.cancel();
    setSpeaking(false);
  }, []);

  const speak = useCallback(
    (text: string, options: { speed: number; pitch: number; volume: number }) => {
      if (!voice) return;
      const synth = window.speechSynthesis;
      synth.cancel();
      const pieces = previewPieces(text);
      const settings = utteranceSettings(options);
      pieces.forEach((piece, i) => {
        const u = new SpeechSynthesisUtterance(piece);
        u.voice = voice;
        u.lang = voice.lang;
        Object.assign(u, settings);
        if (i === pieces.length - 1) u.onend = u.onerror = () => setSpeaking(false);
        synth.speak(u);
      });
      setSpeaking(pieces.length > 0);
    },
    [voice],
  );

  return { voice, speaking, speak, stop };
}
