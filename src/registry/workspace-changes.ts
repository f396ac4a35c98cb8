/**
 * What the action asks of workspaces and the organization's plan: a workspace's change requests (every page, checked),
 * Explorer's experimental bulk action that opens them, and the current feature set.
 */
import type { ChangeRequest, ChangeRequestBatch, FeatureSet } from '../model.ts';
import { parseBulkAction, parseChangeRequestPage, parseCurrentFeatureSet } from './answers.ts';
import { RegistryError, ResponseShapeError } from './errors.ts';
import { pagingChecks, type PageFacts } from './paging.ts';
import type { Transport } from './transport.ts';

/** Change requests asked for a page: the service's largest. */
const CHANGE_REQUEST_PAGE_SIZE = 100;
/** Pages read at most for one workspace: 2,000 change requests is beyond any real backlog. */
const MAX_CHANGE_REQUEST_PAGES = 20;

const { pageFacts, checkPage, checkComplete } = pagingChecks(
  "the workspace's change requests",
  (disagreement, what) =>
    new ResponseShapeError(
      `the workspace's change requests do not add up (${disagreement}): ${what}, so whether it already has one of this action's change requests is unknown`,
    ),
);

/** Every change request of a workspace (by name, as the API takes it), open or archived. */
export async function listWorkspaceChangeRequests(
  transport: Transport,
  baseUrl: string,
  workspace: string,
): Promise<ChangeRequest[]> {
  const url = `${baseUrl}/api/v2/workspaces/${encodeURIComponent(workspace)}/change-requests`;
  const requests: ChangeRequest[] = [];
  const ids = new Set<string>();
  let first: PageFacts | undefined;
  for (let page = 1; ; page++) {
    const params = new URLSearchParams({
      'page[number]': String(page),
      'page[size]': String(CHANGE_REQUEST_PAGE_SIZE),
    });
    const { body } = await transport.send('read change requests', 'GET', `${url}?${params.toString()}`);
    const { document, requests: listed } = parseChangeRequestPage(body, transport.scrub);
    for (const request of listed) {
      ids.add(request.id);
      requests.push(request);
    }
    const facts = pageFacts(document, listed.length);
    first ??= facts;
    if (!checkPage(page, facts, first)) {
      checkComplete(page, requests.length, ids.size, first);
      return requests;
    }
    if (page >= MAX_CHANGE_REQUEST_PAGES) {
      throw new ResponseShapeError(
        `the workspace's change requests still have more pages after ${MAX_CHANGE_REQUEST_PAGES} pages of ${CHANGE_REQUEST_PAGE_SIZE}`,
      );
    }
  }
}

/** One bulk action over workspaces named by an Explorer query (names are what the module view gives, not ids). */
export async function openChangeRequests(
  transport: Transport,
  baseUrl: string,
  organization: string,
  batch: ChangeRequestBatch,
): Promise<{ id?: string }> {
  const url = `${baseUrl}/api/v2/organizations/${encodeURIComponent(organization)}/explorer/bulk-actions`;
  const { body } = await transport.send('open change requests', 'POST', url, {
    data: {
      type: 'bulk_actions',
      attributes: {
        action_type: batch.actionType,
        action_inputs: { subject: batch.subject, message: batch.message },
        query: { type: 'workspaces', filter: [{ workspace_name: { is: [...batch.workspaces] } }] },
      },
    },
  });
  return parseBulkAction(body, transport.scrub);
}

/** Undefined where the service has no such endpoint (a 404: Terraform Enterprise), so the caller goes on as before. */
export async function readFeatureSet(
  transport: Transport,
  baseUrl: string,
  organization: string,
): Promise<FeatureSet | undefined> {
  const url = `${baseUrl}/api/v2/organizations/${encodeURIComponent(organization)}/feature-sets?page%5Bsize%5D=100`;
  try {
    const { body } = await transport.send('read feature sets', 'GET', url);
    return parseCurrentFeatureSet(body, transport.scrub);
  } catch (error) {
    if (error instanceof RegistryError && error.status === 404) return undefined;
    throw error;
  }
}
