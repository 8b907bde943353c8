import { encodeWav, VOICE_SAMPLE_RATE } from './wav';

describe('encodeWav', () => {
  it('writes a RIFF/WAVE mono 16-bit file at 16 kHz with every sample', () => {
    const samples = new Float32Array([0, 0.5, -0.5, 1, -1, 2]);
    const bytes = encodeWav(samples);
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const text = (at: number) => String.fromCharCode(...bytes.slice(at, at + 4));
    expect(text(0)).toBe('RIFF');
    expect(text(8)).toBe('WAVE');
    expect(view.getUint16(22, true)).toBe(1);
    expect(view.getUint32(24, true)).toBe(VOICE_SAMPLE_RATE);
    expect(view.getUint16(34, true)).toBe(16);
    expect(bytes.byteLength).toBe(44 + samples.length * 2);
    expect(view.getInt16(44 + 3 * 2, true)).toBe(0x7fff);
    // Out-of-range input is clipped rather than wrapped around.
    expect(view.getInt16(44 + 5 * 2, true)).toBe(0x7fff);
    expect(view.getInt16(44 + 4 * 2, true)).toBe(-0x8000);
  });

  it('keeps two minutes under the 5 MB cap', () => {
    expect(44 + 120 * VOICE_SAMPLE_RATE * 2).toBeLessThan(5 * 1024 * 1024);
  });
});
