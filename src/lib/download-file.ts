/**
 * Saves content (text, or the bytes of a file made on the device) through the browser's
 * download; works offline: nothing is fetched. The object URL is released once the click has
 * been handled.
 */
export function downloadFile(fileName: string, content: BlobPart, type: string): void {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
