import pino from 'pino';
import type { LogLevel } from './config';

export type Logger = pino.Logger;

export function createLogger(level: LogLevel): Logger {
  return pino({ level, base: { service: 'flow-bff' }, timestamp: pino.stdTimeFunctions.isoTime });
}
