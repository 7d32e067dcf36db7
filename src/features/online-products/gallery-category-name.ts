/**
 * A gallery category in the channel's language (issue 23, "no raw data on a channel"). The widgets service names
 * the categories by fixed keys (openapi/services/widgets.yaml `GalleryCategory`: Travel, Family, ...) and takes no
 * locale (GET /v1/categories has no parameter for one), so the keys are the same, English words on every channel:
 * the app maps each to its message (`onlineProducts.gallery.category`). A key the contract does not list yet (a
 * category the service added before the app knew it) shows as the service spells it, so it can still be chosen.
 */
import type { I18n } from '@/lib/i18n/i18n';

export function galleryCategoryName(t: I18n['t'], name: string): string {
  return t('onlineProducts.gallery.category', { name }) || name;
}
