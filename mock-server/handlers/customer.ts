/**
 * Customer service (openapi/services/customer.yaml): the signed-in customer's profile (personal details,
 * business status, FTP callback) and address book. State and seed: db/customers.ts (shared with the
 * identity service, which changes the e-mail and marks the account deleted).
 * Authentication and request validation happen in `createServiceHttp` (from the contract); the address
 * rules the schema cannot express (postal code per country, street number and name) answer 400 here; the business
 * details answer 409 for a consumer or a Blocked account, and complete a Default account (it becomes New).
 */
import type { HttpHandler } from 'msw';
import type { paths } from '../../src/api/generated/customer';
import {
  addressErrors,
  businessDetailsConflict,
  callbackErrors,
  createAddress,
  createCustomerState,
  seedCustomer,
  deleteAddress,
  findAddress,
  replaceAddress,
  updateBusinessDetails,
  updateCallback,
  updatePersonalDetails,
  type CustomerRecord,
} from '../db/customers';
import { sharedState } from '../db/state';
import { describeErrors, type FieldError } from '../openapi/request-validator';
import { problemResponse } from '../http/problem';
import { createServiceHttp } from '../http/service-http';
import type { HandlerDeps } from '../deps';

const noProfile = () => problemResponse(404, 'The signed-in account has no customer profile.');
const noAddress = (id: string) => problemResponse(404, `No address ${id} in the address book.`);
const invalid = (errors: FieldError[]) => problemResponse(400, describeErrors(errors), errors);

export function createCustomerHandlers(deps: HandlerDeps): HttpHandler[] {
  const api = createServiceHttp<paths>({ service: 'customer', verifier: deps.verifier });
  const state = sharedState(deps, createCustomerState);
  const recordOf = (accountId: string): CustomerRecord | undefined => state.byAccount.get(accountId);
  deps.control?.count('addresses', (accountId) => recordOf(accountId)?.addresses.length ?? 0);
  deps.control?.accountReset((accountId) => {
    const account = deps.accounts.find((a) => a.accountId === accountId);
    if (account) state.byAccount.set(accountId, seedCustomer(account));
  });

  return [
    api.get('/customers/me', ({ claims, response }) => {
      const record = recordOf(claims.sub);
      return record ? response(200).json(record.profile) : noProfile();
    }),

    api.put('/customers/me', ({ claims, input, response }) => {
      const record = recordOf(claims.sub);
      if (!record) return noProfile();
      return response(200).json(updatePersonalDetails(record, input.body));
    }),

    api.patch('/customers/me', ({ claims, input, response }) => {
      const record = recordOf(claims.sub);
      if (!record) return noProfile();
      const errors = callbackErrors(input.body);
      if (errors.length > 0) return invalid(errors);
      return response(200).json(updateCallback(record, input.body));
    }),

    api.put('/customers/me/business-details', ({ claims, input, response }) => {
      const record = recordOf(claims.sub);
      if (!record) return noProfile();
      const conflict = businessDetailsConflict(record.profile);
      if (conflict) return problemResponse(409, conflict);
      return response(200).json(updateBusinessDetails(record, input.body));
    }),

    api.get('/customers/me/addresses', ({ claims, response }) => {
      const record = recordOf(claims.sub);
      return record ? response(200).json(record.addresses) : noProfile();
    }),

    api.post('/customers/me/addresses', ({ claims, input, response }) => {
      const record = recordOf(claims.sub);
      if (!record) return noProfile();
      const errors = addressErrors(input.body);
      if (errors.length > 0) return invalid(errors);
      return response(201).json(createAddress(record, input.body));
    }),

    api.put('/customers/me/addresses/{id}', ({ claims, input, response }) => {
      const record = recordOf(claims.sub);
      if (!record) return noProfile();
      if (!findAddress(record, input.path.id)) return noAddress(input.path.id);
      const errors = addressErrors(input.body);
      if (errors.length > 0) return invalid(errors);
      const address = replaceAddress(record, input.path.id, input.body);
      return address ? response(200).json(address) : noAddress(input.path.id);
    }),

    api.delete('/customers/me/addresses/{id}', ({ claims, input, response }) => {
      const record = recordOf(claims.sub);
      if (!record) return noProfile();
      return deleteAddress(record, input.path.id) ? response(204).empty() : noAddress(input.path.id);
    }),
  ];
}
