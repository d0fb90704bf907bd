/** One message of a server-sent event stream, as the tests read them. */
export type SseMessage = { id?: string; event?: string; data?: string };

/**
 * Moves the complete messages at the start of `buffer` (each ending in a blank line) that have an
 * event into `messages`; returns the rest of the buffer (an unfinished message). Shared by the SSE
 * tests (issue 40).
 */
export function takeSseMessages(buffer: string, messages: SseMessage[]): string {
  let split: number;
  while ((split = buffer.indexOf("\n\n")) !== -1) {
    const block = buffer.slice(0, split);
    buffer = buffer.slice(split + 2);
    const message: SseMessage = {};
    for (const line of block.split("\n")) {
      const [field, ...rest] = line.split(": ");
      if (field === "id" || field === "event" || field === "data") message[field] = rest.join(": ");
    }
    if (message.event) messages.push(message);
  }
  return buffer;
}
