// Group commit for enqueues: the calls made in one turn of the event loop are written as one
// queue entry, in one write, and every caller waits for that write (so a 202 still means
// "stored"). At ingest volume this turns dozens of Redis round trips per turn into one.

export type WriteEntry = (rows: string, count: number) => Promise<void>;

interface Group {
  rows: string[];
  count: number;
  written: Promise<void>;
}

/** Wraps `write` so that calls made in the same event-loop turn share one write of at most about `maxEvents` events. */
export function groupCommits(write: WriteEntry, maxEvents: number): WriteEntry {
  let open: Group | null = null;
  return (rows, count) => {
    // A full group keeps its scheduled write; later calls start the next one.
    if (open && open.count + count > maxEvents) open = null;
    if (!open) {
      const group: Group = { rows: [], count: 0, written: Promise.resolve() };
      group.written = new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
        if (open === group) open = null;
        return write(group.rows.join('\n'), group.count);
      });
      open = group;
    }
    open.rows.push(rows);
    open.count += count;
    return open.written;
  };
}
