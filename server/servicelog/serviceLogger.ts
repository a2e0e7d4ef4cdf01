import path from 'node:path';
import { Writable } from 'node:stream';
import pino, { type Logger } from 'pino';
import { createStream, type RotatingFileStream } from 'rotating-file-stream';
import {
  SERVICE_LOG_LEVEL_NUMBERS,
  SERVICE_LOG_LEVELS,
  type ServiceLogLevel,
} from '../../src/contract/operations/serviceLog';

/*
 * Service log: the server's own pino log goes to stdout (at LOG_LEVEL, as before) and, at the
 * run-time level an administrator sets, to daily files under DATA_DIR/logs (rotated at midnight and at
 * 20 MB: `service.log` is today's, `service-YYYYMMDD-N.log` the rotated ones) and to the live view's
 * followers. Changing the run-time level changes what is written at once.
 */

const LOG_LEVELS = SERVICE_LOG_LEVELS;
export type LogLevel = ServiceLogLevel;
export const LEVEL_NUMBERS = SERVICE_LOG_LEVEL_NUMBERS;

/** The run-time level to start with: LOG_LEVEL when it is one of ours (`silent` in tests: info). */
export function runtimeLevelOf(level: string): LogLevel {
  return (LOG_LEVELS as readonly string[]).includes(level) ? (level as LogLevel) : 'info';
}

export const CURRENT_LOG_FILE = 'service.log';
const ROTATED_FILE = /^service-(\d{8})-(\d+)\.log$/;

export function logsFolder(dataDir: string): string {
  return path.join(dataDir, 'logs');
}

function dayStamp(time: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${time.getFullYear()}${pad(time.getMonth() + 1)}${pad(time.getDate())}`;
}

/** A rotated file's day (YYYYMMDD) and its index that day; undefined for other names. */
export function rotatedFileOf(name: string): { day: string; index: number } | undefined {
  const match = ROTATED_FILE.exec(name);
  return match ? { day: match[1]!, index: Number(match[2]) } : undefined;
}

type LineListener = (line: string, level: number) => void;

export interface ServiceLog {
  logger: Logger;
  level(): LogLevel;
  setLevel(level: LogLevel): void;
  /** Every line written at the run-time level; answers the unsubscribe function. */
  onLine(listener: LineListener): () => void;
  close(): Promise<void>;
}

const LEVEL_FIELD = /"level":(\d+)/;

export function createServiceLog(options: {
  dataDir: string;
  stdoutLevel: string;
  level: LogLevel;
}): ServiceLog {
  let runtimeLevel: LogLevel = options.level;
  const listeners = new Set<LineListener>();
  const files: RotatingFileStream = createStream(
    (time: number | Date | null, index?: number) =>
      time ? `service-${dayStamp(new Date(time))}-${index ?? 1}.log` : CURRENT_LOG_FILE,
    { path: logsFolder(options.dataDir), interval: '1d', intervalBoundary: true, size: '20M' },
  );
  files.on('error', () => {
    // A full disk must not take the API down with it; stdout still has the lines.
  });
  // The lines of the run-time level: to today's file and to whoever follows the live view.
  const tap = new Writable({
    write(chunk: Buffer | string, _encoding, done) {
      const line = chunk.toString();
      const level = Number(LEVEL_FIELD.exec(line)?.[1] ?? LEVEL_NUMBERS.info);
      if (level >= LEVEL_NUMBERS[runtimeLevel]) {
        files.write(line);
        for (const listener of listeners) listener(line, level);
      }
      done();
    },
  });
  const stdoutLevel = options.stdoutLevel;
  const logger = pino(
    { level: 'trace' },
    pino.multistream([
      { level: 'trace', stream: tap },
      ...(stdoutLevel === 'silent' ? [] : [{ level: stdoutLevel as pino.Level, stream: process.stdout }]),
    ]),
  );
  // The logger itself drops what no destination wants.
  const applyLevel = () => {
    const stdoutNumber =
      stdoutLevel === 'silent' ? Number.POSITIVE_INFINITY : (pino.levels.values[stdoutLevel] ?? 30);
    logger.level =
      Math.min(LEVEL_NUMBERS[runtimeLevel], stdoutNumber) === LEVEL_NUMBERS[runtimeLevel]
        ? runtimeLevel
        : stdoutLevel;
  };
  applyLevel();
  return {
    logger,
    level: () => runtimeLevel,
    setLevel(level) {
      runtimeLevel = level;
      applyLevel();
    },
    onLine(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close: () =>
      new Promise<void>((resolve) => {
        listeners.clear();
        files.end(() => resolve());
      }),
  };
}
