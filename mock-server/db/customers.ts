/**
 * State of the customer service (handlers/customer.ts): one profile and one address book per demo account.
 * The account identity service (handlers/identity.ts) writes here too: a confirmed e-mail change sets the
 * profile's e-mail, a confirmed account deletion sets accountDeleted; the invoices service reads it. All of them
 * reach the same state through `sharedState(deps, createCustomerState)` (db/state.ts: one state per photo store,
 * i.e. per mock server or test setup).
 *
 * Seed (deterministic: faker with a fixed seed per account and the fixed reference date):
 *   - profile: id = account id, e-mail = the demo e-mail, first and last name from the display name, a phone
 *     number; business accounts add businessStatus (scenario.businessStatus, default `Default`), a company
 *     name unless the status is Default (its details are missing) and an FTP callback (https://erp.example.org/photo-orders/<idpSub>, xml); others have
 *     callbackUrl and callbackFormat null.
 *   - address book: 1-3 British addresses; the first is in the customer's own name and is the default.
 *
 * Assumptions where the documents say nothing:
 *   - An account outside the seeded accounts has no profile: every customer operation answers 404 for it.
 *   - A confirmed deletion only marks the profile (accountDeleted: true); the profile and address book stay
 *     readable and writable (the app signs the user out at once), photos and other data stay until a reset.
 *   - Address rules behind the app's messages: src/shared/address-rules.ts (the contract states them).
 *   - The first address of an empty book becomes the default; deleting the default makes the next one default.
 */
import { randomUUID } from 'node:crypto';
import { base, en, en_GB, type Faker } from '@faker-js/faker';
import type { components } from '../../src/api/generated/customer';
import { ADDRESS_RULE_MESSAGES, addressRuleViolations } from '../../src/shared/address-rules';
import type { DemoAccount } from '../accounts';
import type { FieldError } from '../openapi/request-validator';
import { seededFaker } from './seeded-faker';
import type { ServiceState, StateInputs } from './state';

export type Customer = components['schemas']['Customer'];
export type Address = components['schemas']['Address'];
export type AddressInput = components['schemas']['AddressInput'];
export type PersonalDetails = components['schemas']['PersonalDetails'];
export type CallbackSettings = components['schemas']['CallbackSettings'];
export type BusinessDetails = components['schemas']['BusinessDetails'];

export interface CustomerRecord {
  profile: Customer;
  /** In the order they were added; the default first after the seed. */
  addresses: Address[];
}

/** Read by the customer, identity and invoices services: take it with `sharedState(deps, createCustomerState)`. */
export interface CustomerState extends ServiceState {
  byAccount: Map<string, CustomerRecord>;
}

const accountFaker = (account: DemoAccount) =>
  seededFaker({ key: account.accountId, hashStart: 7, salt: 0xc057, locale: [en_GB, en, base] });

const ukPhone = (faker: Faker) =>
  `+44 ${faker.string.numeric({ length: 2, allowLeadingZeros: false })} ${faker.string.numeric(4)} ${faker.string.numeric(4)}`;

function seedAddress(
  faker: Faker,
  name: { firstName: string; lastName: string },
  isDefault: boolean,
): Address {
  return {
    id: faker.string.uuid(),
    firstName: name.firstName,
    lastName: name.lastName,
    streetName: faker.location.street(),
    streetNumber: `${faker.number.int({ min: 1, max: 240 })}${faker.helpers.maybe(() => 'A', { probability: 0.15 }) ?? ''}`,
    postalCode: faker.helpers.replaceSymbols(faker.helpers.arrayElement(['?# #??', '??# #??', '??## #??'])),
    city: faker.location.city(),
    countryCode: 'GB',
    ...(isDefault ? { phoneNumber: ukPhone(faker) } : {}),
    isDefault,
  };
}

export function seedCustomer(account: DemoAccount): CustomerRecord {
  const faker = accountFaker(account);
  const [firstName = account.displayName, ...rest] = account.displayName.split(' ');
  const lastName = rest.join(' ') || firstName;
  const profile: Customer = {
    id: account.accountId,
    email: account.email,
    firstName,
    lastName,
    phoneNumber: ukPhone(faker),
    accountDeleted: false,
    isBusiness: account.business,
    callbackUrl: null,
    callbackFormat: null,
  };
  if (account.business) {
    // Drawn for every business account, so the rest of the seed stays the same; a Default account's details are
    // missing (no company name) until the customer completes them (PUT customers/me/business-details).
    const companyName = faker.company.name();
    profile.businessStatus = account.scenario?.businessStatus ?? 'Default';
    if (profile.businessStatus !== 'Default') profile.companyName = companyName;
    profile.callbackUrl = `https://erp.example.org/photo-orders/${account.idpSub}`;
    profile.callbackFormat = 'xml';
  }
  const count = faker.number.int({ min: 1, max: 3 });
  const addresses = Array.from({ length: count }, (_, i) =>
    seedAddress(
      faker,
      i === 0 ? { firstName, lastName } : { firstName: faker.person.firstName(), lastName },
      i === 0,
    ),
  );
  if (profile.companyName && addresses[0]) addresses[0].companyName = profile.companyName;
  return { profile, addresses };
}

