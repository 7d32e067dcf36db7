/**
 * A saved project as the saved projects service sends it (openapi/services/saved-projects.yaml `SavedProject`,
 * account-area.md section 3: "Saved project: id; list has projects and totalProjectCount"). The page parses
 * it into `SavedProject`, which keeps the project as it came (`body`): the delete call sends it back as its
 * body (section 7: "DELETE /api/v2/project/ (body project)").
 */
import { z } from 'zod/mini';
import type { components } from '@/api/generated/saved-projects';
import { dateTimeSchema } from '@/lib/api/schemas/date-time';

type ProjectBody = components['schemas']['SavedProject'];

const projectSchema = z.object({
  id: z.string().check(z.minLength(1)),
  accountId: z.optional(z.string()),
  title: z.optional(z.string()),
  productType: z.optional(z.string()),
  thumbnailUrl: z.optional(z.string()),
  editUrl: z.optional(z.string()),
  created: z.optional(z.string()),
  updated: z.optional(z.string()),
});

export const savedProjectPageSchema = z.object({
  projects: z.array(projectSchema),
  totalProjectCount: z.int().check(z.minimum(0)),
});

export interface SavedProject {
  id: string;
  /** The title; undefined when the service has none (the page says "Untitled project"). */
  title: string | undefined;
  productType: string | undefined;
  thumbnailUrl: string | undefined;
  /** Where the project opens in its editor; undefined when the service gives none. */
  editUrl: string | undefined;
  /** Last change (or creation); undefined when neither is a date-time. */
  updated: Date | undefined;
  /** The project as the service sent it: the delete call's body. */
  body: ProjectBody;
}

export interface SavedProjectPage {
  projects: SavedProject[];
  total: number;
}

const dateOf = (value: string | undefined): Date | undefined => {
  const parsed = dateTimeSchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
};

/** Parses one page of saved projects (throws a ZodError when it is not one). */
export function parseSavedProjectPage(data: unknown): SavedProjectPage {
  const page = savedProjectPageSchema.parse(data);
  return {
    total: page.totalProjectCount,
    projects: page.projects.map((project) => ({
      id: project.id,
      title: project.title?.trim() || undefined,
      productType: project.productType,
      thumbnailUrl: project.thumbnailUrl,
      editUrl: project.editUrl,
      updated: dateOf(project.updated) ?? dateOf(project.created),
      body: project,
    })),
  };
}
