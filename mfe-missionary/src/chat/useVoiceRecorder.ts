import { CHAT_VOICE_MAX_BYTES, CHAT_VOICE_MAX_SECONDS } from '@flow/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { VoicePhase } from './VoiceRecorder';
import { recordingToWav } from './wav';

export interface VoiceDraft {
  wav: Blob;
  seconds: number;
}

export interface VoiceRecorderDeps {
  getUserMedia(constraints: MediaStreamConstraints): Promise<MediaStream>;
  createRecorder(stream: MediaStream): MediaRecorder;
  toWav(recorded: Blob): Promise<{ wav: Blob; seconds: number }>;
}

const browserDeps = (): VoiceRecorderDeps => ({
  getUserMedia: (c) => {
    if (!navigator.mediaDevices?.getUserMedia) return Promise.reject(new Error('no microphone API'));
    return navigator.mediaDevices.getUserMedia(c);
  },
  createRecorder: (stream) => new MediaRecorder(stream),
  toWav: recordingToWav,
});

export type VoiceProblem = 'microphone' | 'tooLarge';

/**
 * Records one voice message: the microphone through MediaRecorder, a timer ticking each second,
 * a stop at 2 minutes, then the wav draft to preview, send or discard. `onProblem` reports what
 * the dialog shows as a toast (the microphone refused, a recording over 5 MB).
 */
export function useVoiceRecorder(onProblem: (problem: VoiceProblem) => void, deps: VoiceRecorderDeps = browserDeps()) {
  const [state, setState] = useState<VoicePhase>({ phase: 'idle' });
  const [draft, setDraft] = useState<VoiceDraft | null>(null);
  const session = useRef<{ recorder: MediaRecorder; stream: MediaStream; tick: ReturnType<typeof setInterval>; keep: boolean } | null>(null);
  const url = useRef<string | null>(null);
  const depsRef = useRef(deps);
  const problemRef = useRef(onProblem);
  problemRef.current = onProblem;

  const release = useCallback(() => {
    const s = session.current;
    session.current = null;
    if (!s) return;
    clearInterval(s.tick);
    for (const track of s.stream.getTracks()) track.stop();
    if (s.recorder.state !== 'inactive') s.recorder.stop();
  }, []);

  const clearPreview = useCallback(() => {
    if (url.current) URL.revokeObjectURL(url.current);
    url.current = null;
    setDraft(null);
  }, []);

  const stop = useCallback(() => {
    const s = session.current;
    if (!s) return;
    s.keep = true;
    setState({ phase: 'processing' });
    release();
  }, [release]);

  const start = useCallback(async () => {
    if (session.current) return;
    clearPreview();
    let stream: MediaStream;
    try {
      stream = await depsRef.current.getUserMedia({ audio: true });
    } catch {
      setState({ phase: 'idle' });
      problemRef.current('microphone');
      return;
    }
    let recorder: MediaRecorder;
    try {
      recorder = depsRef.current.createRecorder(stream);
    } catch {
      for (const track of stream.getTracks()) track.stop();
      problemRef.current('microphone');
      return;
    }
    const chunks: Blob[] = [];
    let seconds = 0;
    const current = {
      recorder,
      stream,
      keep: false,
      tick: setInterval(() => {
        seconds += 1;
        setState({ phase: 'recording', seconds });
        if (seconds >= CHAT_VOICE_MAX_SECONDS) stop();
      }, 1000),
    };
    session.current = current;
    recorder.ondataavailable = (e) => {
      if (e.data.size > 0) chunks.push(e.data);
    };
    recorder.onstop = () => {
      if (!current.keep) return;
      const recorded = new Blob(chunks, { type: recorder.mimeType || chunks[0]?.type || 'audio/webm' });
      depsRef.current
        .toWav(recorded)
        .then(({ wav, seconds: exact }) => {
          if (wav.size > CHAT_VOICE_MAX_BYTES) {
            setState({ phase: 'idle' });
            problemRef.current('tooLarge');
            return;
          }
          const length = Math.min(CHAT_VOICE_MAX_SECONDS, Math.max(1, Math.round(exact)));
          url.current = URL.createObjectURL(wav);
          setDraft({ wav, seconds: length });
          setState({ phase: 'preview', url: url.current, seconds: length });
        })
        .catch(() => {
          setState({ phase: 'idle' });
          problemRef.current('microphone');
        });
    };
    recorder.start(1000);
    setState({ phase: 'recording', seconds: 0 });
  }, [clearPreview, stop]);

  /** Discards whatever exists: a recording in progress or the preview. */
  const cancel = useCallback(() => {
    release();
    clearPreview();
    setState({ phase: 'idle' });
  }, [release, clearPreview]);

  useEffect(() => () => {
    release();
    if (url.current) URL.revokeObjectURL(url.current);
  }, [release]);

  return { state, draft, start: () => void start(), stop, cancel };
}
