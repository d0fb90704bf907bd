import { readListPage, readPageParam, readSearchParam, type PageWindow } from "~/lib/list-paging";
import type { OpenInvitation, Person } from "~/lib/users-schema";
import type { Db } from "~/server/db/client.server";
import { listInvitationsPage, listPeoplePage } from "~/server/users/users.server";

/**
 * Rows per page of each of the two lists: a person's row carries a role choice and actions, and
 * the screen shows both lists, so 25 each (as the page tree's heavier rows; issue 38, item 18).
 */
export const PEOPLE_PAGE_SIZE = 25;

/** The address parameter of the invitations' page (the people's is `page`). */
export const INVITATION_PAGE_PARAM = "einladungen";

export interface PeopleScreenQuery {
  q: string;
  page: number;
  invitationPage: number;
}

/** The view of /admin/users from its address (a bad value means the default). */
export function readPeopleQuery(params: URLSearchParams): PeopleScreenQuery {
  return { q: readSearchParam(params), page: readPageParam(params), invitationPage: readPageParam(params, INVITATION_PAGE_PARAM) };
}

/**
 * One page of the people (by name) and one of the open invitations (newest first), 25 each, both
 * searched by `q`, read in SQL (issue 38, item 18).
 */
export async function loadPeopleScreen(db: Db, query: PeopleScreenQuery): Promise<{ users: Person[]; people: PageWindow; invitations: OpenInvitation[]; invitationWindow: PageWindow }> {
  const [people, invitations] = await Promise.all([
    readListPage(query.page, (window) => listPeoplePage(db, { q: query.q, ...window }), PEOPLE_PAGE_SIZE),
    readListPage(query.invitationPage, (window) => listInvitationsPage(db, { q: query.q, ...window }), PEOPLE_PAGE_SIZE),
  ]);
  return { users: people.items, people: people.window, invitations: invitations.items, invitationWindow: invitations.window };
}
