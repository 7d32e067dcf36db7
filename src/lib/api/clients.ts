import createClient, { type Client, type Middleware } from 'openapi-fetch';
import type { paths as PhotoPaths } from '@/api/generated/photo';
import type { AppConfig } from '@/lib/config/app-config';

/** One typed client per backend service. A new service: generate its types, add one line here. */
export interface ApiClients {
  photo: Client<PhotoPaths>;
}

export interface CreateApiClientsOptions {
  /** The shared middleware stack (createApiMiddleware). */
  middleware: Middleware;
  /** A fetch to use instead of the global one (tests). */
  fetch?: typeof fetch;
}

export function createApiClients(
  config: AppConfig,
  { middleware, fetch }: CreateApiClientsOptions,
): ApiClients {
  const client = <Paths extends {}>(baseUrl: string): Client<Paths> => {
    const created = createClient<Paths>({ baseUrl, fetch });
    created.use(middleware);
    return created;
  };
  return {
    photo: client<PhotoPaths>(config.services.photo),
  };
}
