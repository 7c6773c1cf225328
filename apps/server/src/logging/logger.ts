import pino from 'pino';

export type Logger = pino.Logger;

/**
 * JSON logs. Privacy (GUIDE §6): never log request bodies, transcripts, tutor data or audio;
 * the redact list is a safety net for fields that must not leak even by mistake.
 */
export function createLogger(level: pino.LevelWithSilent, destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level,
      base: { service: 'vetvoz' },
      timestamp: pino.stdTimeFunctions.isoTime,
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
