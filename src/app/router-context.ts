import type { QueryClient } from '@tanstack/react-query';
import type { ApiClients } from '@/lib/api/clients';
import type { AuthService } from '@/lib/auth/auth-service';
import type { AppConfig } from '@/lib/config/app-config';
import type { StartAnswers } from '@/lib/start/start-answers';

/** What every route's beforeLoad and loader receive (created once at bootstrap). */
export interface RouterContext {
  queryClient: QueryClient;
  auth: AuthService;
  api: ApiClients;
  config: AppConfig;
  /** What index.html's start script already requested (ADR 012); absent in tests. */
  start?: StartAnswers;
}
