import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../accounts';
import { addressErrors, createCustomerState } from '../db/customers';
import { testHandlerDeps } from '../testing/handler-deps';
import { setupHandlerServer } from '../testing/handler-server';
import { createCustomerHandlers } from './customer';

const API = 'http://api.test/customer';
const deps = testHandlerDeps();
const api = setupHandlerServer(createCustomerHandlers(deps), { base: API, deps });

const send = (method: string, path: string, email: string | null = 'demo@example.com', body?: unknown) =>
  api.call(method, path, { as: email, body });

const address = {
  firstName: 'Bea',
  lastName: 'Business',
  streetName: 'Baker Street',
  streetNumber: '221B',
  postalCode: 'NW1 6XE',
  city: 'London',
  countryCode: 'GB' as const,
};

describe('seed', () => {
  it('is the same on every run, with 1-3 addresses per account and the first one the default', () => {
    const a = createCustomerState({ accounts: DEMO_ACCOUNTS });
    const b = createCustomerState({ accounts: DEMO_ACCOUNTS });
    expect([...a.byAccount.entries()]).toEqual([...b.byAccount.entries()]);
    for (const { profile, addresses } of a.byAccount.values()) {
      expect(addresses.length).toBeGreaterThanOrEqual(1);
      expect(addresses.length).toBeLessThanOrEqual(3);
      expect(addresses.map((x) => x.isDefault)).toEqual(addresses.map((_, i) => i === 0));
      expect(addresses[0]).toMatchObject({ firstName: profile.firstName, lastName: profile.lastName });
    }
  });
});

describe('GET /customers/me', () => {
  it('answers the profile of a consumer account without business fields', async () => {
    const { status, body } = await send('GET', '/customers/me');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id: '4b1c6f0e-2d7a-4c59-9e0b-000000000001',
      email: 'demo@example.com',
      firstName: 'Dana',
      lastName: 'Demo',
      accountDeleted: false,
      isBusiness: false,
      callbackUrl: null,
      callbackFormat: null,
    });
    expect(body.businessStatus).toBeUndefined();
  });

  it('answers a business account with its scenario status and FTP callback', async () => {
    const { body } = await send('GET', '/customers/me', 'business@example.com');
    expect(body).toMatchObject({ isBusiness: true, businessStatus: 'New', callbackFormat: 'xml' });
    expect(body.callbackUrl).toMatch(/^https:\/\//);
    expect(body.companyName).toEqual(expect.any(String));
  });

  it('answers 404 for an account without a profile and 401 without a token', async () => {
    // large@example.com is not among the accounts testHandlerDeps seeds.
    expect((await send('GET', '/customers/me', 'large@example.com')).status).toBe(404);
    const anonymous = await send('GET', '/customers/me', null);
    expect(anonymous.status).toBe(401);
    expect(anonymous.contentType).toBe('application/problem+json');
  });
});

describe('PUT /customers/me', () => {
  it('replaces the personal details and keeps them', async () => {
    const put = await send('PUT', '/customers/me', 'demo@example.com', {
      firstName: 'Dana',
      lastName: 'Smith',
    });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ firstName: 'Dana', lastName: 'Smith', email: 'demo@example.com' });
    expect(put.body.phoneNumber).toBeUndefined();
    expect((await send('GET', '/customers/me')).body.lastName).toBe('Smith');
    // Another account is untouched.
    expect((await send('GET', '/customers/me', 'empty@example.com')).body.lastName).toBe('Empty');
  });

  it('answers 400 naming the field for invalid details', async () => {
    const res = await send('PUT', '/customers/me', 'demo@example.com', {
      firstName: 'Dana',
      phoneNumber: 'call me',
    });
    expect(res.status).toBe(400);
    const fields = res.body.errors.map((e: { field: string }) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['body.lastName', 'body.phoneNumber']));
  });
});

