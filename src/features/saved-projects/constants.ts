/** Saved projects per page (account-area.md section 9: "Saved projects page size 10"). */
export const SAVED_PROJECTS_PAGE_SIZE = 10;
