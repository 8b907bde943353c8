#!/usr/bin/env node
// Renders Flow's own music: a river soundscape and four gentle ambient pieces, synthesised here
// from nothing but code (no samples, no recordings), then encoded to small AAC files with ffmpeg
// (`apt-get install ffmpeg`). The output is committed; run this only to change the music:
//
//   node scripts/generate-music.mjs            # writes shell/public/river-flowing.m4a and shell/public/music/*.m4a
//
// Everything is seeded, so the same script gives the same sound.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const RATE = 22050;
const root = path.join(import.meta.dirname, '..');
const out = path.join(root, 'shell', 'public');

function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const midi = (n) => 440 * 2 ** ((n - 69) / 12);

/** One-pole low-pass, in place. */
function lowpass(buf, cutoff) {
  const k = 1 - Math.exp((-2 * Math.PI * cutoff) / RATE);
  let y = 0;
  for (let i = 0; i < buf.length; i++) buf[i] = y += k * (buf[i] - y);
  return buf;
}

/** Schroeder reverb: parallel combs into series all-passes, mixed with the dry sound. */
function reverb(buf, { wet = 0.35, decay = 0.82 } = {}) {
  const combs = [1557, 1617, 1491, 1422].map((d) => Math.round((d * RATE) / 44100));
  const allpasses = [225, 556].map((d) => Math.round((d * RATE) / 44100));
  const outBuf = new Float32Array(buf.length);
  for (const d of combs) {
    const line = new Float32Array(d);
    let idx = 0;
    let damp = 0;
    for (let i = 0; i < buf.length; i++) {
      const y = line[idx];
      damp = y * 0.6 + damp * 0.4;
      line[idx] = buf[i] + damp * decay;
      idx = (idx + 1) % d;
      outBuf[i] += y / combs.length;
    }
  }
  for (const d of allpasses) {
    const line = new Float32Array(d);
    let idx = 0;
    for (let i = 0; i < outBuf.length; i++) {
      const x = outBuf[i];
      const y = line[idx];
      line[idx] = x + y * 0.5;
      outBuf[i] = y - x * 0.5;
      idx = (idx + 1) % d;
    }
  }
  for (let i = 0; i < buf.length; i++) buf[i] = buf[i] * (1 - wet) + outBuf[i] * wet * 2.2;
  return buf;
}

/** Scales to a calm level and fades both ends so the loop breathes instead of clicking. */
function finish(buf, { peak = 0.7, fadeIn = 2, fadeOut = 3 } = {}) {
  let max = 0;
  for (const v of buf) max = Math.max(max, Math.abs(v));
  const gain = max > 0 ? peak / max : 1;
  const fi = fadeIn * RATE;
  const fo = fadeOut * RATE;
  for (let i = 0; i < buf.length; i++) {
    let g = gain;
    if (i < fi) g *= Math.sin((Math.PI / 2) * (i / fi)) ** 2;
    if (i > buf.length - fo) g *= Math.sin((Math.PI / 2) * ((buf.length - i) / fo)) ** 2;
    buf[i] *= g;
  }
  return buf;
}

