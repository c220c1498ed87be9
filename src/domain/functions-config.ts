/** Region of every Cloud Function; the web app's callable URLs and firebase.json rewrites follow it. */
export const FUNCTIONS_REGION = 'europe-west1';

/** Path under the site's origin where Firebase Hosting rewrites to the callable of that name. */
export function callablePath(functionName: string): string {
  return `/api/${functionName}`;
}
