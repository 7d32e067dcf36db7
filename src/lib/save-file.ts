/**
 * Saves the file at `url` under `fileName` (a link with `download`, clicked). A signed URL of another origin
 * is saved when its server sends Content-Disposition: attachment (browsers ignore `download` across origins).
 */
export function saveFile(url: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
}
