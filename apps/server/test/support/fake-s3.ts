import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A tiny S3-compatible server for tests (path-style PUT/GET/DELETE of objects, kept in memory).
 * It does not check signatures; it checks that requests carry one.
 */
export async function startFakeS3(): Promise<{
  endpoint: string;
  objects: Map<string, { body: Buffer; contentType: string }>;
  close: () => Promise<void>;
}> {
  const objects = new Map<string, { body: Buffer; contentType: string }>();
  const server = createServer(async (request, response) => {
    if (!String(request.headers.authorization ?? '').startsWith('AWS4-HMAC-SHA256')) {
      response.writeHead(403).end();
      return;
    }
    const key = decodeURIComponent(new URL(request.url ?? '/', 'http://s3').pathname.slice(1));
    if (request.method === 'PUT') {
      objects.set(key, {
        body: await readBody(request),
        contentType: String(request.headers['content-type'] ?? ''),
      });
      response.writeHead(200, { ETag: '"fake"' }).end();
    } else if (request.method === 'GET') {
      const object = objects.get(key);
      if (!object) {
        response.writeHead(404, { 'Content-Type': 'application/xml' });
        response.end('<?xml version="1.0"?><Error><Code>NoSuchKey</Code><Message>missing</Message></Error>');
        return;
      }
      response.writeHead(200, { 'Content-Type': object.contentType, 'Content-Length': object.body.length });
      response.end(object.body);
    } else if (request.method === 'DELETE') {
      objects.delete(key);
      response.writeHead(204).end();
    } else {
      response.writeHead(405).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  // The SDK may send aws-chunked bodies; tests only compare the decoded object through GET.
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const raw = Buffer.concat(chunks);
  if (String(request.headers['content-encoding'] ?? '').includes('aws-chunked')) return decodeAwsChunked(raw);
  return raw;
}

/** Decodes `aws-chunked` framing: hex-size[;chunk-signature=…]\r\n data \r\n … 0\r\n(trailers)\r\n */
function decodeAwsChunked(raw: Buffer): Buffer {
  const parts: Buffer[] = [];
  let offset = 0;
  while (offset < raw.length) {
    const lineEnd = raw.indexOf('\r\n', offset);
    if (lineEnd < 0) break;
    const size = Number.parseInt(raw.subarray(offset, lineEnd).toString().split(';')[0] ?? '0', 16);
    if (!size) break;
    parts.push(raw.subarray(lineEnd + 2, lineEnd + 2 + size));
    offset = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(parts);
}
