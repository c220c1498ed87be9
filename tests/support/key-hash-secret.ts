/** The KEY_HASH_SECRET the integration tests pass through deps (production's lives in Secret Manager). */
export const TEST_KEY_HASH_SECRET = 'integration-tests-key-hash-secret';