/** Water over stones: brown-noise body, a band of rushing noise that swells, and bubbles. */
function river(seconds, seed) {
  const rand = rng(seed);
  const n = seconds * RATE;
  const buf = new Float32Array(n);
  let brown = 0;
  let band1 = 0;
  let band2 = 0;
  let hp = 0;
  for (let i = 0; i < n; i++) {
    const t = i / RATE;
    const white = rand() * 2 - 1;
    brown = (brown + 0.02 * white) * 0.997;
    // Rushing water: white noise through a soft band, swelling on slow, unrelated cycles.
    band1 += 0.22 * (white - band1);
    band2 += 0.08 * (band1 - band2);
    const rush = band1 - band2;
    const swell = 0.55 + 0.2 * Math.sin(2 * Math.PI * t * 0.071) + 0.15 * Math.sin(2 * Math.PI * t * 0.193 + 1.3) + 0.1 * Math.sin(2 * Math.PI * t * 0.031 + 0.4);
    hp = 0.995 * hp + brown;
    buf[i] = brown * 2.2 + rush * 0.9 * swell;
  }
  // Bubbles: short rising sine chirps with a fast decay, in clusters like a real stream.
  let t = 0;
  while (t < seconds - 0.2) {
    t += rand() < 0.3 ? 0.02 + rand() * 0.06 : 0.08 + rand() * 0.35;
    const start = Math.floor(t * RATE);
    const f0 = 350 + rand() * 900;
    const len = Math.floor((0.02 + rand() * 0.05) * RATE);
    const amp = 0.05 + rand() * 0.12;
    let phase = 0;
    for (let k = 0; k < len && start + k < n; k++) {
      const x = k / len;
      const f = f0 * (1 + 0.9 * x);
      phase += (2 * Math.PI * f) / RATE;
      buf[start + k] += Math.sin(phase) * amp * Math.exp(-5 * x) * Math.min(1, k / 30);
    }
  }
  lowpass(buf, 5200);
  return finish(reverb(buf, { wet: 0.2, decay: 0.7 }), { peak: 0.6, fadeIn: 3, fadeOut: 3 });
}

/** A slow pad: each chord tone is a few detuned soft partials with long swells. */
function addPad(buf, chords, secondsPerChord, { octave = 0, level = 0.12, brightness = 0.35 } = {}) {
  const seg = secondsPerChord * RATE;
  const overlap = 1.5 * RATE;
  chords.forEach((chord, c) => {
    const start = Math.floor(c * seg);
    const len = Math.floor(seg + overlap);
    for (const note of chord) {
      const f = midi(note + 12 * octave);
      for (const detune of [-0.12, 0.1]) {
        const fd = f * 2 ** (detune / 12);
        for (let i = 0; i < len && start + i < buf.length; i++) {
          const x = i / len;
          const env = Math.sin(Math.PI * x) ** 1.6;
          const ph = (2 * Math.PI * fd * (start + i)) / RATE;
          const v = Math.sin(ph) + brightness * 0.5 * Math.sin(2 * ph) + brightness * 0.2 * Math.sin(3 * ph);
          buf[start + i] += v * env * level * 0.5;
        }
      }
    }
  });
}

/** A soft bell: a few inharmonic partials, each fading at its own pace. */
function addBell(buf, atSec, note, level = 0.18, length = 4) {
  const f = midi(note);
  const start = Math.floor(atSec * RATE);
  const len = Math.floor(length * RATE);
  const partials = [
    [1, 1, 1.4],
    [2.01, 0.35, 2.2],
    [3.02, 0.12, 3.5],
    [0.5, 0.25, 1.0],
  ];
  for (let i = 0; i < len && start + i < buf.length; i++) {
    const t = i / RATE;
    const attack = Math.min(1, i / (0.012 * RATE));
    let v = 0;
    for (const [ratio, amp, speed] of partials) v += amp * Math.sin(2 * Math.PI * f * ratio * t) * Math.exp(-speed * t);
    buf[start + i] += v * level * attack;
  }
}

function piece({ seconds, seed, chords, secondsPerChord, padOctave, scale, bellsPerChord, bellLevel, bellOctave, cutoff, drone }) {
  const rand = rng(seed);
  const buf = new Float32Array(seconds * RATE);
  const loops = Math.ceil(seconds / (chords.length * secondsPerChord));
  const all = Array.from({ length: loops }, () => chords).flat();
  addPad(buf, all, secondsPerChord, { octave: padOctave });
  if (drone) addPad(buf, [[drone]], seconds, { octave: 0, level: 0.1, brightness: 0.1 });
  // A melody that wanders the scale by small steps, resting often.
  let degree = Math.floor(scale.length / 2);
  all.forEach((_, c) => {
    for (let b = 0; b < bellsPerChord; b++) {
      if (rand() < 0.25) continue;
      degree = Math.max(0, Math.min(scale.length - 1, degree + Math.round((rand() - 0.5) * 3)));
      const at = c * secondsPerChord + (b * secondsPerChord) / bellsPerChord + rand() * 0.15;
      if (at < seconds - 5) addBell(buf, at, scale[degree] + 12 * bellOctave, bellLevel * (0.7 + rand() * 0.3));
    }
  });
  lowpass(buf, cutoff);
  return finish(reverb(buf, { wet: 0.4, decay: 0.84 }), { peak: 0.65 });
}

