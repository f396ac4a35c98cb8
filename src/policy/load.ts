/**
 * The policy file: parsed with `yaml`, checked completely before any request, and turned into typed per-module rules.
 * Every mistake is reported at once at its line and column. `schema/policy.schema.json` says the same for editors
 * (a test keeps the two in agreement).
 */
import { isMap, isScalar, isSeq, type Node } from 'yaml';
import { AddressError, moduleName, parseModuleSource, parseServiceAddress, redactUserinfo } from '../address.ts';
import type { ModuleAddress } from '../model.ts';
import { parseConstraint, type Constraint } from '../versions/constraint-syntax.ts';
import { VersionSyntaxError } from '../versions/errors.ts';
import { MAX_REASON_LENGTH, validateLink } from '../validation.ts';
import { show } from '../text.ts';
import { PolicyReader, type Entry } from './yaml-reader.ts';
import { isPattern, parseModulePattern, patternText, type ModulePattern } from '../module-pattern.ts';
import { POLICY_PATTERNS } from './patterns.ts';
import type { Policy, PolicyModule, PolicyPattern, PolicyRule } from './types.ts';

/** A module's key for the newest releases its rules leave alone: the plan's messages name it too. */
export const KEEP_LATEST = 'keep-latest';
/** A rule's key for revoking only the versions no workspace uses: the plan's messages name it too. */
export const ONLY_UNUSED = 'only-unused';
const TOP_KEYS = ['$schema', 'hostname', 'organization', 'prune', 'modules'];
const MODULE_KEYS = ['source', 'exclude', 'organization', 'name', 'provider', KEEP_LATEST, 'prune', 'rules'];
const RULE_KEYS = ['versions', 'reason', 'link', 'status', 'revoke-on', ONLY_UNUSED];
const RULE_STATUSES = ['deprecated', 'revoked'] as const;

/** What the top level gives every module: its organization and prune, when set there. */
interface ModuleDefaults {
  readonly organization: string | undefined;
  readonly organizationGiven: boolean;
  readonly prune: boolean;
}

export function parsePolicy(content: string | Uint8Array, file: string): Policy {
  // Typed, so that `reader.fail()` narrows as a function that never returns.
  const reader: PolicyReader = new PolicyReader(content, file);
  const root = reader.root as Node | null;
  if (!isMap(root)) {
    reader.at(root?.range?.[0], 'the file must be a mapping with a `modules` list');
    reader.fail();
  }
  const top = reader.entries(root, TOP_KEYS, 'top level');
  const hostname = readHostname(reader, top.get('hostname'));
  const defaults: ModuleDefaults = {
    organization: reader.part(top.get('organization'), 'organization', '`organization`'),
    organizationGiven: top.get('organization') !== undefined,
    prune: reader.boolean(top.get('prune'), '`prune`') ?? false,
  };
  const read = readModules(reader, top.get('modules'), root.range?.[0], defaults);
  if (reader.problems.length > 0) {
    reader.problems.sort((a, b) => a.line - b.line || a.column - b.column);
    reader.fail();
  }
  return { ...(hostname !== undefined && { hostname }), ...read };
}

function readHostname(reader: PolicyReader, entry: Entry | undefined): string | undefined {
  const hostname = reader.string(entry, '`hostname`');
  if (hostname !== undefined) {
    try {
      parseServiceAddress(hostname);
    } catch (error) {
      if (!(error instanceof AddressError)) throw error;
      reader.at(entry?.offset, `\`hostname\` ${error.message}, got ${show(redactUserinfo(hostname))}`);
    }
  }
  return hostname;
}

