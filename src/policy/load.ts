/**
 * The policy file: parsed with `yaml`, checked completely before any request, and turned into
 * typed per-module rules. Every mistake is reported at once with its line and column, the way
 * an editor would show it. `schema/policy.schema.json` describes the same rules for editors; a
 * test keeps the two in agreement.
 */
import { LineCounter, isMap, isScalar, isSeq, parseDocument, type Node, type Pair } from 'yaml';
import {
  AddressError,
  parseModuleSource,
  parseServiceAddress,
  redactUserinfo,
  validatePart,
  type ModuleAddress,
} from '../address.ts';
import { parseConstraint, type Constraint } from '../versions/constraint.ts';
import { VersionSyntaxError } from '../versions/errors.ts';
import { MAX_REASON_LENGTH, show, validateLink } from '../validation.ts';

export interface PolicyRule {
  readonly versions: Constraint;
  readonly reason: string;
  readonly link: string;
}

export interface PolicyModule {
  /** Host from the module's `source`, when it names one. */
  readonly host?: string;
  readonly module: ModuleAddress;
  /** Organization in the management API path: the private registry's namespace. */
  readonly organization: string;
  readonly keepLatest: number;
  readonly prune: boolean;
  readonly rules: readonly PolicyRule[];
  /** Where the module's entry starts, for messages. */
  readonly line: number;
}

export interface Policy {
  readonly hostname?: string;
  readonly modules: readonly PolicyModule[];
}

export interface PolicyProblem {
  readonly line: number;
  readonly column: number;
  readonly message: string;
}

/** The file has mistakes; the message lists each as `file:line:column: message`. */
export class PolicyError extends Error {
  override name = 'PolicyError';
  readonly problems: readonly PolicyProblem[];
  constructor(file: string, problems: readonly PolicyProblem[]) {
    const lines = problems.map((p) => `  ${file}:${p.line}:${p.column}: ${p.message}`);
    super(
      `Input \`policy-file\`: ${file} has ${problems.length} problem${problems.length === 1 ? '' : 's'}:\n${lines.join('\n')}`,
    );
    this.problems = problems;
  }
}

const TOP_KEYS = ['$schema', 'hostname', 'organization', 'prune', 'modules'];
const MODULE_KEYS = ['source', 'organization', 'name', 'provider', 'keep-latest', 'prune', 'rules'];
const RULE_KEYS = ['versions', 'reason', 'link'];

