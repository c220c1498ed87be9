import { setGlobalOptions } from 'firebase-functions/v2';
import { FUNCTIONS_REGION } from '@/domain/functions-config';

// Imported first by index.ts: ES modules evaluate in import order, and the options must be set before
// any trigger is defined. Every function runs in the region Hosting rewrites /api/* to.
setGlobalOptions({ region: FUNCTIONS_REGION, maxInstances: 10 });
