import type { AppEnv } from './env-schema';
import { readBuiltEnv } from './read-env';

export type { AppEnv } from './env-schema';

/** The site's settings, checked when the site was built (see read-env.ts). */
export const env: AppEnv = readBuiltEnv(import.meta.env);
