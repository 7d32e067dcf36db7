/** Where the address pages of each settings area are (account-area.md section 2). */
export type AddressArea = 'consumer' | 'business';

export const ADDRESS_PATHS = {
  consumer: { list: '/settings/addresses/all', add: '/settings/new-address', edit: '/settings/address/$id' },
  business: { list: '/settings/b2b', add: '/settings/b2b/new-address', edit: '/settings/b2b/address/$id' },
} as const;
