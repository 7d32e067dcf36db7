/**
 * Album name rules (account-area.md section 5): required ('Please give your album a name'); must not start with
 * whitespace nor contain any of < > ; or a control character ('Name not valid'); at most 255 characters (assumed). The forms check them on submit only (useAppForm).
 * The contract states the same rules (`AlbumName` of openapi/services/photo.yaml: minLength 1 and the pattern
 * `^[^\s<>;][^<>;]*$`), which the mock enforces with a 400 naming body.name; album-name.test.ts checks that
 * this schema and that pattern agree.
 */
import { z } from 'zod/mini';
import { formMessage } from '@/lib/forms/form-errors';

const FORBIDDEN = /[<>;]/;
/** A control character (U+0000-U+001F, U+007F): also refused, like the contract's pattern. */
const hasControlCharacter = (name: string) =>
  [...name].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);
/** The contract's maxLength of AlbumName.name (issue 12: the service refuses longer names). */
export const ALBUM_NAME_MAX_LENGTH = 255;
const LEADING_WHITESPACE = /^\s/;

/** An album name, with the spec's messages (message ids). */
export const albumNameSchema = z.string().check(
  z.minLength(1, formMessage('albums.copyModal.nameRequired')),
  z.maxLength(ALBUM_NAME_MAX_LENGTH, formMessage('albums.copyModal.nameTooLong')),
  z.refine(
    (name) => !LEADING_WHITESPACE.test(name) && !FORBIDDEN.test(name) && !hasControlCharacter(name),
    formMessage('albums.copyModal.nameInvalid'),
  ),
);

/** The new-album form (copy-to-album modal; later the album page's rename). */
export const albumFormSchema = z.object({ name: albumNameSchema });

/** Whether `name` is a valid album name. */
export const isValidAlbumName = (name: string): boolean => albumNameSchema.safeParse(name).success;