describe('PATCH /customers/me', () => {
  it('sets and clears the FTP callback', async () => {
    const set = await send('PATCH', '/customers/me', 'business@example.com', {
      callbackUrl: 'https://erp.example.org/hook',
      callbackFormat: 'json',
    });
    expect(set.body).toMatchObject({ callbackUrl: 'https://erp.example.org/hook', callbackFormat: 'json' });
    const cleared = await send('PATCH', '/customers/me', 'business@example.com', {
      callbackUrl: null,
      callbackFormat: null,
    });
    expect(cleared.body).toMatchObject({ callbackUrl: null, callbackFormat: null, businessStatus: 'New' });
  });

  it('answers 400 when only one of the two is set, for a URL that is not http(s) and an unknown format', async () => {
    const cases = [
      { callbackUrl: 'https://erp.example.org/hook', callbackFormat: null },
      { callbackUrl: 'ftp://erp.example.org/hook', callbackFormat: 'xml' },
      { callbackUrl: 'https://erp.example.org/hook', callbackFormat: 'csv' },
    ];
    for (const body of cases)
      expect((await send('PATCH', '/customers/me', 'business@example.com', body)).status).toBe(400);
    expect((await send('GET', '/customers/me', 'business@example.com')).body.callbackFormat).toBe('xml');
  });
});

describe('PUT /customers/me/business-details', () => {
  it('seeds a Default business account without its company name, the others with one', async () => {
    expect((await send('GET', '/customers/me', 'bizdefault@example.com')).body).toMatchObject({
      businessStatus: 'Default',
    });
    expect((await send('GET', '/customers/me', 'bizdefault@example.com')).body.companyName).toBeUndefined();
    expect((await send('GET', '/customers/me', 'blocked@example.com')).body.companyName).toEqual(
      expect.any(String),
    );
  });

  it('completes a Default account: the company name is kept (trimmed) and the status becomes New', async () => {
    const put = await send('PUT', '/customers/me/business-details', 'bizdefault@example.com', {
      companyName: '  Bo Prints Ltd ',
    });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ companyName: 'Bo Prints Ltd', businessStatus: 'New', isBusiness: true });
    expect((await send('GET', '/customers/me', 'bizdefault@example.com')).body).toMatchObject({
      companyName: 'Bo Prints Ltd',
      businessStatus: 'New',
    });
    const again = await send('PUT', '/customers/me/business-details', 'bizdefault@example.com', {
      companyName: 'Bo Prints BV',
    });
    expect(again.body).toMatchObject({ companyName: 'Bo Prints BV', businessStatus: 'New' });
    deps.reset();
    expect((await send('GET', '/customers/me', 'bizdefault@example.com')).body.businessStatus).toBe(
      'Default',
    );
  });

  it('answers 400 naming the field for an empty, blank, too long or control-character company name', async () => {
    for (const companyName of ['', '   ', 'x'.repeat(256), 'Bo\u0007Prints', undefined]) {
      const res = await send('PUT', '/customers/me/business-details', 'bizdefault@example.com', {
        companyName,
      });
      expect(res.status).toBe(400);
      expect([...new Set(res.body.errors.map((e: { field: string }) => e.field))]).toEqual([
        'body.companyName',
      ]);
    }
    expect((await send('GET', '/customers/me', 'bizdefault@example.com')).body.businessStatus).toBe(
      'Default',
    );
  });

  it('answers 409 for a consumer and a Blocked account and changes nothing, 401 without a token', async () => {
    const consumer = await send('PUT', '/customers/me/business-details', 'demo@example.com', {
      companyName: 'Demo Ltd',
    });
    expect(consumer.status).toBe(409);
    expect(consumer.contentType).toBe('application/problem+json');
    const before = (await send('GET', '/customers/me', 'blocked@example.com')).body;
    const blocked = await send('PUT', '/customers/me/business-details', 'blocked@example.com', {
      companyName: 'Blocked Ltd',
    });
    expect(blocked.status).toBe(409);
    expect((await send('GET', '/customers/me', 'blocked@example.com')).body).toEqual(before);
    expect((await send('GET', '/customers/me', 'demo@example.com')).body.companyName).toBeUndefined();
    expect(
      (await send('PUT', '/customers/me/business-details', null, { companyName: 'Anyone Ltd' })).status,
    ).toBe(401);
  });
});

