// biome-ignore lint/suspicious/noExplicitAny: event payloads are checked by the assertions that read them
type EventData = any;

/**
 * Reads a text/event-stream response: `next(event, where)` resolves with the data of the next event of
 * that name (and matching `where`), keeping the others for later calls.
 */
export function readSse(response: Response) {
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const events: { event: string; data: EventData }[] = [];
  const next = async (
    event: string,
    where: (data: EventData) => boolean = () => true,
  ): Promise<EventData> => {
    for (;;) {
      const found = events.findIndex((e) => e.event === event && where(e.data));
      if (found >= 0) return events.splice(found, 1)[0]?.data;
      const { value, done } = await reader.read();
      if (done) throw new Error(`stream ended before ${event}`);
      buffer += decoder.decode(value, { stream: true });
      let end = buffer.indexOf('\n\n');
      while (end >= 0) {
        const chunk = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const name = /^event: (.*)$/m.exec(chunk)?.[1] ?? 'message';
        const data = /^data: (.*)$/m.exec(chunk)?.[1] ?? '';
        events.push({ event: name, data: data ? JSON.parse(data) : null });
        end = buffer.indexOf('\n\n');
      }
    }
  };
  return { next, close: () => reader.cancel() };
}
