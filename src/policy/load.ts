/**
 * The policy file: parsed with `yaml`, checked completely before any request, and turned into
 * typed per-module rules. Every mistake is reported at once with its line and column, the way
 * an editor would show it. `schema/policy.schema.json` describes the same rules for editors; a
 * test keeps the two in agreement.
 */
import { LineCounter, Parser, isAlias, isMap, isScalar, isSeq, parseDocument, type Node, type Pair } from 'yaml';
import { AddressError, parseModuleSource, parseServiceAddress, redactUserinfo, validatePart } from '../address.ts';
import type { ModuleAddress } from '../model.ts';
import { parseConstraint, type Constraint } from '../versions/constraint.ts';
import { VersionSyntaxError } from '../versions/errors.ts';
import { MAX_REASON_LENGTH, validateLink } from '../validation.ts';
import { show } from '../text.ts';

export interface PolicyRule {
  readonly versions: Constraint;
  readonly reason: string;
  readonly link: string;
  /** Where the rule takes its versions: deprecated (the default) or revoked. */
  readonly status: 'deprecated' | 'revoked';
  /** A schedule: deprecated until this day (UTC, `YYYY-MM-DD`), revoked from it on. */
  readonly revokeOn?: string;
  /** Revoke only the versions no workspace uses; the others stay deprecated. */
  readonly onlyUnused: boolean;
  /** Where the rule starts, for messages and annotations. */
  readonly line: number;
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
const RULE_KEYS = ['versions', 'reason', 'link', 'status', 'revoke-on', 'only-unused'];
const RULE_STATUSES = ['deprecated', 'revoked'] as const;
/** A calendar day as `revoke-on` takes it. */
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Nesting deeper than this is refused before the file is composed: a policy needs five levels
 * (file, modules, module, rules, rule), and the YAML composer recurses once per level, so a few
 * thousand would end in "Maximum call stack size exceeded".
 */
export const MAX_NESTING = 32;
/**
 * Aliases resolved while reading one file. Each resolution is a copy of its anchor's node, so a
 * bound keeps a small file from standing for an enormous one (the "billion laughs"); real
 * policies use a handful per module.
 */
export const MAX_ALIAS_USES = 1000;

/** A mapping entry with aliases resolved; `offset` is where it was written, for messages. */
interface Entry {
  readonly key: unknown;
  readonly value: unknown;
  readonly offset: number | undefined;
}

/**
 * Reads a policy file. Bytes are decoded as UTF-8, strictly: a file in another encoding would
 * otherwise send garbled reasons to the service.
 */
export function parsePolicy(content: string | Uint8Array, file: string): Policy {
  const text = typeof content === 'string' ? content : decodeUtf8(content, file);
  const nesting = tooDeep(text);
  if (nesting !== undefined) {
    throw new PolicyError(file, [
      {
        ...nesting.position,
        message: `the file nests collections more than ${MAX_NESTING} levels deep; a policy needs five: the file, \`modules\`, a module, its \`rules\`, a rule`,
      },
    ]);
  }
  const lineCounter = new LineCounter();
  // `merge`: `<<: *defaults` means what YAML 1.1 made it mean, as most YAML users expect.
  const doc = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true, merge: true });
  const problems: PolicyProblem[] = [];
  const at = (offset: number | undefined, message: string): void => {
    const pos = lineCounter.linePos(offset ?? 0);
    problems.push({ line: pos.line, column: pos.col, message });
  };
  for (const error of doc.errors) at(error.pos[0], error.message.split('\n')[0] ?? error.message);
  if (problems.length > 0) throw new PolicyError(file, problems);

  /** A node with an alias replaced by its anchor's node, within MAX_ALIAS_USES. */
  let aliasUses = 0;
  const resolve = (node: unknown): unknown => {
    if (!isAlias(node)) return node;
    aliasUses++;
    if (aliasUses > MAX_ALIAS_USES) {
      at(
        node.range?.[0],
        `the file uses aliases more than ${MAX_ALIAS_USES} times; write the repeated parts out, or anchor larger parts`,
      );
      throw new PolicyError(file, problems);
    }
    const target = node.resolve(doc);
    if (target === undefined) {
      at(
        node.range?.[0],
        `the alias ${show(`*${node.source}`)} names no anchor before it (anchors are written \`&name\`)`,
      );
    }
    return target;
  };
  const itemsOf = (seq: { items: unknown[] }): unknown[] => seq.items.map(resolve);

  const root = resolve(doc.contents) as Node | null;
  if (!isMap(root)) {
    at(root?.range?.[0], 'the file must be a mapping with a `modules` list');
    throw new PolicyError(file, problems);
  }

  /**
   * A map's entries by key, aliases resolved, reporting unknown keys. `<<` merges the keys of
   * the mapping (or list of mappings) it names that the map does not set itself; the first
   * mapping listed wins, as in YAML 1.1.
   */
  const entries = (map: Node & { items: Pair[] }, allowed: string[], where: string): Map<string, Entry> => {
    const found = new Map<string, Entry>();
    const merged: Array<Map<string, Entry>> = [];
    for (const pair of map.items) {
      const keyNode = resolve(pair.key);
      const offset = ((pair.value as Node | null)?.range ?? (pair.key as Node | null)?.range)?.[0];
      if (isScalar(keyNode) && typeof keyNode.value === 'symbol') {
        const source = resolve(pair.value);
        const maps = isSeq(source) ? itemsOf(source) : [source];
        for (const m of maps) {
          if (isMap(m)) merged.push(entries(m, allowed, where));
          else at(offset, `${where}: \`<<\` merges a mapping or a list of mappings`);
        }
        continue;
      }
      const key = isScalar(keyNode) ? String(keyNode.value) : '';
      if (!allowed.includes(key)) {
        at(
          (pair.key as Node | null)?.range?.[0],
          `${where}: unknown key ${show(key)}; expected one of ${allowed.join(', ')}`,
        );
      } else found.set(key, { key: keyNode, value: resolve(pair.value), offset });
    }
    for (const m of merged) for (const [key, entry] of m) if (!found.has(key)) found.set(key, entry);
    return found;
  };
  const startOf = (entry: Entry | undefined): number | undefined => entry?.offset;
  const string = (pair: Entry | undefined, what: string): string | undefined => {
    if (pair === undefined) return undefined;
    if (isScalar(pair.value) && typeof pair.value.value === 'string') return pair.value.value;
    at(startOf(pair), `${what} must be a string`);
    return undefined;
  };
  /**
   * A day written `2027-03-01`, quoted or not. Read from the text as written, never from a date the
   * YAML reader made of it (`%YAML 1.1`, `!!timestamp`): that one rolls 2027-02-30 over to 2 March
   * and moves a time with an offset to another day, so the versions would be revoked on a day
   * nobody wrote.
   */
  const day = (pair: Entry | undefined, what: string): string | undefined => {
    if (pair === undefined) return undefined;
    const node = isScalar(pair.value) ? pair.value : undefined;
    const asWritten = node !== undefined && (node.tag === undefined || node.tag === 'tag:yaml.org,2002:str');
    const text = asWritten && typeof node.source === 'string' ? node.source : '';
    const match = DAY.exec(text);
    const date = match !== null ? new Date(`${text}T00:00:00Z`) : undefined;
    if (date === undefined || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== text) {
      at(startOf(pair), `${what} must be a day written YYYY-MM-DD (UTC), e.g. 2027-03-01`);
      return undefined;
    }
    return text;
  };
  const boolean = (pair: Entry | undefined, what: string): boolean | undefined => {
    if (pair === undefined) return undefined;
    if (isScalar(pair.value) && typeof pair.value.value === 'boolean') return pair.value.value;
    at(startOf(pair), `${what} must be true or false`);
    return undefined;
  };
  const part = (
    pair: Entry | undefined,
    kind: Parameters<typeof validatePart>[0],
    what: string,
  ): string | undefined => {
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
        itemsOf(rulesPair.value).forEach((ruleItem, j) => {
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
          const statusText = string(r.get('status'), `${ruleWhere}.status`) ?? 'deprecated';
          // Exactly as the schema says, so that the editor and the action agree on the file.
          const status = RULE_STATUSES.find((s) => s === statusText);
          if (status === undefined) {
            const meant = RULE_STATUSES.find((s) => s === statusText.trim().toLowerCase());
            at(
              startOf(r.get('status')),
              `${ruleWhere}.status must be deprecated or revoked, got ${show(statusText)}${meant !== undefined ? `: write ${meant}, in lower case and without spaces` : /^un/i.test(statusText.trim()) ? ': to take versions back, remove the rule and set `prune: true`' : ''}`,
            );
          }
          const revokeOn = day(r.get('revoke-on'), `${ruleWhere}.revoke-on`);
          if (revokeOn !== undefined && status === 'revoked') {
            at(
              startOf(r.get('revoke-on')),
              `${ruleWhere} has both \`status: revoked\` (revoke now) and \`revoke-on\` (revoke from a date): keep one`,
            );
          }
          const onlyUnused = boolean(r.get('only-unused'), `${ruleWhere}.only-unused`) ?? false;
          if (onlyUnused && status !== 'revoked' && revokeOn === undefined) {
            at(
              startOf(r.get('only-unused')),
              `${ruleWhere}.only-unused applies to a revocation: give \`status: revoked\` or \`revoke-on\` too`,
            );
          }
          if (constraint !== undefined && reason !== undefined && status !== undefined)
            rules.push({
              versions: constraint,
              reason: reason.trim(),
              link,
              status,
              ...(revokeOn !== undefined && { revokeOn }),
              onlyUnused,
              line: lineCounter.linePos(ruleNode.range?.[0] ?? 0).line,
            });
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

/**
 * Where the text first nests collections deeper than MAX_NESTING, if it does. Measured on the
 * CST, which `yaml` builds without recursion, walked with an explicit stack: neither can run out
 * of call stack, whatever the depth.
 */
function tooDeep(text: string): { position: { line: number; column: number } } | undefined {
  const lineCounter = new LineCounter();
  const stack: Array<{ node: unknown; depth: number }> = [];
  for (const token of new Parser(lineCounter.addNewLine).parse(text)) stack.push({ node: token, depth: 0 });
  for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
    const { node, depth } = next;
    const type = (node as { type?: unknown }).type;
    const here = type === 'block-map' || type === 'block-seq' || type === 'flow-collection' ? depth + 1 : depth;
    if (here > MAX_NESTING) {
      const pos = lineCounter.linePos((node as { offset?: number }).offset ?? 0);
      return { position: { line: pos.line, column: pos.col } };
    }
    for (const child of Object.values(node as object)) {
      if (typeof child === 'object' && child !== null) stack.push({ node: child, depth: here });
    }
  }
  return undefined;
}

/**
 * The file's bytes as text, refusing any that are not UTF-8 with the place of the first bad
 * sequence. Bisection finds the shortest prefix that fails to decode as a stream (a character
 * cut at the end does not count against a prefix there, so failing is monotone in the length);
 * the bad sequence starts at the last character boundary before its end.
 */
function decodeUtf8(bytes: Uint8Array, file: string): string {
  const decodes = (length: number, stream: boolean): boolean => {
    try {
      new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(0, length), { stream });
      return true;
    } catch {
      return false;
    }
  };
  if (decodes(bytes.length, false)) return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  let good = 0;
  let bad = bytes.length;
  while (bad - good > 1) {
    const middle = Math.floor((good + bad) / 2);
    if (decodes(middle, true)) good = middle;
    else bad = middle;
  }
  // A UTF-8 character is at most 4 bytes, so its boundary is at most 4 back.
  let start = bad - 1;
  while (start > 0 && start > bad - 5 && !decodes(start, false)) start--;
  const lineStart = start === 0 ? 0 : bytes.lastIndexOf(0x0a, start - 1) + 1;
  const line = bytes.subarray(0, lineStart).filter((b) => b === 0x0a).length + 1;
  const column = new TextDecoder('utf-8').decode(bytes.subarray(lineStart, start)).length + 1;
  const hex = (b: number | undefined): string => `0x${(b ?? 0).toString(16).padStart(2, '0')}`;
  throw new PolicyError(file, [
    {
      line,
      column,
      message: `the file is not UTF-8 text: the bytes here (from ${hex(bytes[start])}) are not a UTF-8 character; save it as UTF-8`,
    },
  ]);
}
