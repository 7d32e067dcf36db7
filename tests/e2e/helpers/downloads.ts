import type { Download } from '@playwright/test';

/** The first bytes of a file the browser downloaded (a zip starts with "PK"). */
export async function downloadHead(download: Download): Promise<string> {
  const stream = await download.createReadStream();
  const head: Buffer = await new Promise((resolve) =>
    stream.once('data', (chunk) => resolve(chunk as Buffer)),
  );
  return head.subarray(0, 2).toString();
}
