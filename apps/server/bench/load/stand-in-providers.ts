import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  type ChatRequestBody,
  chatCompletionChunks,
  planChatAnswer,
} from '../../../../e2e/fixtures/fake-chat.ts';
import { transcriptFor } from '../../../../e2e/fixtures/fake-openai.ts';

/**
 * Stand-ins for the AI providers, run as their own process (started by run.ts) so their work lands
 * neither in the server's CPU figures nor in the load generator's timing. OpenAI wire format:
 *  - POST /v1/audio/transcriptions: answers in 300 ± 100 ms (uniform) the sentence carried in the audio
 *    (fakeAudio's marker), the way a hosted Whisper answers a 20 s segment;
 *  - POST /v1/chat/completions with stream: true: the schema-filled document of the e2e fake, streamed at
 *    TEXT_TOKENS_PER_SECOND tokens of ~4 characters (OpenAI's rule of thumb), after FIRST_TOKEN_MS.
 * Prints `{"port":N}` once it listens, and its counters as JSON when stopped (SIGTERM).
 */
const STT_MS = Number(process.env.STAND_IN_STT_MS ?? 300);
const STT_JITTER_MS = Number(process.env.STAND_IN_STT_JITTER_MS ?? 100);
const TOKENS_PER_SECOND = Number(process.env.STAND_IN_TOKENS_PER_SECOND ?? 40);
const FIRST_TOKEN_MS = Number(process.env.STAND_IN_FIRST_TOKEN_MS ?? 0);
const CHARS_PER_TOKEN = 4;
/** The EBML magic every webm segment starts with: the stand-in refuses what is not audio, as a vendor does. */
const EBML = Buffer.from([0x1a, 0x45, 0xdf, 0xa3]);

const counts = { transcriptions: 0, chats: 0, refused: 0, openStreams: 0, peakStreams: 0 };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const server = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', async () => {
    const body = Buffer.concat(chunks);
    const route = `${req.method} ${(req.url ?? '').split('?')[0]}`;
    try {
      if (route === 'POST /v1/audio/transcriptions') {
        if (body.indexOf(EBML) < 0) {
          counts.refused += 1;
          res.writeHead(400, { 'content-type': 'application/json' });
          res.end('{"error":{"message":"file is not audio"}}');
          return;
        }
        counts.transcriptions += 1;
        // The multipart body holds the audio verbatim: the marker is found without parsing the form.
        const text = transcriptFor(body);
        await sleep(STT_MS - STT_JITTER_MS + Math.random() * 2 * STT_JITTER_MS);
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ text }));
        return;
      }
      if (route === 'POST /v1/chat/completions') {
        counts.chats += 1;
        const request = JSON.parse(body.toString('utf8')) as ChatRequestBody;
        const plan = planChatAnswer(request);
        if (plan.content === null || request.stream !== true) {
          res.writeHead(400, { 'content-type': 'application/json' });
          res.end('{"error":{"message":"the stand-in only streams"}}');
          return;
        }
        const pieces = chatCompletionChunks(String(request.model ?? 'stand-in'), plan.content, {
          promptChars: 0,
          includeUsage: request.stream_options?.include_usage === true,
          pieceChars: CHARS_PER_TOKEN,
        });
        counts.openStreams += 1;
        counts.peakStreams = Math.max(counts.peakStreams, counts.openStreams);
        res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
        await sleep(FIRST_TOKEN_MS);
        // Paced by the clock, not by the previous write: a slow reader does not slow the model down.
        const started = performance.now();
        for (const [n, piece] of pieces.entries()) {
          if (res.destroyed) break;
          res.write(`data: ${piece}\n\n`);
          const due = started + ((n + 1) * 1000) / TOKENS_PER_SECOND;
          const wait = due - performance.now();
          if (wait > 0) await sleep(wait);
        }
        counts.openStreams -= 1;
        if (!res.destroyed) res.end('data: [DONE]\n\n');
        return;
      }
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":{"message":"not found"}}');
    } catch (error) {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: String(error) } }));
    }
  });
});
server.keepAliveTimeout = 65_000;
server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`${JSON.stringify({ port: (server.address() as AddressInfo).port })}\n`);
});
process.on('SIGTERM', () => {
  process.stdout.write(`${JSON.stringify(counts)}\n`);
  server.closeAllConnections();
  server.close(() => process.exit(0));
});
