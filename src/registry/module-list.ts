/**
 * Every private module of an organization, read whole or not at all: each page asked for by number on this service
 * (the token goes only to the host the workflow names) and checked (paging.ts), as a missed page would leave a module
 * out of a policy pattern or a report without a word.
 */
import type { ModuleAddress } from '../model.ts';
import { ResponseShapeError } from './errors.ts';
import { pagingChecks, type PageFacts, type PagingDisagreement } from './paging.ts';
import { parseAnswerJson } from './answers.ts';
import type { Transport } from './transport.ts';
import { show } from '../text.ts';

/** Modules per page asked for: the largest page the service gives. */
const MODULE_PAGE_SIZE = 100;
/** Pages read at most: 10,000 private modules is beyond any real organization. */
const MAX_MODULE_PAGES = 100;

/** Namespace and name as Terraform's module registry addresses allow them. */
const MODULE_NAME = /^[0-9A-Za-z](?:[0-9A-Za-z_-]{0,62}[0-9A-Za-z])?$/;
/** The target system ("provider") of a module address. */
const MODULE_PROVIDER = /^[0-9a-z]{1,64}$/;

/** The module list's paging did not add up, so the organization's modules are unknown. */
export class ModuleListPagingError extends ResponseShapeError {
  override name = 'ModuleListPagingError';
  readonly disagreement: PagingDisagreement;

  constructor(disagreement: PagingDisagreement, what: string) {
    super(
      `the registry's module list does not add up (${disagreement}): ${what}. Not every page can be shown read, so the organization's modules are unknown. A cache or proxy that ignores query strings can cause this; so can modules published while the pages were read (then running again helps).`,
    );
    this.disagreement = disagreement;
  }
}

const { pageFacts, checkPage, checkComplete } = pagingChecks(
  'the module list',
  (disagreement, what) => new ModuleListPagingError(disagreement, what),
);

/** The organization's private modules, in the order the service lists them. */
export async function readPrivateModules(
  transport: Transport,
  baseUrl: string,
  organization: string,
): Promise<ModuleAddress[]> {
  const url = `${baseUrl}/api/v2/organizations/${encodeURIComponent(organization)}/registry-modules`;
  const modules: ModuleAddress[] = [];
  // Every entry read, private or not, as the service counts them; and the distinct ones.
  let entries = 0;
  const distinct = new Set<string>();
  let first: PageFacts | undefined;
  for (let page = 1; ; page++) {
    const params = new URLSearchParams({
      'filter[registry_name]': 'private',
      'filter[organization_name]': organization,
      'page[number]': String(page),
      'page[size]': String(MODULE_PAGE_SIZE),
    });
    const { body } = await transport.send('list modules', 'GET', `${url}?${params.toString()}`);
    const document = parseAnswerJson(body, 'the module list', transport.scrub);
    const data = (document as { data?: unknown }).data;
    if (!Array.isArray(data)) {
      throw new ResponseShapeError('the module list has no `data` array; is the hostname an HCP Terraform host?');
    }
    for (const entry of data as unknown[]) {
      entries += 1;
      const module = privateModuleOf(entry, organization);
      distinct.add(JSON.stringify([(entry as { id?: unknown } | null)?.id, module]));
      if (module !== undefined) modules.push(module);
    }
    const facts = pageFacts(document, data.length);
    first ??= facts;
    if (!checkPage(page, facts, first)) {
      checkComplete(page, entries, distinct.size, first);
      return modules;
    }
    if (page >= MAX_MODULE_PAGES) {
      throw new ModuleListPagingError(
        'too-many-pages',
        `the answer still has more pages after ${MAX_MODULE_PAGES} pages of ${MODULE_PAGE_SIZE} modules`,
      );
    }
  }
}

/** One entry as a private module; undefined for a public one. A name no address can hold is refused, not skipped. */
function privateModuleOf(entry: unknown, organization: string): ModuleAddress | undefined {
  const attributes = (entry as { attributes?: Record<string, unknown> } | null)?.attributes ?? {};
  const registry = attributes['registry-name'];
  if (registry !== undefined && registry !== 'private') return undefined;
  const namespace = attributes.namespace ?? organization;
  const { name, provider } = attributes;
  if (
    typeof namespace !== 'string' ||
    typeof name !== 'string' ||
    typeof provider !== 'string' ||
    !MODULE_NAME.test(namespace) ||
    !MODULE_NAME.test(name) ||
    !MODULE_PROVIDER.test(provider)
  ) {
    throw new ResponseShapeError(
      `the module list has an entry that is no module address (namespace ${show(String(namespace))}, name ${show(String(name))}, provider ${show(String(provider))})`,
    );
  }
  return { namespace, name, provider };
}
