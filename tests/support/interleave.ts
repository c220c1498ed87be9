import type { Firestore } from 'firebase-admin/firestore';

/**
 * The same Firestore, except that the first batched read (`getAll`, which `get` also uses) whose
 * documents' paths satisfy `when` waits for `meanwhile` before it answers: another call's commit
 * between a decision's reads and its own commit, the interleaving a race only sometimes produces.
 */
export function withCommitBetween(
  db: Firestore,
  when: (paths: string[]) => boolean,
  meanwhile: () => Promise<unknown>,
): Firestore {
  let pending = true;
  return new Proxy(db, {
    get(target, property, receiver) {
      if (property !== 'getAll') return Reflect.get(target, property, receiver) as unknown;
      return async (...args: Parameters<Firestore['getAll']>) => {
        const reads = await target.getAll(...args);
        const paths = args.flatMap((arg) => ('path' in arg ? [arg.path] : []));
        if (pending && when(paths)) {
          pending = false;
          await meanwhile();
        }
        return reads;
      };
    },
  });
}
