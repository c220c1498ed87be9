/**
 * Toasts through sonner, imported when the first one is shown: the app's toaster loads it when
 * the page is idle, so the contact page's first load stays without it and the toast still shows
 * at once.
 */
export async function notify(
  kind: 'success' | 'error',
  title: string,
  description: string,
): Promise<void> {
  const { toast } = await import('sonner');
  toast[kind](title, { description });
}
