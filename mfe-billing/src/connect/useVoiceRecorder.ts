import { CONNECT_VOICE_MAX_SECONDS } from '@flow/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';

export type RecorderState = 'idle' | 'recording' | 'recorded';

/** Spec 001 §9: the connect page saves its recording as WebM. */
export const VOICE_MIME = 'audio/webm';

/** m:ss, as the spec's timer shows it. */
export function formatTimer(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/**
 * Spec 001 §4 "Connect request": idle → recording (the timer counts seconds) → recorded (a
 * preview that can be played, paused or deleted back to idle). Stops by itself at the server's
 * 5-minute limit. `onDenied` runs when the microphone cannot be used.
 */
export function useVoiceRecorder(onDenied: () => void) {
  const [state, setState] = useState<RecorderState>('idle');
  const [seconds, setSeconds] = useState(0);
  const [recording, setRecording] = useState<Blob | null>(null);
  const [url, setUrl] = useState<string | null>(null);
  const recorder = useRef<MediaRecorder | null>(null);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);

  const clearTimer = () => {
    if (timer.current) clearInterval(timer.current);
    timer.current = null;
  };

  const stop = useCallback(() => {
    clearTimer();
    if (recorder.current?.state === 'recording') recorder.current.stop();
  }, []);

  const start = useCallback(async () => {
    let stream: MediaStream;
    try {
      if (typeof MediaRecorder === 'undefined' || !navigator.mediaDevices?.getUserMedia) throw new Error('unsupported');
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch {
      onDenied();
      return;
    }
    const chunks: Blob[] = [];
    const options = MediaRecorder.isTypeSupported?.(`${VOICE_MIME};codecs=opus`) ? { mimeType: `${VOICE_MIME};codecs=opus` } : undefined;
    const next = new MediaRecorder(stream, options);
    next.ondataavailable = (e) => {
      if (e.data.size > 0) chunks.push(e.data);
    };
    next.onstop = () => {
      stream.getTracks().forEach((track) => track.stop());
      const blob = new Blob(chunks, { type: VOICE_MIME });
      setRecording(blob);
      setUrl(URL.createObjectURL(blob));
      setState('recorded');
    };
    recorder.current = next;
    next.start(1000);
    setSeconds(0);
    setState('recording');
    timer.current = setInterval(() => {
      setSeconds((s) => {
        if (s + 1 >= CONNECT_VOICE_MAX_SECONDS) stop();
        return s + 1;
      });
    }, 1000);
  }, [onDenied, stop]);

  const discard = useCallback(() => {
    stop();
    setRecording(null);
    setUrl((old) => {
      if (old) URL.revokeObjectURL(old);
      return null;
    });
    setSeconds(0);
    setState('idle');
  }, [stop]);

  useEffect(
    () => () => {
      clearTimer();
      if (recorder.current?.state === 'recording') recorder.current.stop();
    },
    [],
  );
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);

  return { state, seconds, recording, url, start, stop, discard };
}
