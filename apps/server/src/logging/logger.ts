import pino from 'pino';
import { databaseErrorSummary, safeErrorText, serializeError } from './safe-error.ts';

export type Logger = pino.Logger;

/**
 * JSON logs. Privacy (docs/privacy.md): never log request bodies, transcripts, tutor data or audio;
 * the redact list is a safety net for fields that must not leak even by mistake.
 */
export function createLogger(level: pino.LevelWithSilent, destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level,
      base: { service: 'vetvoz' },
      timestamp: pino.stdTimeFunctions.isoTime,
      // Database errors carry the query's parameters and values: only their SQLSTATE and table reach the log.
      serializers: { err: serializeError },
      hooks: {
        // Without a message pino takes the error's own message as `msg`: for a database error, its summary.
        logMethod(args, method) {
          const [first] = args as unknown[];
          if (args.length === 1 && typeof first === 'object' && first !== null) {
            const error = first instanceof Error ? first : (first as { err?: unknown }).err;
            if (databaseErrorSummary(error)) {
              method.apply(this, [first as object, safeErrorText(error)]);
              return;
            }
          }
          method.apply(this, args);
        },
      },
      redact: {
        paths: [
          'req.headers.cookie',
          'req.headers.authorization',
          '*.password',
          '*.transcript',
          '*.audio',
          '*.tutorName',
          '*.tutorEmail',
          '*.tutorPhone',
          '*.cpf',
        ],
        censor: '[removido]',
      },
    },
    destination,
  );
}

/**
 * Appends to `file` (created with its folder), written synchronously so the last lines before an exit are
 * kept. The e2e runs set LOG_FILE so their log check can read every line the servers wrote.
 */
export function logFileDestination(file: string): pino.DestinationStream {
  return pino.destination({ dest: file, append: true, mkdir: true, sync: true });
}