/** The `modules` list; a module named twice (without case) is reported at its second entry. */
function readModules(
  reader: PolicyReader,
  modulesPair: Entry | undefined,
  rootOffset: number | undefined,
  defaults: ModuleDefaults,
): { modules: PolicyModule[]; patterns: PolicyPattern[] } {
  const modules: PolicyModule[] = [];
  const patterns: (PolicyPattern & { offset: number | undefined })[] = [];
  if (modulesPair === undefined) {
    reader.at(rootOffset, 'the file needs a `modules` list');
  } else if (!isSeq(modulesPair.value) || modulesPair.value.items.length === 0) {
    reader.at(modulesPair.offset, '`modules` must be a list with at least one module');
  } else {
    const seen = new Map<string, number>();
    modulesPair.value.items.forEach((item, i) => {
      const where = `modules[${i}]`;
      const read = readModule(reader, item as Node, where, defaults);
      if (read === undefined) return;
      if ('pattern' in read) {
        patterns.push({ ...read.pattern, offset: read.offset });
        return;
      }
      // One run talks to one host, and the registry compares names without case: `acme/vpc/aws`
      // and `app.terraform.io/ACME/vpc/aws` are the same module and must not get two plans.
      const { module } = read;
      const key = moduleName(module.module).toLowerCase();
      const first = seen.get(key);
      if (first !== undefined) reader.at(read.offset, `${where} repeats the module first listed on line ${first}`);
      else seen.set(key, module.line);
      modules.push(module);
    });
    // The same pattern twice: its modules would have two sets of rules.
    const patternLines = new Map<string, number>();
    for (const p of patterns) {
      const key = p.source.toLowerCase();
      const first = patternLines.get(key);
      if (first !== undefined) reader.at(p.offset, `the pattern \`${p.source}\` repeats the one on line ${first}`);
      else patternLines.set(key, p.line);
    }
  }
  return { modules, patterns: patterns.map(({ offset: _offset, ...p }) => p) };
}

/** One module entry (or pattern), or undefined when its address cannot be read (the problems say why). */
function readModule(
  reader: PolicyReader,
  node: Node,
  where: string,
  defaults: ModuleDefaults,
):
  | { module: PolicyModule; offset: number | undefined }
  | { pattern: PolicyPattern; offset: number | undefined }
  | undefined {
  if (!isMap(node)) {
    reader.at(
      node?.range?.[0],
      `${where} must be a mapping with \`source\` (or \`name\` and \`provider\`) and \`rules\``,
    );
    return undefined;
  }
  const offset = node.range?.[0];
  const line = reader.lineOf(offset);
  const m = reader.entries(node, MODULE_KEYS, where);
  const address = readModuleAddress(reader, m, offset, where, defaults);
  const keepLatest = readKeepLatest(reader, m.get(KEEP_LATEST), where);
  const prune = reader.boolean(m.get('prune'), `${where}.prune`) ?? defaults.prune;
  const rules = readRules(reader, m.get('rules'), offset, where);
  const exclude = readExclude(reader, m.get('exclude'), where, address);
  if (address === undefined) return undefined;
  if ('pattern' in address) {
    const { pattern, host } = address;
    const settings = { organization: pattern.namespace, keepLatest, prune, rules, line };
    const source = patternText(pattern);
    return { pattern: { ...(host !== undefined && { host }), ...settings, pattern, source, exclude }, offset };
  }
  const { module, host } = address;
  const settings = { organization: module.namespace, keepLatest, prune, rules, line };
  return { module: { ...(host !== undefined && { host }), module, ...settings }, offset };
}

