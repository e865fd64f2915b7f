import type { z } from 'zod';

/**
 * Streams `events` as NDJSON (`application/x-ndjson`, one JSON value per line), each checked against its
 * contract schema like sendParsed does. The events are read to their end even after the client went away:
 * `onClientGone` is told at once (to stop producing), and the producer still finishes its work (storing a
 * stopped answer, say); only the writing stops.
 */
export function sendNdjson<Schema extends z.ZodType>(
  schema: Schema,
  events: AsyncIterable<z.input<Schema>>,
  onClientGone: () => void,
): Response {
  const encoder = new TextEncoder();
  let open = true;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      void (async () => {
        try {
          for await (const event of events) {
            const line = `${JSON.stringify(schema.parse(event))}\n`;
            if (open) controller.enqueue(encoder.encode(line));
          }
          if (open) controller.close();
        } catch (error) {
          console.error('[api] a streamed answer failed:', error);
          if (open) controller.error(error);
        }
      })();
    },
    cancel() {
      open = false;
      onClientGone();
    },
  });
  return new Response(body, {
    headers: {
      'content-type': 'application/x-ndjson; charset=utf-8',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    },
  });
}