describe('addresses', () => {
  it('creates, lists, changes and deletes an address consistently', async () => {
    const before = (await send('GET', '/customers/me/addresses', 'business@example.com')).body;
    const created = await send('POST', '/customers/me/addresses', 'business@example.com', address);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ ...address, isDefault: false });
    const id = created.body.id as string;

    const listed = (await send('GET', '/customers/me/addresses', 'business@example.com')).body;
    expect(listed).toHaveLength(before.length + 1);
    expect(listed.at(-1)).toEqual(created.body);

    const changed = await send('PUT', `/customers/me/addresses/${id}`, 'business@example.com', {
      ...address,
      streetNumber: '221C',
    });
    expect(changed.body).toEqual({ ...created.body, streetNumber: '221C' });

    expect((await send('DELETE', `/customers/me/addresses/${id}`, 'business@example.com')).status).toBe(204);
    expect((await send('GET', '/customers/me/addresses', 'business@example.com')).body).toEqual(before);
    expect((await send('DELETE', `/customers/me/addresses/${id}`, 'business@example.com')).status).toBe(404);
    expect((await send('PUT', `/customers/me/addresses/${id}`, 'business@example.com', address)).status).toBe(
      404,
    );
  });

  it('hides the addresses of other accounts (404)', async () => {
    const [theirs] = (await send('GET', '/customers/me/addresses', 'demo@example.com')).body;
    expect(
      (await send('PUT', `/customers/me/addresses/${theirs.id}`, 'business@example.com', address)).status,
    ).toBe(404);
    expect(
      (await send('DELETE', `/customers/me/addresses/${theirs.id}`, 'business@example.com')).status,
    ).toBe(404);
    expect((await send('GET', '/customers/me/addresses', 'demo@example.com')).body[0]).toEqual(theirs);
  });

  it('makes the next address the default when the default is deleted, and the first of an empty book', async () => {
    const book = (await send('GET', '/customers/me/addresses')).body as { id: string; isDefault: boolean }[];
    for (const entry of book) await send('DELETE', `/customers/me/addresses/${entry.id}`);
    expect((await send('GET', '/customers/me/addresses')).body).toEqual([]);
    const first = await send('POST', '/customers/me/addresses', 'demo@example.com', address);
    const second = await send('POST', '/customers/me/addresses', 'demo@example.com', address);
    expect([first.body.isDefault, second.body.isDefault]).toEqual([true, false]);
    await send('DELETE', `/customers/me/addresses/${first.body.id}`);
    expect((await send('GET', '/customers/me/addresses')).body).toEqual([
      { ...second.body, isDefault: true },
    ]);
  });

  it('answers 400 naming each field that breaks the address rules of its country (src/shared/address-rules.ts)', async () => {
    const res = await send('POST', '/customers/me/addresses', 'demo@example.com', {
      ...address,
      postalCode: '12345',
      streetNumber: 'twelve',
      streetName: '123',
      phoneNumber: '+44',
    });
    expect(res.status).toBe(400);
    expect([...new Set(res.body.errors.map((e: { field: string }) => e.field))].sort()).toEqual([
      'body.phoneNumber',
      'body.postalCode',
      'body.streetName',
      'body.streetNumber',
    ]);
    const country = await send('POST', '/customers/me/addresses', 'demo@example.com', {
      ...address,
      countryCode: 'US',
    });
    expect(country.body.errors.map((e: { field: string }) => e.field)).toEqual(['body.countryCode']);
    const dutch = await send('POST', '/customers/me/addresses', 'demo@example.com', {
      ...address,
      countryCode: 'NL',
      postalCode: '1012 AB',
      phoneNumber: '020 123 4567',
    });
    expect(dutch.status).toBe(201);
    const britishPostcodeInNl = await send('POST', '/customers/me/addresses', 'demo@example.com', {
      ...address,
      countryCode: 'NL',
    });
    expect(britishPostcodeInNl.body.errors).toEqual([
      { field: 'body.postalCode', message: expect.stringContaining('must match pattern') },
    ]);
  });

  it('answers the spec messages for the address rules (addressErrors, the same table)', () => {
    expect(addressErrors({ ...address, postalCode: '1234', streetNumber: 'no number' })).toEqual([
      { field: 'body.streetNumber', message: 'Street number must be valid' },
      { field: 'body.postalCode', message: 'Postal Code must be valid' },
    ]);
  });

  it('answers 400 from the schema and 401 without a token', async () => {
    const res = await send('POST', '/customers/me/addresses', 'demo@example.com', { ...address, city: '' });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].field).toBe('body.city');
    expect((await send('GET', '/customers/me/addresses', null)).status).toBe(401);
    expect((await send('GET', '/customers/me/addresses', 'large@example.com')).status).toBe(404);
  });

  it('goes back to the seed on reset', async () => {
    const seeded = (await send('GET', '/customers/me/addresses')).body;
    await send('POST', '/customers/me/addresses', 'demo@example.com', address);
    await send('PUT', '/customers/me', 'demo@example.com', { firstName: 'X', lastName: 'Y' });
    deps.reset();
    expect((await send('GET', '/customers/me/addresses')).body).toEqual(seeded);
    expect((await send('GET', '/customers/me')).body.firstName).toBe('Dana');
  });
});
