import type { Middleware } from 'openapi-fetch';

/**
 * A per-request middleware for the operations a contract marks anonymous (`security: []`) whose service must not
 * receive the user's token (the e-mail gateway: "No token header is sent"). It runs after the clients' shared
 * middleware (openapi-fetch runs a request's own middleware last) and removes the Authorization header.
 */
export const withoutAccessToken: Middleware = {
  onRequest({ request }) {
    request.headers.delete('Authorization');
    return request;
  },
};
