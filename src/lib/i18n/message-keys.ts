/**
 * The signature of a message file's set of keys: how many, and a 32-bit FNV-1a hash of the sorted keys. The build
 * writes en-GB's (vite.config.ts `define` EN_GB_KEYS_SIGNATURE); the app compares a locale's resolved messages with it to
 * know, without the en-GB file, whether they hold every message (load-messages.ts). No imports: vite.config.ts
 * reads it too.
 */
export function messageKeysSignature(messages: Readonly<Record<string, string>>): string {
  const keys = Object.keys(messages).sort();
  let hash = 0x811c9dc5;
  for (const char of keys.join('\n')) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `${keys.length}:${hash.toString(16)}`;
}
