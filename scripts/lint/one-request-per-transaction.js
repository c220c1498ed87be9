/**
 * A `no-restricted-syntax` entry for the functions: a transaction sends one request at a time
 * (several documents: one `tx.getAll`, a query after it). The Firestore emulator runs a
 * transaction's requests one by one (its state goes idle → active → idle; firebase-tools#1624), so
 * two at once can leave the transaction closed, and the SDK then gets INVALID_ARGUMENT
 * "Transaction is invalid or closed", which it never retries: a contended booking or receipt would
 * fail instead of being retried. The transaction is always called `tx` in this codebase.
 */
export const oneRequestPerTransaction = {
  selector:
    "CallExpression[callee.object.name='Promise'][callee.property.name=/^all/] Identifier[name='tx']",
  message:
    'One request at a time in a transaction: await each read, or read several documents with one tx.getAll.',
};
