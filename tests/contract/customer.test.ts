/**
 * Contract tests of the customer service. Reads use demo@example.com; every change is made on
 * business@example.com (no other contract file reads its profile or address book) and put back within the
 * case: the personal details and FTP callback are restored, a created address is deleted again.
 */
import { describe, expect, it } from 'vitest';
import { call } from './lib/client';
import { isMock, mutationsAllowed, serviceConfigured, tokenFor } from './lib/target';

const BUSINESS = 'business@example.com';

const address = {
  firstName: 'Bea',
  lastName: 'Business',
  companyName: 'Contract Test Ltd',
  streetName: 'Baker Street',
  streetNumber: '221B',
  postalCode: 'NW1 6XE',
  city: 'London',
  countryCode: 'GB',
};

describe.skipIf(!serviceConfigured('customer'))('customer service', () => {
  describe('getCustomer', () => {
    it('answers the profile of the signed-in customer', async () => {
      const res = await call('getCustomer', { token: await tokenFor() });
      expect(res.status).toBe(200);
      expect(typeof res.body.accountDeleted).toBe('boolean');
    });

    it.runIf(isMock)('answers the business status and FTP callback of a business account', async () => {
      const res = await call('getCustomer', { token: await tokenFor(BUSINESS) });
      expect(res.body).toMatchObject({ email: BUSINESS, isBusiness: true, businessStatus: 'New' });
      const demo = await call('getCustomer', { token: await tokenFor() });
      expect(demo.body).toMatchObject({ isBusiness: false, callbackUrl: null, callbackFormat: null });
      expect(demo.body.businessStatus).toBeUndefined();
    });

    it('answers 401 without a bearer token', async () => {
      const res = await call('getCustomer');
      expect(res.status).toBe(401);
      expect(res.contentType).toBe('application/problem+json');
    });
  });

  describe('updateCustomer', () => {
    it.runIf(mutationsAllowed)('changes the personal details, then puts them back', async () => {
      const token = await tokenFor(BUSINESS);
      const before = (await call('getCustomer', { token })).body;
      const changed = await call('updateCustomer', {
        token,
        body: { firstName: before.firstName, lastName: 'Contract-Test', phoneNumber: '+44 20 7946 0001' },
      });
      expect(changed.status).toBe(200);
      expect(changed.body).toMatchObject({ lastName: 'Contract-Test', phoneNumber: '+44 20 7946 0001' });
      expect((await call('getCustomer', { token })).body.lastName).toBe('Contract-Test');
      const restored = await call('updateCustomer', {
        token,
        body: {
          firstName: before.firstName,
          lastName: before.lastName,
          ...(before.phoneNumber ? { phoneNumber: before.phoneNumber } : {}),
        },
      });
      expect(restored.body).toEqual(before);
    });

    it('answers 400 naming the fields of invalid details, 401 without a token', async () => {
      const res = await call('updateCustomer', {
        token: await tokenFor(BUSINESS),
        body: { firstName: '', phoneNumber: 'call me' },
      });
      expect(res.status).toBe(400);
      const fields = res.body.errors.map((e: { field: string }) => e.field);
      expect(fields).toEqual(expect.arrayContaining(['body.firstName', 'body.lastName', 'body.phoneNumber']));
      expect((await call('updateCustomer', { body: { firstName: 'a', lastName: 'b' } })).status).toBe(401);
    });
  });

  describe('updateCustomerCallback', () => {
    it.runIf(mutationsAllowed)('sets the FTP callback, then puts it back', async () => {
      const token = await tokenFor(BUSINESS);
      const before = (await call('getCustomer', { token })).body;
      const res = await call('updateCustomerCallback', {
        token,
        body: { callbackUrl: 'https://erp.example.org/contract-test', callbackFormat: 'json' },
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        callbackUrl: 'https://erp.example.org/contract-test',
        callbackFormat: 'json',
      });
      const restored = await call('updateCustomerCallback', {
        token,
        body: { callbackUrl: before.callbackUrl, callbackFormat: before.callbackFormat },
      });
      expect(restored.body).toEqual(before);
    });

    it('answers 400 for an unknown format or a missing field, 401 without a token', async () => {
      const token = await tokenFor(BUSINESS);
      const format = await call('updateCustomerCallback', {
        token,
        body: { callbackUrl: 'https://erp.example.org/x', callbackFormat: 'csv' },
      });
      expect(format.status).toBe(400);
      expect(JSON.stringify(format.body.errors)).toContain('body.callbackFormat');
      const missing = await call('updateCustomerCallback', { token, body: { callbackUrl: null } });
      expect(missing.status).toBe(400);
      const body = { callbackUrl: null, callbackFormat: null };
      expect((await call('updateCustomerCallback', { body })).status).toBe(401);
    });

    it.runIf(isMock)('answers 400 when only one of callbackUrl and callbackFormat is set', async () => {
      const res = await call('updateCustomerCallback', {
        token: await tokenFor(BUSINESS),
        body: { callbackUrl: 'https://erp.example.org/x', callbackFormat: null },
      });
      expect(res.status).toBe(400);
    });
  });

  describe('updateBusinessDetails', () => {
    it.runIf(mutationsAllowed)(
      'changes the company name of a business account, then puts it back',
      async () => {
        const token = await tokenFor(BUSINESS);
        const before = (await call('getCustomer', { token })).body;
        const res = await call('updateBusinessDetails', {
          token,
          body: { companyName: 'Contract Test Ltd' },
        });
        expect(res.status).toBe(200);
        expect(res.body).toMatchObject({
          companyName: 'Contract Test Ltd',
          businessStatus: before.businessStatus,
        });
        const restored = await call('updateBusinessDetails', {
          token,
          body: { companyName: before.companyName },
        });
        expect(restored.body).toEqual(before);
      },
    );

    it('answers 400 for a blank company name, 401 without a token', async () => {
      const blank = await call('updateBusinessDetails', {
        token: await tokenFor(BUSINESS),
        body: { companyName: '   ' },
      });
      expect(blank.status).toBe(400);
      expect(JSON.stringify(blank.body.errors)).toContain('body.companyName');
      expect((await call('updateBusinessDetails', { body: { companyName: 'Anyone Ltd' } })).status).toBe(401);
    });

    it.runIf(isMock)('answers 409 for a consumer account', async () => {
      const res = await call('updateBusinessDetails', {
        token: await tokenFor(),
        body: { companyName: 'Demo Ltd' },
      });
      expect(res.status).toBe(409);
    });
  });

  describe('listAddresses', () => {
    it('answers the address book', async () => {
      const res = await call('listAddresses', { token: await tokenFor() });
      expect(res.status).toBe(200);
      expect(Array.isArray(res.body)).toBe(true);
    });

    it.runIf(isMock)('answers 1-3 seeded addresses, the first the default', async () => {
      const { body } = await call('listAddresses', { token: await tokenFor() });
      expect(body.length).toBeGreaterThanOrEqual(1);
      expect(body.length).toBeLessThanOrEqual(3);
      expect(body[0].isDefault).toBe(true);
    });

    it('answers 401 without a bearer token', async () => {
      expect((await call('listAddresses')).status).toBe(401);
    });
  });

  describe('createAddress, updateAddress and deleteAddress', () => {
    it.runIf(mutationsAllowed)('adds an address, changes it and removes it again', async () => {
      const token = await tokenFor(BUSINESS);
      const before = (await call('listAddresses', { token })).body;

      const created = await call('createAddress', { token, body: address });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject(address);
      const id = created.body.id as string;
      expect((await call('listAddresses', { token })).body).toContainEqual(created.body);

      const updated = await call('updateAddress', {
        token,
        path: { id },
        body: { ...address, streetNumber: '221C' },
      });
      expect(updated.status).toBe(200);
      expect(updated.body).toMatchObject({ id, streetNumber: '221C' });

      expect((await call('deleteAddress', { token, path: { id } })).status).toBe(204);
      expect((await call('listAddresses', { token })).body).toEqual(before);
      expect((await call('deleteAddress', { token, path: { id } })).status).toBe(404);
    });

    it('answers 400 for an address that breaks the schema, 401 without a token', async () => {
      const token = await tokenFor(BUSINESS);
      const res = await call('createAddress', { token, body: { ...address, countryCode: 'gb', city: '' } });
      expect(res.status).toBe(400);
      const fields = res.body.errors.map((e: { field: string }) => e.field);
      expect(fields).toEqual(expect.arrayContaining(['body.countryCode', 'body.city']));
      expect((await call('createAddress', { body: address })).status).toBe(401);
    });

    it('answers 400 naming the postal code and street number that break the rules of the country', async () => {
      const res = await call('createAddress', {
        token: await tokenFor(BUSINESS),
        body: { ...address, postalCode: '1234', streetNumber: 'no number' },
      });
      expect(res.status).toBe(400);
      const fields = res.body.errors.map((e: { field: string }) => e.field);
      expect(fields).toEqual(expect.arrayContaining(['body.postalCode', 'body.streetNumber']));
      const dutchPostcodeInBritain = await call('createAddress', {
        token: await tokenFor(BUSINESS),
        body: { ...address, postalCode: '1012 AB' },
      });
      expect(dutchPostcodeInBritain.status).toBe(400);
    });

    it('answers 404 for an address that does not exist', async () => {
      const token = await tokenFor(BUSINESS);
      const id = 'no-such-address';
      expect((await call('updateAddress', { token, path: { id }, body: address })).status).toBe(404);
      expect((await call('deleteAddress', { token, path: { id } })).status).toBe(404);
    });

    it.runIf(isMock)('answers 404 for an address of another account', async () => {
      const [theirs] = (await call('listAddresses', { token: await tokenFor() })).body;
      const token = await tokenFor(BUSINESS);
      expect((await call('updateAddress', { token, path: { id: theirs.id }, body: address })).status).toBe(
        404,
      );
      expect((await call('deleteAddress', { token, path: { id: theirs.id } })).status).toBe(404);
    });

    it('answers 401 without a bearer token', async () => {
      expect((await call('updateAddress', { path: { id: 'x' }, body: address })).status).toBe(401);
      expect((await call('deleteAddress', { path: { id: 'x' } })).status).toBe(401);
    });
  });
});
