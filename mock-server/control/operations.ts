/**
 * Every operation of the product contracts (openapi/services, loaded as the mock's validation loads them) with
 * the request path it answers, and a matcher that names the operation of a request path (the console's request
 * log, its fault form). A path parameter becomes `*`, the wildcard of a fault rule (http/faults.ts).
 */
import { readdirSync } from 'node:fs';
import { serverPath } from '../http/service-http';
import { loadServiceSpec, SERVICES_DIR } from '../openapi/spec';
import type { Operation } from './schemas';

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

export interface OperationIndex {
  list: Operation[];
  /** The operation a request is for, if a contract has it. */
  match(method: string, pathname: string): Operation | undefined;
}

export function loadOperations(services?: readonly string[]): OperationIndex {
  const names =
    services ??
    readdirSync(SERVICES_DIR)
      .filter((file) => file.endsWith('.yaml'))
      .map((file) => file.replace(/\.yaml$/, ''))
      .sort();
  const entries: { operation: Operation; pattern: RegExp }[] = [];
  for (const service of names) {
    const spec = loadServiceSpec(service);
    const base = serverPath(spec);
    for (const [template, item] of Object.entries(spec.paths ?? {})) {
      for (const method of METHODS) {
        const op = item[method] as { operationId?: string } | undefined;
        if (!op) continue;
        const path = `${base}${template}`.replace(/\{[^}]+\}/g, '*');
        const escaped = path.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]+');
        entries.push({
          operation: {
            service,
            operationId: op.operationId ?? `${method.toUpperCase()} ${template}`,
            method: method.toUpperCase(),
            path,
          },
          pattern: new RegExp(`^${escaped}$`),
        });
      }
    }
  }
  // A literal segment wins over a parameter (`/users/me` before `/users/{id}`): fewer wildcards first.
  const ordered = [...entries].sort(
    (a, b) => a.operation.path.split('*').length - b.operation.path.split('*').length,
  );
  return {
    list: entries.map((e) => e.operation),
    match: (method, pathname) =>
      ordered.find((e) => e.operation.method === method.toUpperCase() && e.pattern.test(pathname))?.operation,
  };
}