/** The module's address, from `source` or from `name`, `provider` and an organization. */
function readModuleAddress(
  reader: PolicyReader,
  m: Map<string, Entry>,
  offset: number | undefined,
  where: string,
  defaults: ModuleDefaults,
): { host?: string; module: ModuleAddress } | { host?: string; pattern: ModulePattern } | undefined {
  const source = reader.string(m.get('source'), `${where}.source`);
  if (source !== undefined) {
    const extra = ['name', 'provider', 'organization'].filter((k) => m.has(k));
    if (extra.length > 0)
      reader.at(
        m.get(extra[0] as string)?.offset,
        `${where}: give either \`source\` or \`name\` and \`provider\`, not both`,
      );
    try {
      return isPattern(source) ? parseModulePattern(source, POLICY_PATTERNS) : parseModuleSource(source);
    } catch (error) {
      if (!(error instanceof AddressError)) throw error;
      reader.at(m.get('source')?.offset, `${where}.source ${error.message}, got ${show(source)}`);
      return undefined;
    }
  }
  if (!m.has('name') && !m.has('provider')) {
    reader.at(offset, `${where} needs \`source\`, or \`name\` and \`provider\``);
    return undefined;
  }
  const name = reader.part(m.get('name'), 'module', `${where}.name`);
  const provider = reader.part(m.get('provider'), 'provider', `${where}.provider`);
  const org = m.has('organization')
    ? reader.part(m.get('organization'), 'organization', `${where}.organization`)
    : defaults.organization;
  if (!m.has('name')) reader.at(offset, `${where} needs \`name\` with \`provider\``);
  if (!m.has('provider')) reader.at(offset, `${where} needs \`provider\` with \`name\``);
  if (org === undefined && !m.has('organization') && !defaults.organizationGiven) {
    reader.at(offset, `${where} needs \`organization\` (here or at the top level) with \`name\` and \`provider\``);
  }
  if (name !== undefined && provider !== undefined && org !== undefined) {
    return { module: { namespace: org, name, provider } };
  }
  return undefined;
}

/** `exclude`: patterns (or addresses) of modules a pattern must not take; only with a pattern. */
function readExclude(
  reader: PolicyReader,
  entry: Entry | undefined,
  where: string,
  address: { module: ModuleAddress } | { pattern: ModulePattern } | undefined,
): ModulePattern[] {
  if (entry === undefined) return [];
  if (address !== undefined && !('pattern' in address)) {
    reader.at(entry.offset, `${where}.exclude applies to a pattern: its \`source\` names one module`);
    return [];
  }
  if (!isSeq(entry.value) || entry.value.items.length === 0) {
    reader.at(entry.offset, `${where}.exclude must be a list of module patterns such as acme/legacy-*/aws`);
    return [];
  }
  const exclude: ModulePattern[] = [];
  reader.itemsOf(entry.value).forEach((item, k) => {
    const node = item as Node;
    const text = isScalar(node) && typeof node.value === 'string' ? node.value : undefined;
    const offset = node?.range?.[0];
    if (text === undefined) return reader.at(offset, `${where}.exclude[${k}] must be a string`);
    try {
      const { pattern } = parseModulePattern(text, POLICY_PATTERNS);
      if (address !== undefined && pattern.namespace.toLowerCase() !== address.pattern.namespace.toLowerCase()) {
        return reader.at(
          offset,
          `${where}.exclude[${k}] is in another namespace than the pattern, so it excludes nothing`,
        );
      }
      exclude.push(pattern);
    } catch (error) {
      if (!(error instanceof AddressError)) throw error;
      reader.at(offset, `${where}.exclude[${k}] ${error.message}, got ${show(text)}`);
    }
  });
  return exclude;
}

function readKeepLatest(reader: PolicyReader, keep: Entry | undefined, where: string): number {
  if (keep === undefined) return 0;
  const value = isScalar(keep.value) ? keep.value.value : undefined;
  if (typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 9999) return value;
  reader.at(keep.offset, `${where}.${KEEP_LATEST} must be a whole number from 0 to 9999`);
  return 0;
}

function readRules(
  reader: PolicyReader,
  rulesPair: Entry | undefined,
  moduleOffset: number | undefined,
  where: string,
): PolicyRule[] {
  if (rulesPair === undefined) {
    reader.at(moduleOffset, `${where} needs \`rules\`: a list of {versions, reason, link}`);
    return [];
  }
  if (!isSeq(rulesPair.value) || rulesPair.value.items.length === 0) {
    reader.at(rulesPair.offset, `${where}.rules must be a list with at least one rule`);
    return [];
  }
  const rules: PolicyRule[] = [];
  reader.itemsOf(rulesPair.value).forEach((ruleItem, j) => {
    const rule = readRule(reader, ruleItem as Node, `${where}.rules[${j}]`);
    if (rule !== undefined) rules.push(rule);
  });
  return rules;
}

