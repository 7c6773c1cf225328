import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, describe, expect, it } from 'vitest';
import { createLogger } from '../logging/logger.ts';
import { createMailer } from './mailer.ts';

const log = createLogger('silent');
const outboxDir = mkdtempSync(path.join(tmpdir(), 'vetvoz-outbox-'));
afterAll(() => rmSync(outboxDir, { recursive: true, force: true }));

const message = {
  to: 'tutora@exemplo.com.br',
  subject: 'Receita do Thor — 21/11/2026',
  text: 'Olá! Segue a receita do Thor. Atenção às doses: 1 comprimido a cada 12 horas.',
  attachments: [
    { filename: 'receita-thor.pdf', content: Buffer.from('%PDF-1.7 teste'), contentType: 'application/pdf' },
  ],
};

describe('mailer', () => {
  it('writes .eml files to the outbox when no SMTP server is configured', async () => {
    const mailer = createMailer({
      smtpUrl: undefined,
      from: 'VetVoz <nao-responda@vetvoz.com.br>',
      outboxDir,
      log,
    });
    expect(mailer.kind).toBe('outbox');
    await mailer.send(message);
    const files = readdirSync(outboxDir).filter((file) => file.endsWith('.eml'));
    expect(files).toHaveLength(1);
    const parsed = await simpleParser(readFileSync(path.join(outboxDir, files[0] as string)));
    expect(parsed.subject).toBe(message.subject);
    expect(parsed.text).toContain('1 comprimido a cada 12 horas');
    expect(parsed.attachments[0]?.filename).toBe('receita-thor.pdf');
  });

  it('delivers through a real SMTP server when SMTP_URL is set', async () => {
    const received: Buffer[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push(Buffer.concat(chunks));
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as AddressInfo;
    try {
      const mailer = createMailer({
        smtpUrl: `smtp://127.0.0.1:${port}`,
        from: 'VetVoz <nao-responda@vetvoz.com.br>',
        outboxDir,
        log,
      });
      expect(mailer.kind).toBe('smtp');
      await mailer.send(message);
      const parsed = await simpleParser(received[0] as Buffer);
      expect(parsed.to && 'text' in parsed.to ? parsed.to.text : '').toBe('tutora@exemplo.com.br');
      expect(parsed.subject).toBe('Receita do Thor — 21/11/2026');
      expect(parsed.attachments[0]?.contentType).toBe('application/pdf');
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
