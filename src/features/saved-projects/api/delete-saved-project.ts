/**
 * DELETE saved-projects /api/v2/project/ with the project as the body (account-area.md section 7). The call
 * uses the contract's spelling without the trailing slash (openapi/services/saved-projects.yaml: its
 * x-assumption says the service accepts both, and the mock serves both). 204: deleted.
 */
import type { ApiClients } from '@/lib/api/clients';
import type { SavedProject } from './saved-project-schema';

export async function deleteSavedProject({ api, project }: { api: ApiClients; project: SavedProject }) {
  await api.savedProjects.DELETE('/api/v2/project', { body: project.body });
}