/** One rule, or undefined when its versions, reason or status cannot be read. */
function readRule(reader: PolicyReader, ruleNode: Node, ruleWhere: string): PolicyRule | undefined {
  if (!isMap(ruleNode)) {
    reader.at(ruleNode?.range?.[0], `${ruleWhere} must be a mapping with \`versions\`, \`reason\` and \`link\``);
    return undefined;
  }
  const offset = ruleNode.range?.[0];
  const r = reader.entries(ruleNode, RULE_KEYS, ruleWhere);
  const versionsText = reader.string(r.get('versions'), `${ruleWhere}.versions`);
  const reason = reader.string(r.get('reason'), `${ruleWhere}.reason`);
  const link = reader.string(r.get('link'), `${ruleWhere}.link`) ?? '';
  let constraint: Constraint | undefined;
  if (!r.has('versions')) reader.at(offset, `${ruleWhere} needs \`versions\`, a constraint such as "< 2.0.0"`);
  else if (versionsText !== undefined) {
    try {
      constraint = parseConstraint(versionsText);
    } catch (error) {
      if (!(error instanceof VersionSyntaxError)) throw error;
      reader.at(r.get('versions')?.offset, `${ruleWhere}.versions: ${error.message}`);
    }
  }
  if (!r.has('reason')) reader.at(offset, `${ruleWhere} needs \`reason\`: why consumers should move on`);
  else if (reason !== undefined && (reason.trim() === '' || reason.length > MAX_REASON_LENGTH)) {
    reader.at(r.get('reason')?.offset, `${ruleWhere}.reason must be 1 to ${MAX_REASON_LENGTH} characters`);
  }
  const linkProblem = link !== '' ? validateLink(link) : undefined;
  if (linkProblem !== undefined)
    reader.at(r.get('link')?.offset, `${ruleWhere}.link ${linkProblem}, got ${show(redactUserinfo(link))}`);
  const status = readRuleStatus(reader, r.get('status'), ruleWhere);
  const revokeOn = reader.day(r.get('revoke-on'), `${ruleWhere}.revoke-on`);
  if (revokeOn !== undefined && status === 'revoked') {
    reader.at(
      r.get('revoke-on')?.offset,
      `${ruleWhere} has both \`status: revoked\` (revoke now) and \`revoke-on\` (revoke from a date): keep one`,
    );
  }
  const onlyUnused = reader.boolean(r.get(ONLY_UNUSED), `${ruleWhere}.${ONLY_UNUSED}`) ?? false;
  if (onlyUnused && status !== 'revoked' && revokeOn === undefined) {
    reader.at(
      r.get(ONLY_UNUSED)?.offset,
      `${ruleWhere}.${ONLY_UNUSED} applies to a revocation: give \`status: revoked\` or \`revoke-on\` too`,
    );
  }
  if (constraint === undefined || reason === undefined || status === undefined) return undefined;
  return {
    versions: constraint,
    reason: reason.trim(),
    link,
    status,
    ...(revokeOn !== undefined && { revokeOn }),
    onlyUnused,
    line: reader.lineOf(offset),
  };
}

/** `status`, exactly as the schema says, so that the editor and the action agree on the file. */
function readRuleStatus(
  reader: PolicyReader,
  entry: Entry | undefined,
  ruleWhere: string,
): PolicyRule['status'] | undefined {
  const statusText = reader.string(entry, `${ruleWhere}.status`) ?? 'deprecated';
  const status = RULE_STATUSES.find((s) => s === statusText);
  if (status === undefined) {
    const meant = RULE_STATUSES.find((s) => s === statusText.trim().toLowerCase());
    reader.at(
      entry?.offset,
      `${ruleWhere}.status must be deprecated or revoked, got ${show(statusText)}${meant !== undefined ? `: write ${meant}, in lower case and without spaces` : /^un/i.test(statusText.trim()) ? ': to take versions back, remove the rule and set `prune: true`' : ''}`,
    );
  }
  return status;
}
