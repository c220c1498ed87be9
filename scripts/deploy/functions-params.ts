/**
 * The settings the functions declare (functions/src/lib/config.ts's defineSecret and
 * defineString… calls), read from the declarations themselves so the deploy never keeps a second
 * list: a secret added there is checked here at the next deploy.
 */
import * as config from '@functions/lib/config';

interface DeclaredParam {
  name: string;
  options?: { default?: unknown };
  constructor: { type?: string };
}

function declared(): DeclaredParam[] {
  const exported: unknown[] = Object.values(config);
  return exported.filter(
    (value): value is DeclaredParam =>
      typeof value === 'object' && value !== null && 'name' in value,
  );
}

/** Every Secret Manager secret a function binds (firebase-functions' SecretParam, type "secret"). */
export function declaredSecretNames(): string[] {
  return declared()
    .filter((param) => param.constructor.type === 'secret')
    .map((param) => param.name)
    .sort();
}

/** The params without a default: a deploy without them in functions/.env.<project> fails. */
export function requiredParamNames(): string[] {
  return declared()
    .filter((param) => param.constructor.type !== 'secret' && param.options?.default === undefined)
    .map((param) => param.name)
    .sort();
}
