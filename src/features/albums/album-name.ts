/**
 * Album name rules (account-area.md section 5): required ('Please give your album a name'); must not start with
 * whitespace nor contain any of < > ; ('Name not valid'). The form checks them on submit only.
 */
import type { MessageId } from '@/lib/i18n/types';

const FORBIDDEN = /[<>;]/;
const LEADING_WHITESPACE = /^\s/;

export type AlbumNameProblem = 'required' | 'invalid';

export const ALBUM_NAME_MESSAGES = {
  required: 'albums.copyModal.nameRequired',
  invalid: 'albums.copyModal.nameInvalid',
} as const satisfies Record<AlbumNameProblem, MessageId>;

/** What is wrong with `name`, or undefined when it is a valid album name. */
export function checkAlbumName(name: string): AlbumNameProblem | undefined {
  if (name.length === 0) return 'required';
  if (LEADING_WHITESPACE.test(name) || FORBIDDEN.test(name)) return 'invalid';
  return undefined;
}
