/**
 * A download archive's file name, shared by the app (the saved file) and the mock (the signed URL's
 * Content-Disposition; openapi/services/downloads.yaml getDownloadUrl): the download's name when it has one, made
 * safe for any file system, else its id ("named after the download id with .zip", account-area.md section 9).
 */

/** Characters no file system takes in a file name (Windows' list covers the others'), and control characters. */
// oxlint-disable-next-line no-control-regex -- control characters are what a file name must not keep
const UNSAFE_IN_FILE_NAMES = /[\\/:*?"<>|\u0000-\u001f\u007f]/g;

export function archiveFileName(download: { id: string; name?: string }): string {
  const name = download.name?.replace(UNSAFE_IN_FILE_NAMES, ' ').trim();
  return `${name || download.id}.zip`;
}
