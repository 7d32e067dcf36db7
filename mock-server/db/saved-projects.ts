/**
 * Saved editor projects of the demo accounts (saved projects service, openapi/services/saved-projects.yaml).
 * Seeded deterministically (faker with a fixed seed per account and SEED_REFERENCE_DATE): demo@example.com
 * has 23 projects (3 pages of 10), business@example.com 4, empty@example.com none, the others a few.
 * Deleting removes a project until the reset puts the seed back.
 *
 * Assumptions where the documents say nothing (only the id is shown):
 * - Fields: accountId, title, productType, created/updated; listed most recently updated first.
 * - The cover (thumbnailUrl) is one of the account's photos (a real image of the mock's /images route),
 *   picked by a seeded index among the photos the account has at the time; none while it has no photos.
 * - editUrl is a URL on the mock ({publicUrl}/editor/projects/{id}), where handlers/saved-projects.ts serves a
 *   stand-in editor page naming the project.
 */
import { base, en, type Faker } from '@faker-js/faker';
import type { components } from '../../src/api/generated/saved-projects';
import { SEED_REFERENCE_DATE, type DemoAccount } from '../accounts';
import { isoSeconds } from './schema';
import { seededFaker } from './seeded-faker';
import type { ServiceState, StateInputs } from './state';

export type SavedProject = components['schemas']['SavedProject'];

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

/** A project as stored: the page fields but the URLs, which depend on the server and the photo store. */
export interface ProjectRecord {
  id: string;
  accountId: string;
  title: string;
  productType: string;
  created: string;
  updated: string;
  /** Seeded pick among the account's photos for the cover. */
  coverIndex: number;
}

const PROJECT_COUNT: Record<string, number> = {
  'demo@example.com': 23,
  'empty@example.com': 0,
  'business@example.com': 4,
  'large@example.com': 12,
};
const DEFAULT_PROJECT_COUNT = 3;

export function seededProjectCount(account: DemoAccount): number {
  return PROJECT_COUNT[account.email] ?? DEFAULT_PROJECT_COUNT;
}

const PRODUCT_TYPES = [
  { value: 'photobook', weight: 6 },
  { value: 'calendar', weight: 2 },
  { value: 'canvas', weight: 1 },
  { value: 'cards', weight: 1 },
  { value: 'prints', weight: 1 },
];

function titleFor(faker: Faker, productType: string, at: Date): string {
  const year = at.getUTCFullYear();
  switch (productType) {
    case 'calendar':
      return `Family calendar ${year + 1}`;
    case 'cards':
      return faker.helpers.arrayElement(['Christmas cards', 'Thank-you cards', 'Birth announcement']);
    case 'prints':
      return `Prints ${faker.location.city()}`;
    case 'canvas':
      return faker.helpers.arrayElement(['Living room canvas', 'Sunset canvas', 'Portrait on canvas']);
    default:
      return faker.helpers.arrayElement([
        `Summer ${year}`,
        `Holiday in ${faker.location.country()}`,
        'Our wedding',
        "Baby's first year",
        `${faker.person.firstName()}'s birthday`,
        `Weekend in ${faker.location.city()}`,
        `Christmas ${year}`,
        'Untitled project',
      ]);
  }
}

/** The seeded projects of one account, most recently updated first (the same list on every call). */
export function generateAccountProjects(account: DemoAccount): ProjectRecord[] {
  const count = seededProjectCount(account);
  if (count === 0) return [];
  const faker = seededFaker({ key: account.accountId, salt: 3, locale: [en, base] });
  const now = SEED_REFERENCE_DATE.getTime();
  const projects = Array.from({ length: count }, (): ProjectRecord => {
    const created = now - faker.number.int({ min: 1 * DAY, max: 2 * 365 * DAY });
    const updated = Math.min(now - HOUR, created + faker.number.int({ min: 10 * 60_000, max: 30 * DAY }));
    const productType = faker.helpers.weightedArrayElement(PRODUCT_TYPES);
    return {
      id: faker.string.uuid(),
      accountId: account.accountId,
      title: titleFor(faker, productType, new Date(created)),
      productType,
      created: isoSeconds(created),
      updated: isoSeconds(updated),
      coverIndex: faker.number.int({ min: 0, max: 1_000_000 }),
    };
  });
  return projects.sort((a, b) =>
    a.updated === b.updated ? (a.id < b.id ? -1 : 1) : a.updated < b.updated ? 1 : -1,
  );
}

export interface SavedProjectsState extends ServiceState {
  byAccount: Map<string, ProjectRecord[]>;
}

export function createSavedProjectsState({ accounts }: Pick<StateInputs, 'accounts'>): SavedProjectsState {
  const byAccount = new Map<string, ProjectRecord[]>();
  const reset = () => {
    byAccount.clear();
    for (const account of accounts) byAccount.set(account.accountId, generateAccountProjects(account));
  };
  reset();
  return { byAccount, reset };
}

export function listProjects(store: SavedProjectsState, accountId: string): readonly ProjectRecord[] {
  return store.byAccount.get(accountId) ?? [];
}

/** Removes a project of the account; false when the account has no such project. */
export function deleteProject(store: SavedProjectsState, accountId: string, projectId: string): boolean {
  const list = store.byAccount.get(accountId);
  const index = list?.findIndex((p) => p.id === projectId) ?? -1;
  if (!list || index < 0) return false;
  list.splice(index, 1);
  return true;
}
