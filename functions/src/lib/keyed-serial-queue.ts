/**
 * Runs the tasks given the same key one after another, in the order they came, within this
 * process; tasks with different keys run side by side. A task's failure does not stop the next.
 *
 * Written here rather than taken from a package: it is a promise chain per key, and the
 * mutex packages on npm would still need the map of keys around them.
 */
export type KeyedSerialQueue = <T>(key: string, task: () => Promise<T>) => Promise<T>;

export function createKeyedSerialQueue(): KeyedSerialQueue {
  const tails = new Map<string, Promise<void>>();
  return (key, task) => {
    const result = (tails.get(key) ?? Promise.resolve()).then(task);
    const tail = result.then(
      () => undefined,
      () => undefined,
    );
    tails.set(key, tail);
    // The last task of a key forgets it, so the map holds only keys with work waiting.
    void tail.then(() => {
      if (tails.get(key) === tail) tails.delete(key);
    });
    return result;
  };
}
