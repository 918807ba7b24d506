// What the server keeps of the addresses in a recording (issue 33 §5), whatever the recorder
// sent: the recorder already scrubs them (packages/analytics replay-url-scrub.ts), but a chunk
// comes from anyone with the public write key, so the same rules are applied again here before
// a chunk is stored. Kept apart from the chunk's schema and limits (replay-chunk-schema.ts).
import { recordedHref } from '@lender/analytics';
import { scrubRecordedUrls } from '@lender/analytics/replay-url-scrub';

/** rrweb's Meta event, which carries the page address. */
const META_EVENT = 4;

/** A checked rrweb event: its type, and its data as an object. */
interface CheckedEvent {
  type: number;
  data: Record<string, unknown>;
}

/**
 * The events of a chunk as stored: the page address (Meta) reduced to origin and path, and every
 * URL attribute of a snapshot or mutation without its query or fragment. Changes the parsed
 * events in place (they are the request's own) and returns them.
 */
export function scrubbedReplayEvents<Event extends CheckedEvent>(events: Event[]): Event[] {
  for (const event of events) {
    if (event.type === META_EVENT) {
      if (typeof event.data.href === 'string') event.data.href = recordedHref(event.data.href);
    } else {
      scrubRecordedUrls(event);
    }
  }
  return events;
}
