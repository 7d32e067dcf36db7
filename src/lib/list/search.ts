/**
 * Where a list page is, in its URL (validateSearch of its route), so that Back, a reload and a shared link show
 * the same place:
 * - `pageSearchSchema`: `?page=N`, the page number of an offset-paged list (orders, saved projects); page 1 is
 *   the default and is left out of the URL;
 * - `loadedPagesSearchSchema`: `?pages=N`, how many pages of a cursor-paged "load more" list are shown (albums):
 *   a reload asks those N pages again, one cursor after the other (at most MAX_LOADED_PAGES);
 * - `cursorSearchSchema`: `?cursor=X`, one page of a cursor-paged list shown by itself ("Next page" pushes the
 *   next cursor, Back returns to the page before).
 * Invalid values (a typed or outdated address) fall back to the first page, never an error page.
 *
 *   validateSearch: z.extend(pageSearchSchema, { order_state: ... })
 */
import { z } from 'zod/mini';

/** A reload of a "load more" list asks at most this many pages again. */
export const MAX_LOADED_PAGES = 20;

const positiveInt = z.int().check(z.positive());

export const pageSearchSchema = z.object({
  page: z.catch(z.optional(positiveInt), undefined),
});
export type PageSearch = z.infer<typeof pageSearchSchema>;

export const loadedPagesSearchSchema = z.object({
  pages: z.catch(z.optional(positiveInt.check(z.lte(MAX_LOADED_PAGES))), undefined),
});
export type LoadedPagesSearch = z.infer<typeof loadedPagesSearchSchema>;

/** The router reads `?cursor=123` as a number: a cursor is kept as the text it was. */
const cursorText = z.pipe(
  z.union([z.string().check(z.minLength(1)), z.number()]),
  z.transform((value) => String(value)),
);

export const cursorSearchSchema = z.object({
  cursor: z.catch(z.optional(cursorText), undefined),
});

/** The page a `?page=` search shows (1 when absent). */
export const currentPage = (search: PageSearch): number => search.page ?? 1;

/** How many pages a `?pages=` search shows (1 when absent). */
export const loadedPages = (search: LoadedPagesSearch): number => search.pages ?? 1;

/** The search value for page `page`: page 1 is the default, so it leaves the URL. */
export const pageParam = (page: number): number | undefined => (page > 1 ? page : undefined);
