import type { CollectionReference, Firestore } from 'firebase-admin/firestore';

/**
 * Every document in the emulator by path, subcollections included, but those of the collections
 * named in `ignore`: "changes nothing" means this does not change.
 */
export async function firestoreContents(
  db: Firestore,
  ignore: readonly string[] = [],
): Promise<Record<string, unknown>> {
  const contents: Record<string, unknown> = {};
  const visit = async (collections: CollectionReference[]): Promise<void> => {
    for (const collection of collections) {
      if (ignore.includes(collection.id)) continue;
      for (const ref of await collection.listDocuments()) {
        const snapshot = await ref.get();
        if (snapshot.exists) contents[ref.path] = snapshot.data();
        await visit(await ref.listCollections());
      }
    }
  };
  await visit(await db.listCollections());
  return contents;
}