export function parsePolicy(text: string, file: string): Policy {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true });
  const problems: PolicyProblem[] = [];
  const at = (offset: number | undefined, message: string): void => {
    const pos = lineCounter.linePos(offset ?? 0);
    problems.push({ line: pos.line, column: pos.col, message });
  };
  for (const error of doc.errors) at(error.pos[0], error.message.split('\n')[0] ?? error.message);
  if (problems.length > 0) throw new PolicyError(file, problems);

  const root = doc.contents;
  if (!isMap(root)) {
    at(root?.range?.[0], 'the file must be a mapping with a `modules` list');
    throw new PolicyError(file, problems);
  }

  /** A map's entries by key, reporting unknown keys. */
  const entries = (map: Node & { items: Pair[] }, allowed: string[], where: string): Map<string, Pair> => {
    const found = new Map<string, Pair>();
    for (const pair of map.items) {
      const key = isScalar(pair.key) ? String(pair.key.value) : '';
      if (!allowed.includes(key)) {
        at(
          (pair.key as Node | null)?.range?.[0],
          `${where}: unknown key ${show(key)}; expected one of ${allowed.join(', ')}`,
        );
      } else found.set(key, pair);
    }
    return found;
  };
  const startOf = (pair: Pair | undefined): number | undefined =>
    ((pair?.value as Node | null)?.range ?? (pair?.key as Node | null)?.range)?.[0];
  const string = (pair: Pair | undefined, what: string): string | undefined => {
    if (pair === undefined) return undefined;
    if (isScalar(pair.value) && typeof pair.value.value === 'string') return pair.value.value;
    at(startOf(pair), `${what} must be a string`);
    return undefined;
  };
  const boolean = (pair: Pair | undefined, what: string): boolean | undefined => {
    if (pair === undefined) return undefined;
    if (isScalar(pair.value) && typeof pair.value.value === 'boolean') return pair.value.value;
    at(startOf(pair), `${what} must be true or false`);
    return undefined;
  };
  const part = (pair: Pair | undefined, kind: Parameters<typeof validatePart>[0], what: string): string | undefined => {
    const value = string(pair, what);
    if (value === undefined) return undefined;
    try {
      return validatePart(kind, value);
    } catch (error) {
      at(startOf(pair), `${what} ${(error as Error).message}, got ${show(value)}`);
      return undefined;
    }
  };

  const top = entries(root, TOP_KEYS, 'top level');
  const hostname = string(top.get('hostname'), '`hostname`');
  if (hostname !== undefined) {
    try {
      parseServiceAddress(hostname);
    } catch (error) {
      if (!(error instanceof AddressError)) throw error;
      at(startOf(top.get('hostname')), `\`hostname\` ${error.message}, got ${show(redactUserinfo(hostname))}`);
    }
  }
  const organization = part(top.get('organization'), 'organization', '`organization`');
  const prune = boolean(top.get('prune'), '`prune`') ?? false;

  const modulesPair = top.get('modules');
  const modules: PolicyModule[] = [];
  if (modulesPair === undefined) {
    at(root.range?.[0], 'the file needs a `modules` list');
  } else if (!isSeq(modulesPair.value) || modulesPair.value.items.length === 0) {
    at(startOf(modulesPair), '`modules` must be a list with at least one module');
  } else {
    const seen = new Map<string, number>();
    modulesPair.value.items.forEach((item, i) => {
      const where = `modules[${i}]`;
      const node = item as Node;
      if (!isMap(node)) {
        at(node?.range?.[0], `${where} must be a mapping with \`source\` (or \`name\` and \`provider\`) and \`rules\``);
        return;
      }
      const line = lineCounter.linePos(node.range?.[0] ?? 0).line;
      const m = entries(node, MODULE_KEYS, where);
      let address: { host?: string; module: ModuleAddress } | undefined;
      const source = string(m.get('source'), `${where}.source`);
      if (source !== undefined) {
        const extra = ['name', 'provider', 'organization'].filter((k) => m.has(k));
        if (extra.length > 0)
          at(
            startOf(m.get(extra[0] as string)),
            `${where}: give either \`source\` or \`name\` and \`provider\`, not both`,
          );
        try {
          address = parseModuleSource(source);
        } catch (error) {
          if (!(error instanceof AddressError)) throw error;
          at(startOf(m.get('source')), `${where}.source ${error.message}, got ${show(source)}`);
        }
      } else if (m.has('name') || m.has('provider')) {
        const name = part(m.get('name'), 'module', `${where}.name`);
        const provider = part(m.get('provider'), 'provider', `${where}.provider`);
        const org = m.has('organization')
          ? part(m.get('organization'), 'organization', `${where}.organization`)
          : organization;
        if (!m.has('name')) at(node.range?.[0], `${where} needs \`name\` with \`provider\``);
        if (!m.has('provider')) at(node.range?.[0], `${where} needs \`provider\` with \`name\``);
        if (org === undefined && !m.has('organization') && top.get('organization') === undefined) {
          at(
            node.range?.[0],
            `${where} needs \`organization\` (here or at the top level) with \`name\` and \`provider\``,
          );
        }
        if (name !== undefined && provider !== undefined && org !== undefined) {
          address = { module: { namespace: org, name, provider } };
        }
      } else {
        at(node.range?.[0], `${where} needs \`source\`, or \`name\` and \`provider\``);
      }

      let keepLatest = 0;
      const keep = m.get('keep-latest');
      if (keep !== undefined) {
        const value = isScalar(keep.value) ? keep.value.value : undefined;
        if (typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 9999) keepLatest = value;
        else at(startOf(keep), `${where}.keep-latest must be a whole number from 0 to 9999`);
      }
      const modulePrune = boolean(m.get('prune'), `${where}.prune`) ?? prune;

      const rules: PolicyRule[] = [];
      const rulesPair = m.get('rules');
      if (rulesPair === undefined) {
        at(node.range?.[0], `${where} needs \`rules\`: a list of {versions, reason, link}`);
      } else if (!isSeq(rulesPair.value) || rulesPair.value.items.length === 0) {
        at(startOf(rulesPair), `${where}.rules must be a list with at least one rule`);
      } else {
        rulesPair.value.items.forEach((ruleItem, j) => {
          const ruleWhere = `${where}.rules[${j}]`;
          const ruleNode = ruleItem as Node;
          if (!isMap(ruleNode)) {
            at(ruleNode?.range?.[0], `${ruleWhere} must be a mapping with \`versions\`, \`reason\` and \`link\``);
            return;
          }
          const r = entries(ruleNode, RULE_KEYS, ruleWhere);
          const versionsText = string(r.get('versions'), `${ruleWhere}.versions`);
          const reason = string(r.get('reason'), `${ruleWhere}.reason`);
          const link = string(r.get('link'), `${ruleWhere}.link`) ?? '';
          let constraint: Constraint | undefined;
          if (!r.has('versions'))
            at(ruleNode.range?.[0], `${ruleWhere} needs \`versions\`, a constraint such as "< 2.0.0"`);
          else if (versionsText !== undefined) {
            try {
              constraint = parseConstraint(versionsText);
            } catch (error) {
              if (!(error instanceof VersionSyntaxError)) throw error;
              at(startOf(r.get('versions')), `${ruleWhere}.versions: ${error.message}`);
            }
          }
          if (!r.has('reason')) at(ruleNode.range?.[0], `${ruleWhere} needs \`reason\`: why consumers should move on`);
          else if (reason !== undefined && (reason.trim() === '' || reason.length > MAX_REASON_LENGTH)) {
            at(startOf(r.get('reason')), `${ruleWhere}.reason must be 1 to ${MAX_REASON_LENGTH} characters`);
          }
          const linkProblem = link !== '' ? validateLink(link) : undefined;
          if (linkProblem !== undefined)
            at(startOf(r.get('link')), `${ruleWhere}.link ${linkProblem}, got ${show(redactUserinfo(link))}`);
          if (constraint !== undefined && reason !== undefined)
            rules.push({ versions: constraint, reason: reason.trim(), link });
        });
      }

      if (address !== undefined) {
        // One run talks to one host, and the registry compares names without case: `acme/vpc/aws`
        // and `app.terraform.io/ACME/vpc/aws` are the same module and must not get two plans.
        const key = `${address.module.namespace}/${address.module.name}/${address.module.provider}`.toLowerCase();
        const first = seen.get(key);
        if (first !== undefined) at(node.range?.[0], `${where} repeats the module first listed on line ${first}`);
        else seen.set(key, line);
        modules.push({
          ...(address.host !== undefined && { host: address.host }),
          module: address.module,
          organization: address.module.namespace,
          keepLatest,
          prune: modulePrune,
          rules,
          line,
        });
      }
    });
  }
  if (problems.length > 0) {
    problems.sort((a, b) => a.line - b.line || a.column - b.column);
    throw new PolicyError(file, problems);
  }
  return { ...(hostname !== undefined && { hostname }), modules };
}
