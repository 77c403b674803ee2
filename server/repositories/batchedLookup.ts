/** The most keys one query asks for; more go in a next query. */
const MOST_KEYS = 200;

interface Waiter<Row> {
  resolve: (row: Row | undefined) => void;
  reject: (error: unknown) => void;
}

/**
 * Lookups by key asked for in the same turn of the event loop, answered by one query for all of
 * their keys: fifty viewers opening builds at once cost one database round trip, not fifty.
 * `read` gets distinct keys and returns the rows it found, in any order.
 */
export function batchedLookup<Key, Row>(
  read: (keys: Key[]) => Promise<Row[]>,
  keyOf: (row: Row) => Key,
): (key: Key) => Promise<Row | undefined> {
  let waiting = new Map<Key, Waiter<Row>[]>();

  async function readWaiting() {
    const asked = waiting;
    waiting = new Map();
    const keys = [...asked.keys()];
    for (let start = 0; start < keys.length; start += MOST_KEYS) {
      const batch = keys.slice(start, start + MOST_KEYS);
      const waiters = (key: Key) => asked.get(key) ?? [];
      try {
        const found = new Map((await read(batch)).map((row) => [keyOf(row), row]));
        for (const key of batch) for (const waiter of waiters(key)) waiter.resolve(found.get(key));
      } catch (error) {
        for (const key of batch) for (const waiter of waiters(key)) waiter.reject(error);
      }
    }
  }

  return (key) =>
    new Promise((resolve, reject) => {
      // After the requests this turn parsed: they all ask in the same query.
      if (waiting.size === 0) setImmediate(() => void readWaiting());
      const waiters = waiting.get(key);
      if (waiters) waiters.push({ resolve, reject });
      else waiting.set(key, [{ resolve, reject }]);
    });
}
