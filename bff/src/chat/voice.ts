import type { IncomingMessage } from 'node:http';
import { CHAT_VOICE_MAX_BYTES, CHAT_VOICE_MAX_SECONDS, ChatErrorReason, ErrorCode } from '@flow/contracts';
import { AppError } from '../platform/http/errors';

export class VoiceTypeError extends AppError {
  constructor() {
    super(415, ErrorCode.unsupportedMediaType, 'Voice messages must be WAV recordings.', undefined, {}, ChatErrorReason.voiceType);
  }
}
export class VoiceTooLargeError extends AppError {
  constructor() {
    super(413, ErrorCode.payloadTooLarge, 'Voice messages can be at most 5 MB.', undefined, {}, ChatErrorReason.voiceTooLarge);
  }
}
export class VoiceTooLongError extends AppError {
  constructor() {
    super(413, ErrorCode.payloadTooLarge, 'Voice messages can be at most 2 minutes long.', undefined, {}, ChatErrorReason.voiceTooLong);
  }
}

export interface WavUpload {
  bytes: Buffer;
  /** Whole seconds, rounded up, from the audio bytes and the header's byte rate. */
  durationSec: number;
}

interface Header {
  byteRate: number;
  dataOffset: number;
}

/** The byte rate and where the samples start, once enough of the file has arrived; null until then. */
export function parseWavHeader(head: Buffer): Header | 'invalid' | null {
  if (head.length < 12) return null;
  if (head.toString('latin1', 0, 4) !== 'RIFF' || head.toString('latin1', 8, 12) !== 'WAVE') return 'invalid';
  let byteRate = 0;
  for (let at = 12; ; ) {
    if (head.length < at + 8) return null;
    const id = head.toString('latin1', at, at + 4);
    const size = head.readUInt32LE(at + 4);
    if (id === 'fmt ') {
      if (head.length < at + 8 + 16) return null;
      const format = head.readUInt16LE(at + 8);
      // PCM or IEEE float (what browser recorders write), or WAVE_FORMAT_EXTENSIBLE.
      if (format !== 1 && format !== 3 && format !== 0xfffe) return 'invalid';
      const sampleRate = head.readUInt32LE(at + 12);
      const blockAlign = head.readUInt16LE(at + 20);
      byteRate = head.readUInt32LE(at + 16);
      // The duration limit is computed from the byte rate, so a header may not choose it: it must
      // be what the sample rate and frame size make it (a forged one would pass minutes as seconds).
      if (sampleRate < 8000 || sampleRate > 192_000 || blockAlign === 0 || byteRate !== sampleRate * blockAlign) return 'invalid';
    }
    if (id === 'data') return byteRate > 0 ? { byteRate, dataOffset: at + 8 } : 'invalid';
    at += 8 + size + (size % 2);
    // A header longer than this is not a recording we accept.
    if (at > 64 * 1024) return 'invalid';
  }
}

/**
 * Reads a WAV upload while checking it: the type by content from the first bytes, the size against
 * 5 MB (a declared length over it before a byte is read), the duration against 2 minutes from the
 * header's byte rate as the samples arrive. The first rule broken ends the upload; nothing larger
 * than the limits is held in memory.
 */
export async function readWav(req: IncomingMessage, limits = { maxBytes: CHAT_VOICE_MAX_BYTES, maxSeconds: CHAT_VOICE_MAX_SECONDS }): Promise<WavUpload> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limits.maxBytes) throw new VoiceTooLargeError();
  const chunks: Buffer[] = [];
  let total = 0;
  let header: Header | null = null;
  let triedAt = 0;
  const tryHeader = (): Header | null => {
    triedAt = total;
    const parsed = parseWavHeader(Buffer.concat(chunks, total));
    if (parsed === 'invalid') throw new VoiceTypeError();
    return parsed;
  };
  for await (const chunk of req) {
    total += (chunk as Buffer).length;
    if (total > limits.maxBytes) throw new VoiceTooLargeError();
    chunks.push(chunk as Buffer);
    // Not on every chunk: a sender trickling bytes one at a time would make the joins quadratic.
    if (!header && (triedAt === 0 || total - triedAt >= 512)) header = tryHeader();
    if (header && (total - header.dataOffset) / header.byteRate > limits.maxSeconds) throw new VoiceTooLongError();
  }
  if (!header && total > triedAt) header = tryHeader();
  if (!header) throw new VoiceTypeError();
  const audio = total - header.dataOffset;
  if (audio <= 0) throw new VoiceTypeError();
  return { bytes: Buffer.concat(chunks, total), durationSec: Math.max(1, Math.ceil(audio / header.byteRate)) };
}
