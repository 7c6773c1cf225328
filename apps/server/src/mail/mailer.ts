import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from '../logging/logger.ts';
import { replyToAddress, senderOnBehalfOf } from './sender.ts';

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
  /** Sent on behalf of this person: "<name> via VetVoz", still from MAIL_FROM's address. */
  senderName?: string;
  /** Where the recipient's answer goes (the vet's own address). */
  replyTo?: string;
}

export interface Mailer {
  /** Where mail goes: 'smtp' for a real server, 'outbox' for .eml files in DATA_DIR/outbox. */
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<{ messageId: string }>;
}

/**
 * SMTP when SMTP_URL is set; otherwise each message is written as an .eml file to DATA_DIR/outbox so a
 * developer can open it. Log lines carry the message id only — recipients may be tutors (docs/privacy.md).
 */
export function createMailer({
  smtpUrl,
  from,
  outboxDir,
  log,
}: {
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
  log: Logger;
}): Mailer {
  const envelope = ({ senderName, replyTo, ...message }: MailMessage) => {
    const reply = replyTo ? replyToAddress(replyTo) : undefined;
    return {
      ...message,
      from: senderName ? senderOnBehalfOf(from, senderName) : from,
      ...(reply ? { replyTo: reply } : {}),
    };
  };
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      kind: 'smtp',
      async send(message) {
        const info = await transport.sendMail(envelope(message));
        log.info({ messageId: info.messageId }, 'mail sent');
        return { messageId: info.messageId };
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'outbox',
    async send(message) {
      const info = await transport.sendMail(envelope(message));
      await mkdir(outboxDir, { recursive: true, mode: 0o700 });
      const file = path.join(
        outboxDir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.eml`,
      );
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
      log.info({ messageId: info.messageId, file: path.basename(file) }, 'mail written to outbox');
      return { messageId: info.messageId };
    },
  };
}
