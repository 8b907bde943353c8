import { WaveFile } from 'wavefile';

/**
 * Voice is kept at 16 kHz mono 16-bit PCM: speech stays clear, and 2 minutes come to about
 * 3.8 MB, under the 5 MB cap (the browser's 48 kHz would pass 5 MB after 55 seconds).
 */
export const VOICE_SAMPLE_RATE = 16_000;

/** PCM samples in -1..1 as a mono 16-bit wav file. */
export function encodeWav(samples: Float32Array, sampleRate: number = VOICE_SAMPLE_RATE): Uint8Array {
  const pcm = new Int16Array(samples.length);
  for (let i = 0; i < samples.length; i++) {
    const s = Math.max(-1, Math.min(1, samples[i]!));
    pcm[i] = s < 0 ? s * 0x8000 : s * 0x7fff;
  }
  const wav = new WaveFile();
  wav.fromScratch(1, sampleRate, '16', pcm);
  return wav.toBuffer();
}

/**
 * What MediaRecorder gives (webm/opus or mp4, per browser) turned into the spec's wav: decoded,
 * mixed down and resampled to 16 kHz by the browser's own audio engine, then encoded.
 */
export async function recordingToWav(recorded: Blob): Promise<{ wav: Blob; seconds: number }> {
  const context = new AudioContext();
  let decoded: AudioBuffer;
  try {
    decoded = await context.decodeAudioData(await recorded.arrayBuffer());
  } finally {
    void context.close();
  }
  const frames = Math.max(1, Math.ceil(decoded.duration * VOICE_SAMPLE_RATE));
  const offline = new OfflineAudioContext(1, frames, VOICE_SAMPLE_RATE);
  const source = offline.createBufferSource();
  source.buffer = decoded;
  source.connect(offline.destination);
  source.start();
  const rendered = await offline.startRendering();
  const bytes = encodeWav(rendered.getChannelData(0));
  return { wav: new Blob([bytes as BlobPart], { type: 'audio/wav' }), seconds: decoded.duration };
}
