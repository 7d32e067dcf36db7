import { useRouteContext } from '@tanstack/react-router';
import type { ApiClients } from './clients';

/** The API clients of the router context (created at bootstrap from /config.json). */
export function useApi(): ApiClients {
  return useRouteContext({ from: '__root__', select: (context) => context.api });
}
