import type { IncomingMessage } from 'node:http';
import busboy from 'busboy';
import { UploadTooLargeError } from './upload';

/** The upload's bytes are not the type the route takes (decided by content, not by its name). */
export class UploadTypeError extends Error {}
/** Not a form this route understands: malformed, an unknown file field, too many parts. */
export class MalformedUploadError extends Error {}

export interface MultipartRules {
  /** The one file field accepted; any other file is refused. */
  fileField: string;
  maxFileBytes: number;
  /** Text fields kept; others are read and dropped. */
  fields: readonly string[];
  maxFieldBytes: number;
  /** How many leading bytes `sniff` needs, and whether they are the expected type. */
  sniffBytes: number;
  sniff(head: Buffer): boolean;
}

export interface MultipartForm {
  fields: Record<string, string>;
  file: Buffer | null;
}

/** Room for the form's boundaries and text fields on top of the file itself. */
const FORM_OVERHEAD = 64 * 1024;

/**
 * Streams a multipart form through the limits: a declared length over them is refused before a
 * byte is read, the file's type is decided from its first bytes as soon as they arrive, and the
 * file is cut off at `maxFileBytes`, so nothing larger, and nothing of another type, is held.
 */
export function readMultipart(req: IncomingMessage, rules: MultipartRules): Promise<MultipartForm> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > rules.maxFileBytes + FORM_OVERHEAD) return Promise.reject(new UploadTooLargeError());
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: req.headers,
      limits: {
        files: 1,
        fileSize: rules.maxFileBytes,
        fields: rules.fields.length + 4,
        fieldSize: rules.maxFieldBytes,
        parts: rules.fields.length + 5,
      },
    });
  } catch {
    // No boundary, or not multipart at all.
    return Promise.reject(new MalformedUploadError('Send the request as a multipart form.'));
  }
  return new Promise<MultipartForm>((resolve, reject) => {
    const fields: Record<string, string> = {};
    let file: Buffer | null = null;
    let failed = false;
    let pendingFile: Promise<void> = Promise.resolve();

    const fail = (err: Error) => {
      if (failed) return;
      failed = true;
      // Stop parsing; whatever the client still sends is read and dropped, never kept.
      req.unpipe(parser);
      req.resume();
      reject(err);
    };

    parser.on('field', (name, value, info) => {
      if (info.valueTruncated) return fail(new MalformedUploadError(`The field ${name} is too long.`));
      if (rules.fields.includes(name)) fields[name] = value;
    });
    parser.on('file', (name, stream) => {
      if (name !== rules.fileField || file !== null) {
        stream.resume();
        return fail(new MalformedUploadError(`Unexpected file field ${name}.`));
      }
      const chunks: Buffer[] = [];
      let size = 0;
      let sniffed = false;
      pendingFile = new Promise<void>((done) => {
        stream.on('data', (chunk: Buffer) => {
          if (failed) return;
          chunks.push(chunk);
          size += chunk.length;
          if (!sniffed && size >= rules.sniffBytes) {
            sniffed = true;
            if (!rules.sniff(Buffer.concat(chunks, size))) fail(new UploadTypeError());
          }
        });
        stream.on('limit', () => fail(new UploadTooLargeError()));
        stream.on('end', () => {
          if (!failed && !sniffed && !rules.sniff(Buffer.concat(chunks, size))) fail(new UploadTypeError());
          if (!failed) file = Buffer.concat(chunks, size);
          done();
        });
      });
    });
    parser.on('filesLimit', () => fail(new MalformedUploadError('Send at most one file.')));
    parser.on('fieldsLimit', () => fail(new MalformedUploadError('The form has too many fields.')));
    parser.on('partsLimit', () => fail(new MalformedUploadError('The form has too many parts.')));
    parser.on('error', () => fail(new MalformedUploadError('The form could not be read.')));
    parser.on('close', () => {
      void pendingFile.then(() => {
        if (!failed) resolve({ fields, file });
      });
    });
    req.on('error', () => fail(new MalformedUploadError('The upload was interrupted.')));
    req.pipe(parser);
  });
}

/**
 * WebM by its first bytes: the EBML magic number, then the DocType element (0x42 0x82) saying
 * "webm" within the header. A Matroska (.mkv) or any other file is refused.
 */
export function isWebm(head: Buffer): boolean {
  if (head.length < 8 || head.readUInt32BE(0) !== 0x1a45dfa3) return false;
  const header = head.subarray(0, Math.min(head.length, 64));
  const docType = header.indexOf(Buffer.from([0x42, 0x82]));
  return docType > 0 && header.indexOf('webm', docType, 'latin1') > docType;
}
