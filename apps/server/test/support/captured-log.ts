import { Writable } from 'node:stream';
import { createLogger } from '../../src/logging/logger.ts';

/** A logger writing into memory, as main's writes to stdout or LOG_FILE, for tests that read the log. */
export function capturedLogger() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { log: createLogger('debug', stream), text: () => lines.join('') };
}
