import { Transform } from "node:stream";
import { StorageLimitError } from "./storage.server";

/** Counts bytes and fails the stream once it carries more than `maxBytes`. */
export function byteCounter(maxBytes: number | undefined): Transform & { bytes: number } {
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      counter.bytes += chunk.length;
      if (maxBytes !== undefined && counter.bytes > maxBytes) callback(new StorageLimitError(maxBytes));
      else callback(null, chunk);
    },
  }) as Transform & { bytes: number };
  counter.bytes = 0;
  return counter;
}
