/**
 * Saves a blob as a file through an `<a download>` on a blob: URL. The CSP
 * allows blob: only for images, but a download is a navigation the page
 * never renders, so it needs no CSP source.
 */
export function downloadBlob(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked on the next task: the click has handed the blob to the download by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Saves text as a file (see downloadBlob). */
export function downloadTextFile(fileName: string, mimeType: string, content: string): void {
  downloadBlob(fileName, new Blob([content], { type: mimeType }));
}