export function createCustomerState({ accounts }: Pick<StateInputs, 'accounts'>): CustomerState {
  const byAccount = new Map<string, CustomerRecord>();
  const reset = () => {
    byAccount.clear();
    for (const account of accounts) byAccount.set(account.accountId, seedCustomer(account));
  };
  reset();
  return { byAccount, reset };
}

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The profile that uses `email` (case-insensitive), if any. */
export function profileByEmail(state: CustomerState, email: string): Customer | undefined {
  for (const { profile } of state.byAccount.values()) if (sameEmail(profile.email, email)) return profile;
  return undefined;
}

export function updatePersonalDetails(record: CustomerRecord, details: PersonalDetails): Customer {
  const { phoneNumber: _previous, ...profile } = record.profile;
  record.profile = {
    ...profile,
    firstName: details.firstName,
    lastName: details.lastName,
    ...(details.phoneNumber === undefined ? {} : { phoneNumber: details.phoneNumber }),
  };
  return record.profile;
}

/**
 * Why the business details of a profile cannot change (409 in the contract), or undefined: a consumer account has
 * none, a Blocked account cannot change them.
 */
export function businessDetailsConflict(profile: Customer): string | undefined {
  if (!profile.isBusiness) return 'A consumer account has no business details.';
  if (profile.businessStatus === 'Blocked')
    return 'A blocked business account cannot change its business details.';
  return undefined;
}

/** Sets the company name (trimmed); a Default status (details missing) becomes New (validation pending). */
export function updateBusinessDetails(record: CustomerRecord, details: BusinessDetails): Customer {
  record.profile = {
    ...record.profile,
    companyName: details.companyName.trim(),
    businessStatus: record.profile.businessStatus === 'Default' ? 'New' : record.profile.businessStatus,
  };
  return record.profile;
}

/**
 * Field errors of callback settings: an http(s) URL, and both set or both null. The contract states both
 * (`CallbackSettings`: pattern, if/then/else), so the request validator refuses them first; this is the same
 * check, kept for callers that reach the state without the validator (the mock's own tests).
 */
export function callbackErrors(settings: CallbackSettings): FieldError[] {
  const errors: FieldError[] = [];
  if (settings.callbackUrl !== null && !/^https?:\/\//i.test(settings.callbackUrl)) {
    errors.push({ field: 'body.callbackUrl', message: 'must be an http or https URL' });
  }
  if ((settings.callbackUrl === null) !== (settings.callbackFormat === null)) {
    errors.push({
      field: settings.callbackUrl === null ? 'body.callbackFormat' : 'body.callbackUrl',
      message: 'callbackUrl and callbackFormat must both be set or both be null',
    });
  }
  return errors;
}

export function updateCallback(record: CustomerRecord, settings: CallbackSettings): Customer {
  record.profile = {
    ...record.profile,
    callbackUrl: settings.callbackUrl,
    callbackFormat: settings.callbackFormat,
  };
  return record.profile;
}

/**
 * The address rules behind the app's messages (section 5 of account-area.md), from the table the app shares
 * (src/shared/address-rules.ts) and the contract states (customer.yaml AddressInput): the request validator
 * checks them first; this is the same check with the spec's messages, for a caller that bypasses the schema.
 */
export function addressErrors(input: AddressInput): FieldError[] {
  return addressRuleViolations(input).map((field) => ({
    field: `body.${field}`,
    message: ADDRESS_RULE_MESSAGES[field],
  }));
}

export function createAddress(record: CustomerRecord, input: AddressInput): Address {
  const address: Address = { ...input, id: randomUUID(), isDefault: record.addresses.length === 0 };
  record.addresses.push(address);
  return address;
}

export function findAddress(record: CustomerRecord, id: string): Address | undefined {
  return record.addresses.find((a) => a.id === id);
}

/** Replaces the address's fields (PUT); its id and default marker stay. */
export function replaceAddress(record: CustomerRecord, id: string, input: AddressInput): Address | undefined {
  const at = record.addresses.findIndex((a) => a.id === id);
  const current = record.addresses[at];
  if (!current) return undefined;
  const address: Address = { ...input, id, isDefault: current.isDefault ?? false };
  record.addresses[at] = address;
  return address;
}

/** Removes an address; the next one becomes the default when the default goes. False when unknown. */
export function deleteAddress(record: CustomerRecord, id: string): boolean {
  const at = record.addresses.findIndex((a) => a.id === id);
  const [removed] = at >= 0 ? record.addresses.splice(at, 1) : [];
  if (!removed) return false;
  const next = record.addresses[0];
  if (removed.isDefault && next) next.isDefault = true;
  return true;
}
