/**
 * Recording in the page with MediaRecorder: the microphone only while recording, a tick each second, and a
 * stop at the longest length we recognise. Unsupported browsers (or a refused microphone) say so.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { ASR_MAX_SECONDS } from '../../common/asr.js';
import { recorderType, recordingName } from './audio.js';

export type RecorderState = 'unsupported' | 'idle' | 'starting' | 'recording' | 'denied';

export function useRecorder(onRecorded: (file: File) => void) {
  // Known only in the browser: the pre-rendered page shows no record button.
  const [state, setState] = useState<RecorderState>('unsupported');
  const [seconds, setSeconds] = useState(0);
  const live = useRef<{ recorder: MediaRecorder; stream: MediaStream; timer: number } | null>(null);
  const onRecordedRef = useRef(onRecorded);
  onRecordedRef.current = onRecorded;

  useEffect(() => {
    if (typeof MediaRecorder !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function')
      setState('idle');
    return () => {
      const current = live.current;
      if (!current) return;
      window.clearInterval(current.timer);
      current.stream.getTracks().forEach((t) => t.stop());
    };
  }, []);

  const stop = useCallback(() => {
    const current = live.current;
    if (current && current.recorder.state !== 'inactive') current.recorder.stop();
  }, []);

  const start = useCallback(async () => {
    setState('starting');
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch {
      setState('denied');
      return;
    }
    const type = recorderType((t) => MediaRecorder.isTypeSupported(t));
    const recorder = new MediaRecorder(stream, type ? { mimeType: type } : undefined);
    const chunks: Blob[] = [];
    const startedAt = Date.now();
    recorder.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    recorder.onstop = () => {
      const current = live.current;
      if (current) window.clearInterval(current.timer);
      stream.getTracks().forEach((t) => t.stop());
      live.current = null;
      setState('idle');
      const used = recorder.mimeType || type;
      const blob = new Blob(chunks, { type: used || 'audio/webm' });
      if (blob.size > 0) onRecordedRef.current(new File([blob], recordingName(used), { type: blob.type }));
    };
    const timer = window.setInterval(() => {
      const elapsed = Math.floor((Date.now() - startedAt) / 1000);
      setSeconds(elapsed);
      if (elapsed >= ASR_MAX_SECONDS) stop();
    }, 1000);
    live.current = { recorder, stream, timer };
    setSeconds(0);
    recorder.start(1000);
    setState('recording');
  }, [stop]);

  return { state, seconds, start, stop };
}
