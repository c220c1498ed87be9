import { TEST_PROJECT_ID } from './firestore';

// What the functions' own default app (and any script a test starts) takes as its project: this
// worker's, so their writes land where the test reads.
process.env.GCLOUD_PROJECT = TEST_PROJECT_ID;
