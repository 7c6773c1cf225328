import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A real SMTP server on loopback that keeps what it receives, for tests. */
export async function startSmtpCatcher({ port = 0 }: { port?: number } = {}): Promise<{
  url: string;
  messages: ParsedMail[];
  next: () => Promise<ParsedMail>;
  close: () => Promise<void>;
}> {
  const messages: ParsedMail[] = [];
  const waiters: ((mail: ParsedMail) => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          messages.push(mail);
          waiters.shift()?.(mail);
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const bound = (server.server.address() as AddressInfo).port;
  let seen = 0;
  return {
    url: `smtp://127.0.0.1:${bound}`,
    messages,
    next: () =>
      new Promise((resolve) => {
        const already = messages[seen];
        seen += 1;
        if (already) resolve(already);
        else waiters.push(resolve);
      }),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
