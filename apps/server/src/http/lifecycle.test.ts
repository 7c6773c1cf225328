import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, createTestApp, signUp, type TestApp } from '../../test/test-app.ts';
import { RECONNECT_AFTER_DRAIN_MS } from '../events/live-stream.ts';
import { DRAINING_MESSAGE } from './lifecycle.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

describe('draining after SIGTERM', () => {
  it('ends live streams with a reconnection hint and refuses new requests with 503, Retry-After and Connection: close', async () => {
    const { cookie } = await signUp(app);
    const created = await app.request('/api/consultations', {
      method: 'POST',
      cookie,
      body: JSON.stringify({ patient: { name: 'Mel', species: 'gato' } }),
    });
    const { id } = await body(created);
    const stream = await app.request(`/api/consultations/${id}/events`, { cookie });
    expect(stream.status).toBe(200);
    const reader = (stream.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    let text = '';
    while (!text.includes('event: snapshot')) text += decoder.decode((await reader.read()).value);

    app.parts.lifecycle.beginDrain();
    // The stream ends by itself (no client abort), its last event asking to reconnect after 1 s.
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read())
      text += decoder.decode(chunk.value);
    expect(text).toContain(`retry: ${RECONNECT_AFTER_DRAIN_MS}`);

    const refused = await app.request(`/api/consultations/${id}`, { cookie });
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('2');
    expect(refused.headers.get('connection')).toBe('close');
    expect(await body(refused)).toMatchObject({ code: 'UNAVAILABLE', message: DRAINING_MESSAGE });
    // The health check says so too: the proxy stops sending this node anything.
    expect((await app.request('/api/health')).status).toBe(503);

    // A browser reconnecting its stream meanwhile is not refused (EventSource would give up on a 503):
    // it gets the snapshot and the hint again, and the stream ends.
    const again = await app.request(`/api/consultations/${id}/events`, {
      cookie,
      headers: { accept: 'text/event-stream' },
    });
    expect(again.status).toBe(200);
    expect(again.headers.get('connection')).toBe('close');
    const replay = await again.text();
    expect(replay).toContain('event: snapshot');
    expect(replay).toContain(`retry: ${RECONNECT_AFTER_DRAIN_MS}`);
  });
});