const C = 60;
const tracks = [
  { file: 'river-flowing.m4a', render: () => river(60, 7), bitrate: '32k' },
  {
    file: 'music/still-waters.m4a',
    bitrate: '40k',
    render: () =>
      piece({
        seconds: 72, seed: 11, secondsPerChord: 9, padOctave: -1, bellsPerChord: 2, bellLevel: 0.12, bellOctave: 1, cutoff: 2400,
        // Dmaj7 – Bm7 – Gmaj7 – Asus2
        chords: [[62, 66, 69, 73], [59, 62, 66, 69], [55, 59, 62, 66], [57, 59, 64, 69]],
        scale: [62, 64, 66, 69, 71, 74], drone: 38,
      }),
  },
  {
    file: 'music/morning-light.m4a',
    bitrate: '40k',
    render: () =>
      piece({
        seconds: 72, seed: 23, secondsPerChord: 6, padOctave: -1, bellsPerChord: 4, bellLevel: 0.15, bellOctave: 1, cutoff: 3200,
        // C – Am – F – G (added ninths)
        chords: [[C, 64, 67, 74], [57, C, 64, 71], [53, 57, C, 67], [55, 59, 62, 69]],
        scale: [C, 62, 64, 67, 69, 72, 74], drone: null,
      }),
  },
  {
    file: 'music/quiet-hope.m4a',
    bitrate: '40k',
    render: () =>
      piece({
        seconds: 72, seed: 37, secondsPerChord: 8, padOctave: -1, bellsPerChord: 3, bellLevel: 0.14, bellOctave: 1, cutoff: 2800,
        // E♭ lydian: E♭maj7 – Fadd9/E♭ – Cm7 – B♭sus4
        chords: [[63, 67, 70, 74], [63, 65, 69, 72], [60, 63, 67, 70], [58, 63, 65, 70]],
        scale: [63, 65, 67, 69, 70, 74, 75], drone: 39,
      }),
  },
  {
    file: 'music/evening-prayer.m4a',
    bitrate: '40k',
    render: () =>
      piece({
        seconds: 72, seed: 53, secondsPerChord: 9, padOctave: -2, bellsPerChord: 2, bellLevel: 0.13, bellOctave: 0, cutoff: 1800,
        // Am – F – C – G, low and slow
        chords: [[57, 60, 64, 69], [53, 57, 60, 65], [55, 60, 64, 67], [55, 59, 62, 67]],
        scale: [57, 60, 62, 64, 67, 69, 72], drone: 33,
      }),
  },
];

for (const track of tracks) {
  const pcm = track.render();
  const target = path.join(out, track.file);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const result = spawnSync(
    'ffmpeg',
    ['-loglevel', 'error', '-y', '-f', 'f32le', '-ar', String(RATE), '-ac', '1', '-i', 'pipe:0', '-c:a', 'aac', '-b:a', track.bitrate, '-movflags', '+faststart', '-map_metadata', '-1', '-fflags', '+bitexact', target],
    { input: Buffer.from(pcm.buffer), stdio: ['pipe', 'inherit', 'inherit'] },
  );
  if (result.error || result.status !== 0) throw new Error(`ffmpeg failed for ${track.file}: ${result.error ?? result.status}`);
  console.log(`${track.file}: ${(fs.statSync(target).size / 1024).toFixed(0)} KB, ${(pcm.length / RATE).toFixed(0)} s`);
}
