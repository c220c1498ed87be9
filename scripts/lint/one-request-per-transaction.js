/**
 * A `no-restricted-syntax` entry for the functions: a transaction sends one request at a time
 * (several documents: one `tx.getAll`, a query after it). The Firestore emulator takes a
 * transaction's requests one by one: its state goes idle → active → idle, and a request that
 * arrives while another is active is refused (firebase-tools#1624). Under load the date move, which
 * read two seat counters at once, failed with INVALID_ARGUMENT "Transaction is invalid or closed",
 * an answer the SDK never retries, instead of being retried. The transaction is always called `tx`
 * in this codebase.
 */
export const oneRequestPerTransaction = {
  selector:
    "CallExpression[callee.object.name='Promise'][callee.property.name=/^all/] Identifier[name='tx']",
  message:
    'One request at a time in a transaction: await each read, or read several documents with one tx.getAll.',
};
