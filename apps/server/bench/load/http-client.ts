import { Agent, type IncomingHttpHeaders, request } from 'node:http';

/**
 * A lean HTTP client on node:http for the load generator: thousands of open event streams and uploads from
 * one process must cost it little, so the figures are the server's and not the generator's. Keep-alive
 * connections are reused like a browser's; there is no limit on how many are open at once.
 */
export interface HttpAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface HttpClient {
  send(
    method: string,
    path: string,
    options?: { cookie?: string; json?: unknown; body?: Buffer; headers?: Record<string, string> },
  ): Promise<HttpAnswer>;
  /** Opens a text/event-stream; each event is handed to onEvent as it arrives. */
  openEvents(
    path: string,
    cookie: string,
    onEvent: (event: string, data: string) => void,
  ): Promise<{ status: number; close: () => void; closed: Promise<void> }>;
  /** Bytes of event-stream data received since the last call (the fan-out's volume). */
  takeEventBytes(): number;
  close(): void;
}

export function createHttpClient(baseUrl: string): HttpClient {
  const url = new URL(baseUrl);
  const agent = new Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY, maxFreeSockets: 4096 });
  // The server checks Origin on writes (CSRF): we are its own page.
  const origin = url.origin;
  let eventBytes = 0;

  // A keep-alive socket the server closes just as a request goes out fails with ECONNRESET before any
  // answer: browsers send such a request again on a new connection, and so do we (once).
  const send: HttpClient['send'] = (method, path, options = {}) =>
    sendOnce(method, path, options).catch((error: NodeJS.ErrnoException & { reusedSocket?: boolean }) => {
      if (error.reusedSocket && (error.code === 'ECONNRESET' || error.code === 'EPIPE'))
        return sendOnce(method, path, options);
      throw error;
    });

  const sendOnce: HttpClient['send'] = (method, path, options = {}) =>
    new Promise((resolve, reject) => {
      const headers: Record<string, string> = { origin, ...options.headers };
      if (options.cookie) headers.cookie = options.cookie;
      let payload = options.body;
      if (options.json !== undefined) {
        payload = Buffer.from(JSON.stringify(options.json));
        headers['content-type'] = 'application/json';
      }
      if (payload) headers['content-length'] = String(payload.length);
      const req = request({ agent, host: url.hostname, port: url.port, method, path, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
        res.on('error', reject);
      });
      req.on('error', (error: NodeJS.ErrnoException & { reusedSocket?: boolean }) => {
        error.reusedSocket = req.reusedSocket;
        reject(error);
      });
      req.end(payload);
    });

  const openEvents: HttpClient['openEvents'] = (path, cookie, onEvent) =>
    new Promise((resolve, reject) => {
      const req = request(
        {
          agent: false,
          host: url.hostname,
          port: url.port,
          method: 'GET',
          path,
          headers: { origin, cookie, accept: 'text/event-stream' },
        },
        (res) => {
          let closedResolve = () => {};
          const closed = new Promise<void>((done) => {
            closedResolve = done;
          });
          res.on('close', () => closedResolve());
          res.on('error', () => closedResolve());
          if (res.statusCode !== 200) {
            res.resume();
            resolve({ status: res.statusCode ?? 0, close: () => req.destroy(), closed });
            return;
          }
          res.setEncoding('utf8');
          let buffer = '';
          res.on('data', (text: string) => {
            eventBytes += Buffer.byteLength(text);
            buffer += text;
            let end = buffer.indexOf('\n\n');
            while (end >= 0) {
              const block = buffer.slice(0, end);
              buffer = buffer.slice(end + 2);
              let event = 'message';
              let data = '';
              for (const line of block.split('\n')) {
                if (line.startsWith('event:')) event = line.slice(6).trim();
                else if (line.startsWith('data:')) data += line.slice(5).trimStart();
              }
              onEvent(event, data);
              end = buffer.indexOf('\n\n');
            }
          });
          resolve({ status: 200, close: () => req.destroy(), closed });
        },
      );
      req.on('error', (error) => reject(error));
      req.end();
    });

  return {
    send,
    openEvents,
    takeEventBytes: () => {
      const taken = eventBytes;
      eventBytes = 0;
      return taken;
    },
    close: () => agent.destroy(),
  };
}

/** The session cookie(s) a response sets, as a Cookie header. */
export function cookieOf(answer: HttpAnswer): string {
  const set = answer.headers['set-cookie'] ?? [];
  return set.map((cookie) => cookie.split(';')[0]).join('; ');
}
