export const id = 164;
export const ids = [164];
export const modules = {

/***/ 7580:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Pt: () => (/* binding */ isPattern),
/* harmony export */   U: () => (/* binding */ patternText),
/* harmony export */   YG: () => (/* binding */ parseModulePattern),
/* harmony export */   l2: () => (/* binding */ patternMatcher),
/* harmony export */   nB: () => (/* binding */ ANY_NAMESPACE)
/* harmony export */ });
/* unused harmony export partMatches */
/* harmony import */ var _address_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6355);
/**
 * Patterns over module addresses, one meaning wherever a user writes one (a policy's `source` and `exclude`, the
 * report's `source` or `module`): `[HOST/]NAMESPACE/NAME/PROVIDER` with `*` for any run of characters within NAME or
 * PROVIDER (`acme/network-*\/*`). Each `*` is checked as a letter would be, so a pattern only matches names an address
 * can hold; names match without case, as the registry compares them. The namespace is the organization whose modules
 * are listed, so never a pattern; a caller that knows the organization may allow `*` as the whole namespace. Pure.
 */

const ANY_NAMESPACE = '*';
/** Whether a `source` is a pattern rather than one module's address. */
const isPattern = (source) => source.includes('*');
const NAMESPACE_EXPECTED = 'letters, digits, `-` and `_`, starting and ending with a letter or digit, at most 64';
const EXPECTED = {
    module: 'letters, digits, `-`, `_` and `*`, starting and ending with a letter, digit or `*`, at most 64',
    provider: 'lower-case letters, digits and `*`, at most 64 (e.g. aws)',
};
const LABEL = { module: 'module name', provider: 'provider' };
/** Reads a pattern, or throws an AddressError whose message follows the name of what held it. */
function parseModulePattern(raw, options) {
    const parts = raw.trim().split('/');
    if (parts.length !== 3 && parts.length !== 4) {
        const namespace = options.namespaceWildcard ? ', or `*` as the whole NAMESPACE' : '';
        throw new _address_js__WEBPACK_IMPORTED_MODULE_0__/* .AddressError */ .Hi(`must be [HOST/]NAMESPACE/NAME/PROVIDER, with \`*\` for any run of characters within NAME or PROVIDER${namespace} (e.g. acme/*/aws)`);
    }
    const host = parts.length === 4 ? (0,_address_js__WEBPACK_IMPORTED_MODULE_0__/* .parseSourceHost */ .h7)(parts[0]) : undefined;
    const [namespace, name, provider] = parts.slice(-3);
    return {
        ...(host !== undefined && { host }),
        pattern: {
            namespace: namespacePart(namespace, options),
            name: wildPart('module', name),
            provider: wildPart('provider', provider),
        },
    };
}
function namespacePart(value, options) {
    if (options.namespaceWildcard && value === ANY_NAMESPACE)
        return value;
    if (value.includes('*')) {
        throw new _address_js__WEBPACK_IMPORTED_MODULE_0__/* .AddressError */ .Hi(options.namespaceWildcard
            ? 'may give the namespace as a name or as `*`, never a pattern within it: the namespace is the one organization whose modules are listed'
            : 'may hold `*` in the module name and provider only: the namespace is the organization whose modules are listed');
    }
    if (!fits('namespace', value))
        throw new _address_js__WEBPACK_IMPORTED_MODULE_0__/* .AddressError */ .Hi(`has an invalid namespace: expected ${NAMESPACE_EXPECTED}`);
    return value;
}
function wildPart(part, value) {
    if (!fits(part, value.replaceAll('*', 'x'))) {
        throw new _address_js__WEBPACK_IMPORTED_MODULE_0__/* .AddressError */ .Hi(`has an invalid ${LABEL[part]}: expected ${EXPECTED[part]}`);
    }
    return value;
}
/** The address rule of address.ts, whitespace included (validatePart would trim it away). */
function fits(part, value) {
    if (/\s/.test(value))
        return false;
    try {
        (0,_address_js__WEBPACK_IMPORTED_MODULE_0__/* .validatePart */ .si)(part, value);
        return true;
    }
    catch (error) {
        if (error instanceof _address_js__WEBPACK_IMPORTED_MODULE_0__/* .AddressError */ .Hi)
            return false;
        throw error;
    }
}
const patternText = (p) => `${p.namespace}/${p.name}/${p.provider}`;
/**
 * Whether `text` matches `part` (`*` for any run of characters), without case. The pieces between the stars are found
 * left to right, each at its first place after the one before, the last at the end: the first place is always as good
 * as a later one, so no choice is revisited. Linear in the name's length (at most `text.length × part.length`
 * comparisons, counted in `steps`), where a regular expression of `a*a*a*…b` backtracks for seconds on a long name.
 */
function partMatches(part, text, steps = { count: 0 }) {
    const pieces = part.toLowerCase().split('*');
    const name = text.toLowerCase();
    const first = pieces[0];
    if (pieces.length === 1)
        return name === first;
    const last = pieces[pieces.length - 1];
    if (name.length < first.length + last.length)
        return false;
    const at = (piece, start) => {
        for (let i = 0; i < piece.length; i++) {
            steps.count += 1;
            if (name[start + i] !== piece[i])
                return false;
        }
        return true;
    };
    if (!at(first, 0) || !at(last, name.length - last.length))
        return false;
    let from = first.length;
    const end = name.length - last.length;
    for (const piece of pieces.slice(1, -1)) {
        let found = -1;
        for (let start = from; start + piece.length <= end; start++) {
            if (at(piece, start)) {
                found = start;
                break;
            }
        }
        if (found < 0)
            return false;
        from = found + piece.length;
    }
    return true;
}
/** A predicate over module addresses: without case, each `*` within its own part. */
function patternMatcher(pattern) {
    const namespace = pattern.namespace === ANY_NAMESPACE ? undefined : pattern.namespace.toLowerCase();
    return (m) => (namespace === undefined || m.namespace.toLowerCase() === namespace) &&
        partMatches(pattern.name, m.name) &&
        partMatches(pattern.provider, m.provider);
}


/***/ }),

/***/ 8164:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EG: () => (/* binding */ ONLY_UNUSED),
/* harmony export */   ON: () => (/* binding */ parsePolicy),
/* harmony export */   QC: () => (/* binding */ KEEP_LATEST)
/* harmony export */ });
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8815);
/* harmony import */ var _address_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6355);
/* harmony import */ var _versions_constraint_syntax_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7464);
/* harmony import */ var _versions_errors_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(1214);
/* harmony import */ var _validation_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4344);
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8992);
/* harmony import */ var _yaml_reader_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(559);
/* harmony import */ var _module_pattern_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(7580);
/* harmony import */ var _patterns_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(2819);
/**
 * The policy file: parsed with `yaml`, checked completely before any request, and turned into typed per-module rules.
 * Every mistake is reported at once at its line and column. `schema/policy.schema.json` says the same for editors
 * (a test keeps the two in agreement).
 */









/** A module's key for the newest releases its rules leave alone: the plan's messages name it too. */
const KEEP_LATEST = 'keep-latest';
/** A rule's key for revoking only the versions no workspace uses: the plan's messages name it too. */
const ONLY_UNUSED = 'only-unused';
const TOP_KEYS = ['$schema', 'hostname', 'organization', 'prune', 'modules'];
const MODULE_KEYS = ['source', 'exclude', 'organization', 'name', 'provider', KEEP_LATEST, 'prune', 'rules'];
const RULE_KEYS = ['versions', 'reason', 'link', 'status', 'revoke-on', ONLY_UNUSED];
const RULE_STATUSES = ['deprecated', 'revoked'];
function parsePolicy(content, file) {
    // Typed, so that `reader.fail()` narrows as a function that never returns.
    const reader = new _yaml_reader_js__WEBPACK_IMPORTED_MODULE_5__/* .PolicyReader */ .yu(content, file);
    const root = reader.root;
    if (!(0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isMap */ .jh)(root)) {
        reader.at(root?.range?.[0], 'the file must be a mapping with a `modules` list');
        reader.fail();
    }
    const top = reader.entries(root, TOP_KEYS, 'top level');
    const hostname = readHostname(reader, top.get('hostname'));
    const defaults = {
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
function readHostname(reader, entry) {
    const hostname = reader.string(entry, '`hostname`');
    if (hostname !== undefined) {
        try {
            (0,_address_js__WEBPACK_IMPORTED_MODULE_1__/* .parseServiceAddress */ .ZM)(hostname);
        }
        catch (error) {
            if (!(error instanceof _address_js__WEBPACK_IMPORTED_MODULE_1__/* .AddressError */ .Hi))
                throw error;
            reader.at(entry?.offset, `\`hostname\` ${error.message}, got ${(0,_text_js__WEBPACK_IMPORTED_MODULE_4__/* .show */ .WU)((0,_address_js__WEBPACK_IMPORTED_MODULE_1__/* .redactUserinfo */ .PM)(hostname))}`);
        }
    }
    return hostname;
}
/** The `modules` list; a module named twice (without case) is reported at its second entry. */
function readModules(reader, modulesPair, rootOffset, defaults) {
    const modules = [];
    const patterns = [];
    if (modulesPair === undefined) {
        reader.at(rootOffset, 'the file needs a `modules` list');
    }
    else if (!(0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isSeq */ .oP)(modulesPair.value) || modulesPair.value.items.length === 0) {
        reader.at(modulesPair.offset, '`modules` must be a list with at least one module');
    }
    else {
        const seen = new Map();
        modulesPair.value.items.forEach((item, i) => {
            const where = `modules[${i}]`;
            const read = readModule(reader, item, where, defaults);
            if (read === undefined)
                return;
            if ('pattern' in read) {
                patterns.push({ ...read.pattern, offset: read.offset });
                return;
            }
            // One run talks to one host, and the registry compares names without case: `acme/vpc/aws`
            // and `app.terraform.io/ACME/vpc/aws` are the same module and must not get two plans.
            const { module } = read;
            const key = (0,_address_js__WEBPACK_IMPORTED_MODULE_1__/* .moduleName */ .AO)(module.module).toLowerCase();
            const first = seen.get(key);
            if (first !== undefined)
                reader.at(read.offset, `${where} repeats the module first listed on line ${first}`);
            else
                seen.set(key, module.line);
            modules.push(module);
        });
        // The same pattern twice: its modules would have two sets of rules.
        const patternLines = new Map();
        for (const p of patterns) {
            const key = p.source.toLowerCase();
            const first = patternLines.get(key);
            if (first !== undefined)
                reader.at(p.offset, `the pattern \`${p.source}\` repeats the one on line ${first}`);
            else
                patternLines.set(key, p.line);
        }
    }
    return { modules, patterns: patterns.map(({ offset: _offset, ...p }) => p) };
}
/** One module entry (or pattern), or undefined when its address cannot be read (the problems say why). */
function readModule(reader, node, where, defaults) {
    if (!(0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isMap */ .jh)(node)) {
        reader.at(node?.range?.[0], `${where} must be a mapping with \`source\` (or \`name\` and \`provider\`) and \`rules\``);
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
    if (address === undefined)
        return undefined;
    if ('pattern' in address) {
        const { pattern, host } = address;
        const settings = { organization: pattern.namespace, keepLatest, prune, rules, line };
        const source = (0,_module_pattern_js__WEBPACK_IMPORTED_MODULE_6__/* .patternText */ .U)(pattern);
        return { pattern: { ...(host !== undefined && { host }), ...settings, pattern, source, exclude }, offset };
    }
    const { module, host } = address;
    const settings = { organization: module.namespace, keepLatest, prune, rules, line };
    return { module: { ...(host !== undefined && { host }), module, ...settings }, offset };
}
/** The module's address, from `source` or from `name`, `provider` and an organization. */
function readModuleAddress(reader, m, offset, where, defaults) {
    const source = reader.string(m.get('source'), `${where}.source`);
    if (source !== undefined) {
        const extra = ['name', 'provider', 'organization'].filter((k) => m.has(k));
        if (extra.length > 0)
            reader.at(m.get(extra[0])?.offset, `${where}: give either \`source\` or \`name\` and \`provider\`, not both`);
        try {
            return (0,_module_pattern_js__WEBPACK_IMPORTED_MODULE_6__/* .isPattern */ .Pt)(source) ? (0,_module_pattern_js__WEBPACK_IMPORTED_MODULE_6__/* .parseModulePattern */ .YG)(source, _patterns_js__WEBPACK_IMPORTED_MODULE_7__/* .POLICY_PATTERNS */ .dT) : (0,_address_js__WEBPACK_IMPORTED_MODULE_1__/* .parseModuleSource */ .vL)(source);
        }
        catch (error) {
            if (!(error instanceof _address_js__WEBPACK_IMPORTED_MODULE_1__/* .AddressError */ .Hi))
                throw error;
            reader.at(m.get('source')?.offset, `${where}.source ${error.message}, got ${(0,_text_js__WEBPACK_IMPORTED_MODULE_4__/* .show */ .WU)(source)}`);
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
    if (!m.has('name'))
        reader.at(offset, `${where} needs \`name\` with \`provider\``);
    if (!m.has('provider'))
        reader.at(offset, `${where} needs \`provider\` with \`name\``);
    if (org === undefined && !m.has('organization') && !defaults.organizationGiven) {
        reader.at(offset, `${where} needs \`organization\` (here or at the top level) with \`name\` and \`provider\``);
    }
    if (name !== undefined && provider !== undefined && org !== undefined) {
        return { module: { namespace: org, name, provider } };
    }
    return undefined;
}
/** `exclude`: patterns (or addresses) of modules a pattern must not take; only with a pattern. */
function readExclude(reader, entry, where, address) {
    if (entry === undefined)
        return [];
    if (address !== undefined && !('pattern' in address)) {
        reader.at(entry.offset, `${where}.exclude applies to a pattern: its \`source\` names one module`);
        return [];
    }
    if (!(0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isSeq */ .oP)(entry.value) || entry.value.items.length === 0) {
        reader.at(entry.offset, `${where}.exclude must be a list of module patterns such as acme/legacy-*/aws`);
        return [];
    }
    const exclude = [];
    reader.itemsOf(entry.value).forEach((item, k) => {
        const node = item;
        const text = (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(node) && typeof node.value === 'string' ? node.value : undefined;
        const offset = node?.range?.[0];
        if (text === undefined)
            return reader.at(offset, `${where}.exclude[${k}] must be a string`);
        try {
            const { pattern } = (0,_module_pattern_js__WEBPACK_IMPORTED_MODULE_6__/* .parseModulePattern */ .YG)(text, _patterns_js__WEBPACK_IMPORTED_MODULE_7__/* .POLICY_PATTERNS */ .dT);
            if (address !== undefined && pattern.namespace.toLowerCase() !== address.pattern.namespace.toLowerCase()) {
                return reader.at(offset, `${where}.exclude[${k}] is in another namespace than the pattern, so it excludes nothing`);
            }
            exclude.push(pattern);
        }
        catch (error) {
            if (!(error instanceof _address_js__WEBPACK_IMPORTED_MODULE_1__/* .AddressError */ .Hi))
                throw error;
            reader.at(offset, `${where}.exclude[${k}] ${error.message}, got ${(0,_text_js__WEBPACK_IMPORTED_MODULE_4__/* .show */ .WU)(text)}`);
        }
    });
    return exclude;
}
function readKeepLatest(reader, keep, where) {
    if (keep === undefined)
        return 0;
    const value = (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(keep.value) ? keep.value.value : undefined;
    if (typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 9999)
        return value;
    reader.at(keep.offset, `${where}.${KEEP_LATEST} must be a whole number from 0 to 9999`);
    return 0;
}
function readRules(reader, rulesPair, moduleOffset, where) {
    if (rulesPair === undefined) {
        reader.at(moduleOffset, `${where} needs \`rules\`: a list of {versions, reason, link}`);
        return [];
    }
    if (!(0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isSeq */ .oP)(rulesPair.value) || rulesPair.value.items.length === 0) {
        reader.at(rulesPair.offset, `${where}.rules must be a list with at least one rule`);
        return [];
    }
    const rules = [];
    reader.itemsOf(rulesPair.value).forEach((ruleItem, j) => {
        const rule = readRule(reader, ruleItem, `${where}.rules[${j}]`);
        if (rule !== undefined)
            rules.push(rule);
    });
    return rules;
}
/** One rule, or undefined when its versions, reason or status cannot be read. */
function readRule(reader, ruleNode, ruleWhere) {
    if (!(0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isMap */ .jh)(ruleNode)) {
        reader.at(ruleNode?.range?.[0], `${ruleWhere} must be a mapping with \`versions\`, \`reason\` and \`link\``);
        return undefined;
    }
    const offset = ruleNode.range?.[0];
    const r = reader.entries(ruleNode, RULE_KEYS, ruleWhere);
    const versionsText = reader.string(r.get('versions'), `${ruleWhere}.versions`);
    const reason = reader.string(r.get('reason'), `${ruleWhere}.reason`);
    const link = reader.string(r.get('link'), `${ruleWhere}.link`) ?? '';
    let constraint;
    if (!r.has('versions'))
        reader.at(offset, `${ruleWhere} needs \`versions\`, a constraint such as "< 2.0.0"`);
    else if (versionsText !== undefined) {
        try {
            constraint = (0,_versions_constraint_syntax_js__WEBPACK_IMPORTED_MODULE_2__/* .parseConstraint */ .F)(versionsText);
        }
        catch (error) {
            if (!(error instanceof _versions_errors_js__WEBPACK_IMPORTED_MODULE_8__/* .VersionSyntaxError */ .q))
                throw error;
            reader.at(r.get('versions')?.offset, `${ruleWhere}.versions: ${error.message}`);
        }
    }
    if (!r.has('reason'))
        reader.at(offset, `${ruleWhere} needs \`reason\`: why consumers should move on`);
    else if (reason !== undefined && (reason.trim() === '' || reason.length > _validation_js__WEBPACK_IMPORTED_MODULE_3__/* .MAX_REASON_LENGTH */ .hl)) {
        reader.at(r.get('reason')?.offset, `${ruleWhere}.reason must be 1 to ${_validation_js__WEBPACK_IMPORTED_MODULE_3__/* .MAX_REASON_LENGTH */ .hl} characters`);
    }
    const linkProblem = link !== '' ? (0,_validation_js__WEBPACK_IMPORTED_MODULE_3__/* .validateLink */ .P2)(link) : undefined;
    if (linkProblem !== undefined)
        reader.at(r.get('link')?.offset, `${ruleWhere}.link ${linkProblem}, got ${(0,_text_js__WEBPACK_IMPORTED_MODULE_4__/* .show */ .WU)((0,_address_js__WEBPACK_IMPORTED_MODULE_1__/* .redactUserinfo */ .PM)(link))}`);
    const status = readRuleStatus(reader, r.get('status'), ruleWhere);
    const revokeOn = reader.day(r.get('revoke-on'), `${ruleWhere}.revoke-on`);
    if (revokeOn !== undefined && status === 'revoked') {
        reader.at(r.get('revoke-on')?.offset, `${ruleWhere} has both \`status: revoked\` (revoke now) and \`revoke-on\` (revoke from a date): keep one`);
    }
    const onlyUnused = reader.boolean(r.get(ONLY_UNUSED), `${ruleWhere}.${ONLY_UNUSED}`) ?? false;
    if (onlyUnused && status !== 'revoked' && revokeOn === undefined) {
        reader.at(r.get(ONLY_UNUSED)?.offset, `${ruleWhere}.${ONLY_UNUSED} applies to a revocation: give \`status: revoked\` or \`revoke-on\` too`);
    }
    if (constraint === undefined || reason === undefined || status === undefined)
        return undefined;
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
function readRuleStatus(reader, entry, ruleWhere) {
    const statusText = reader.string(entry, `${ruleWhere}.status`) ?? 'deprecated';
    const status = RULE_STATUSES.find((s) => s === statusText);
    if (status === undefined) {
        const meant = RULE_STATUSES.find((s) => s === statusText.trim().toLowerCase());
        reader.at(entry?.offset, `${ruleWhere}.status must be deprecated or revoked, got ${(0,_text_js__WEBPACK_IMPORTED_MODULE_4__/* .show */ .WU)(statusText)}${meant !== undefined ? `: write ${meant}, in lower case and without spaces` : /^un/i.test(statusText.trim()) ? ': to take versions back, remove the rule and set `prune: true`' : ''}`);
    }
    return status;
}


/***/ }),

/***/ 2819:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   dT: () => (/* binding */ POLICY_PATTERNS),
/* harmony export */   ic: () => (/* binding */ idlePatternText),
/* harmony export */   qL: () => (/* binding */ expandPatterns),
/* harmony export */   th: () => (/* binding */ overlapText),
/* harmony export */   vv: () => (/* binding */ modulesText)
/* harmony export */ });
/* harmony import */ var _module_pattern_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7580);
/* harmony import */ var _address_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6355);


/** A policy's patterns stay within their organization: `*` never stands for the namespace. */
const POLICY_PATTERNS = { namespaceWildcard: false };
/** Whether a pattern takes a module: it matches, and no `exclude` does. */
function taker(entry) {
    const matches = (0,_module_pattern_js__WEBPACK_IMPORTED_MODULE_0__/* .patternMatcher */ .l2)(entry.pattern);
    const excluded = entry.exclude.map(_module_pattern_js__WEBPACK_IMPORTED_MODULE_0__/* .patternMatcher */ .l2);
    return (module) => matches(module) && !excluded.some((e) => e(module));
}
const moduleKey = (m) => (0,_address_js__WEBPACK_IMPORTED_MODULE_1__/* .moduleName */ .AO)(m).toLowerCase();
/**
 * The policy's modules with each pattern's taken from `listed` (per organization, lower case): a module with its own
 * entry is left to it; one that two patterns take is taken by neither and reported as an overlap.
 */
function expandPatterns(explicit, patterns, listed) {
    const own = new Set(explicit.map((m) => moduleKey(m.module)));
    const takers = new Map();
    const explicitMatches = new Map();
    for (const entry of patterns) {
        const takes = taker(entry);
        for (const module of listed(entry.organization)) {
            if (!takes(module))
                continue;
            const key = moduleKey(module);
            if (own.has(key)) {
                explicitMatches.set(entry, (explicitMatches.get(entry) ?? 0) + 1);
                continue;
            }
            const found = takers.get(key) ?? { module, patterns: [] };
            found.patterns.push(entry);
            takers.set(key, found);
        }
    }
    // Overlaps grouped by the set of patterns, so each pair of lines is said once with its modules.
    const overlapping = new Map();
    const taken = new Map(patterns.map((p) => [p, []]));
    for (const { module, patterns: by } of takers.values()) {
        if (by.length === 1) {
            taken.get(by[0])?.push(module);
            continue;
        }
        const key = by.map((p) => p.line).join(',');
        const group = overlapping.get(key) ?? { patterns: by, modules: [] };
        group.modules.push(module);
        overlapping.set(key, group);
    }
    const byName = (a, b) => moduleKey(a) < moduleKey(b) ? -1 : moduleKey(a) > moduleKey(b) ? 1 : 0;
    const takenSorted = patterns.map((entry) => ({ entry, modules: (taken.get(entry) ?? []).sort(byName) }));
    const expanded = [
        ...explicit.map((m) => ({ line: m.line, modules: [m] })),
        ...takenSorted.map(({ entry, modules }) => ({
            line: entry.line,
            modules: modules.map((module) => moduleOf(entry, module)),
        })),
    ].sort((a, b) => a.line - b.line);
    const overlapped = new Set([...overlapping.values()].flatMap((o) => o.patterns));
    return {
        modules: expanded.flatMap((e) => e.modules),
        taken: takenSorted,
        overlaps: [...overlapping.values()].map((o) => ({ patterns: o.patterns, modules: o.modules.sort(byName) })),
        idle: takenSorted
            .filter(({ entry, modules }) => modules.length === 0 && !overlapped.has(entry))
            .map(({ entry }) => ({ entry, explicit: explicitMatches.get(entry) ?? 0 })),
    };
}
/** The entry a pattern makes for one module it took: its settings and rules, named by its line. */
function moduleOf(entry, module) {
    const { pattern: _pattern, source, exclude: _exclude, ...settings } = entry;
    return { ...settings, module, takenBy: { source, line: entry.line } };
}
/** Past this many, a list of modules ends "and N more". */
const MODULES_LISTED = 5;
function modulesText(modules) {
    const names = modules.slice(0, MODULES_LISTED).map(_address_js__WEBPACK_IMPORTED_MODULE_1__/* .moduleName */ .AO);
    const more = modules.length - names.length;
    return `${names.join(', ')}${more > 0 ? ` and ${more} more` : ''}`;
}
/** The error at one pattern's line: which other patterns take the same modules. */
function overlapText(overlap, at) {
    const others = overlap.patterns.filter((p) => p !== at).map((p) => `\`${p.source}\` on line ${p.line}`);
    return `The pattern \`${at.source}\` and ${others.join(' and ')} both take ${modulesText(overlap.modules)}: which rules apply must not depend on the file's order. Give each such module its own entry, or narrow a pattern with \`exclude\`.`;
}
/** The warning at an idle pattern's line. */
function idlePatternText(idle) {
    return idle.explicit > 0
        ? `The pattern \`${idle.entry.source}\` takes no module: each of the ${idle.explicit} it matches has its own entry.`
        : `The pattern \`${idle.entry.source}\` matches none of the organization's private modules${idle.entry.exclude.length > 0 ? ' (after `exclude`)' : ''}.`;
}


/***/ }),

/***/ 559:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   pn: () => (/* binding */ PolicyError),
/* harmony export */   yu: () => (/* binding */ PolicyReader)
/* harmony export */ });
/* unused harmony exports MAX_NESTING, MAX_ALIAS_USES */
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8815);
/* harmony import */ var _address_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6355);
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8992);
/**
 * Reading a policy file's YAML: decoding, limits on nesting and aliases, and a reader that resolves aliases and
 * merges, reports unknown keys and checks scalars, collecting every problem at its place. load.ts gives keys meaning.
 */



/** The file has mistakes; the message lists each as `file:line:column: message`. */
class PolicyError extends Error {
    name = 'PolicyError';
    problems;
    constructor(file, problems) {
        const lines = problems.map((p) => `  ${file}:${p.line}:${p.column}: ${p.message}`);
        super(`${file} has ${problems.length} problem${problems.length === 1 ? '' : 's'}:\n${lines.join('\n')}`);
        this.problems = problems;
    }
}
/**
 * Nesting deeper than this is refused before the file is composed: a policy needs five levels, and the YAML composer
 * recurses once per level, so a few thousand would end in "Maximum call stack size exceeded".
 */
const MAX_NESTING = 32;
/** Aliases resolved per file: each is a copy of its anchor's node, so a bound stops the "billion laughs". */
const MAX_ALIAS_USES = 1000;
/** A calendar day as `revoke-on` takes it. */
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
/**
 * The policy file composed, with the problems found so far and the positions to report them at. Bytes are decoded as
 * UTF-8, strictly: another encoding would send the service garbled reasons. A file too deep, or not YAML, is refused.
 */
class PolicyReader {
    problems = [];
    root;
    file;
    doc;
    lineCounter = new yaml__WEBPACK_IMPORTED_MODULE_0__/* .LineCounter */ .HN();
    aliasUses = 0;
    constructor(content, file) {
        this.file = file;
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
        // `merge`: `<<: *defaults` means what YAML 1.1 made it mean, as most YAML users expect.
        const lineCounter = this.lineCounter;
        this.doc = (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .parseDocument */ .Tp)(text, { lineCounter, prettyErrors: false, uniqueKeys: true, merge: true });
        for (const error of this.doc.errors)
            this.at(error.pos[0], error.message.split('\n')[0] ?? error.message);
        if (this.problems.length > 0)
            this.fail();
        this.root = this.resolve(this.doc.contents);
    }
    at(offset, message) {
        const pos = this.lineCounter.linePos(offset ?? 0);
        this.problems.push({ line: pos.line, column: pos.col, message });
    }
    lineOf(offset) {
        return this.lineCounter.linePos(offset ?? 0).line;
    }
    /** Refuses the file with every problem found so far, in the order they were found. */
    fail() {
        throw new PolicyError(this.file, this.problems);
    }
    /** A node with an alias replaced by its anchor's node, within MAX_ALIAS_USES. */
    resolve(node) {
        if (!(0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isAlias */ .Vj)(node))
            return node;
        this.aliasUses++;
        if (this.aliasUses > MAX_ALIAS_USES) {
            this.at(node.range?.[0], `the file uses aliases more than ${MAX_ALIAS_USES} times; write the repeated parts out, or anchor larger parts`);
            this.fail();
        }
        const target = node.resolve(this.doc);
        if (target === undefined) {
            this.at(node.range?.[0], `the alias ${(0,_text_js__WEBPACK_IMPORTED_MODULE_2__/* .show */ .WU)(`*${node.source}`)} names no anchor before it (anchors are written \`&name\`)`);
        }
        return target;
    }
    itemsOf(seq) {
        return seq.items.map((item) => this.resolve(item));
    }
    /**
     * A map's entries by key, aliases resolved, reporting unknown keys. `<<` merges the keys of the mapping (or list of
     * mappings) it names that the map does not set itself; the first mapping listed wins, as in YAML 1.1.
     */
    entries(map, allowed, where) {
        const found = new Map();
        const merged = [];
        for (const pair of map.items) {
            const keyNode = this.resolve(pair.key);
            const offset = (pair.value?.range ?? pair.key?.range)?.[0];
            if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(keyNode) && typeof keyNode.value === 'symbol') {
                const source = this.resolve(pair.value);
                const maps = (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isSeq */ .oP)(source) ? this.itemsOf(source) : [source];
                for (const m of maps) {
                    if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isMap */ .jh)(m))
                        merged.push(this.entries(m, allowed, where));
                    else
                        this.at(offset, `${where}: \`<<\` merges a mapping or a list of mappings`);
                }
                continue;
            }
            const key = (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(keyNode) ? String(keyNode.value) : '';
            if (!allowed.includes(key)) {
                this.at(pair.key?.range?.[0], `${where}: unknown key ${(0,_text_js__WEBPACK_IMPORTED_MODULE_2__/* .show */ .WU)(key)}; expected one of ${allowed.join(', ')}`);
            }
            else
                found.set(key, { key: keyNode, value: this.resolve(pair.value), offset });
        }
        for (const m of merged)
            for (const [key, entry] of m)
                if (!found.has(key))
                    found.set(key, entry);
        return found;
    }
    string(pair, what) {
        if (pair === undefined)
            return undefined;
        if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(pair.value) && typeof pair.value.value === 'string')
            return pair.value.value;
        this.at(pair.offset, `${what} must be a string`);
        return undefined;
    }
    /**
     * A day written `2027-03-01`, quoted or not, read from the text as written: a date YAML made of it (`!!timestamp`)
     * rolls 2027-02-30 over to 2 March and moves a time with an offset to another day, a day nobody wrote.
     */
    day(pair, what) {
        if (pair === undefined)
            return undefined;
        const node = (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(pair.value) ? pair.value : undefined;
        const asWritten = node !== undefined && (node.tag === undefined || node.tag === 'tag:yaml.org,2002:str');
        const text = asWritten && typeof node.source === 'string' ? node.source : '';
        const match = DAY.exec(text);
        const date = match !== null ? new Date(`${text}T00:00:00Z`) : undefined;
        if (date === undefined || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== text) {
            this.at(pair.offset, `${what} must be a day written YYYY-MM-DD (UTC), e.g. 2027-03-01`);
            return undefined;
        }
        return text;
    }
    boolean(pair, what) {
        if (pair === undefined)
            return undefined;
        if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(pair.value) && typeof pair.value.value === 'boolean')
            return pair.value.value;
        this.at(pair.offset, `${what} must be true or false`);
        return undefined;
    }
    /** A name part (organization, module, provider), checked as the registry takes it. */
    part(pair, kind, what) {
        const value = this.string(pair, what);
        if (value === undefined)
            return undefined;
        try {
            return (0,_address_js__WEBPACK_IMPORTED_MODULE_1__/* .validatePart */ .si)(kind, value);
        }
        catch (error) {
            this.at(pair?.offset, `${what} ${error.message}, got ${(0,_text_js__WEBPACK_IMPORTED_MODULE_2__/* .show */ .WU)(value)}`);
            return undefined;
        }
    }
}
/**
 * Where the text first nests collections deeper than MAX_NESTING. Measured on the CST, which `yaml` builds without
 * recursion, walked with an explicit stack: neither can run out of call stack, whatever the depth.
 */
function tooDeep(text) {
    const lineCounter = new yaml__WEBPACK_IMPORTED_MODULE_0__/* .LineCounter */ .HN();
    const stack = [];
    for (const token of new yaml__WEBPACK_IMPORTED_MODULE_0__/* .Parser */ .iX(lineCounter.addNewLine).parse(text))
        stack.push({ node: token, depth: 0 });
    for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
        const { node, depth } = next;
        const type = node.type;
        const here = type === 'block-map' || type === 'block-seq' || type === 'flow-collection' ? depth + 1 : depth;
        if (here > MAX_NESTING) {
            const pos = lineCounter.linePos(node.offset ?? 0);
            return { position: { line: pos.line, column: pos.col } };
        }
        for (const child of Object.values(node)) {
            if (typeof child === 'object' && child !== null)
                stack.push({ node: child, depth: here });
        }
    }
    return undefined;
}
/**
 * The file's bytes as text, refusing any that are not UTF-8 at the first bad sequence. Bisection finds the shortest
 * prefix that fails to decode as a stream (a character cut at the end does not fail it, so failing is monotone in
 * the length); the bad sequence starts at the last character boundary before its end.
 */
function decodeUtf8(bytes, file) {
    const decodes = (length, stream) => {
        try {
            new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(0, length), { stream });
            return true;
        }
        catch {
            return false;
        }
    };
    if (decodes(bytes.length, false))
        return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    let good = 0;
    let bad = bytes.length;
    while (bad - good > 1) {
        const middle = Math.floor((good + bad) / 2);
        if (decodes(middle, true))
            good = middle;
        else
            bad = middle;
    }
    // A UTF-8 character is at most 4 bytes, so its boundary is at most 4 back.
    let start = bad - 1;
    while (start > 0 && start > bad - 5 && !decodes(start, false))
        start--;
    const lineStart = start === 0 ? 0 : bytes.lastIndexOf(0x0a, start - 1) + 1;
    const line = bytes.subarray(0, lineStart).filter((b) => b === 0x0a).length + 1;
    const column = new TextDecoder('utf-8').decode(bytes.subarray(lineStart, start)).length + 1;
    const hex = (b) => `0x${(b ?? 0).toString(16).padStart(2, '0')}`;
    throw new PolicyError(file, [
        {
            line,
            column,
            message: `the file is not UTF-8 text: the bytes here (from ${hex(bytes[start])}) are not a UTF-8 character; save it as UTF-8`,
        },
    ]);
}


/***/ }),

/***/ 7464:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ parseConstraint),
/* harmony export */   H: () => (/* binding */ hasOperator)
/* harmony export */ });
/* harmony import */ var _version_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8317);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1214);
/**
 * Terraform's version constraint syntax, read: what the terms say, checked without loading semver
 * (reading inputs needs no comparison). constraint.ts says what the terms mean and compares.
 */


const TERM = /^(=|!=|>=|<=|>|<|~>)?\s*v?(\d+)(?:\.(\d+))?(?:\.(\d+))?(-[0-9A-Za-z.-]+)?(\+[0-9A-Za-z.-]+)?$/;
/** True when the text reads as a constraint rather than a bare version. */
function hasOperator(text) {
    return /^\s*(=|!=|>=|<=|>|<|~>)/.test(text);
}
function parseConstraint(text) {
    const raw = text.split(',').map((t) => t.trim());
    if (raw.length === 0 || raw.every((t) => t === '')) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .VersionSyntaxError */ .q('is an empty version constraint');
    }
    const terms = raw.map((term) => {
        const m = TERM.exec(term);
        if (m === null) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .VersionSyntaxError */ .q(`${JSON.stringify((0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .clip */ .$)(term))} is not a constraint term; expected an operator (=, !=, >, >=, <, <=, ~>) and a version, e.g. ">= 1.2.0"`);
        }
        const [, op, major, minor, patch, prerelease = '', build = ''] = m;
        const parts = patch !== undefined ? 3 : minor !== undefined ? 2 : 1;
        const operator = (op ?? '=');
        if (operator === '~>' && (prerelease !== '' || build !== '')) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .VersionSyntaxError */ .q(`${JSON.stringify(term)}: ~> takes a release version, without -prerelease or +build`);
        }
        const version = (0,_version_text_js__WEBPACK_IMPORTED_MODULE_0__/* .parseVersionText */ .b)(`${major}.${minor ?? 0}.${patch ?? 0}${prerelease}${build}`);
        if (version === null)
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .VersionSyntaxError */ .q(`${JSON.stringify(term)} holds an invalid version`);
        return { operator, version: version.version, parts };
    });
    return { text: raw.join(', '), terms };
}


/***/ }),

/***/ 1214:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ clip),
/* harmony export */   q: () => (/* binding */ VersionSyntaxError)
/* harmony export */ });
/** A user's text as these errors quote it: at most 40 characters, and `…` where it was cut. */
function clip(text) {
    return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}
/** Thrown for a version or constraint text that cannot be used; the caller names the input. */
class VersionSyntaxError extends Error {
    name = 'VersionSyntaxError';
}


/***/ }),

/***/ 8317:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   b: () => (/* binding */ parseVersionText)
/* harmony export */ });
/**
 * A version's text read as `semver.parse(text)` reads it, without loading semver, which builds
 * about 100 regular expressions as it loads: reading the inputs (where most failing runs stop) only
 * checks versions. semver's strict grammar, a leading `v` allowed; version-text.test.ts holds it
 * to semver's own answers.
 */
const NUMBER = '0|[1-9]\\d*';
const PRERELEASE_PART = `(?:${NUMBER}|\\d*[a-zA-Z-][a-zA-Z0-9-]*)`;
const BUILD_PART = '[a-zA-Z0-9-]+';
const STRICT = new RegExp(`^v?(${NUMBER})\\.(${NUMBER})\\.(${NUMBER})(?:-(${PRERELEASE_PART}(?:\\.${PRERELEASE_PART})*))?(?:\\+${BUILD_PART}(?:\\.${BUILD_PART})*)?$`);
/** semver's MAX_LENGTH; each of MAJOR.MINOR.PATCH is at most Number.MAX_SAFE_INTEGER too. */
const MAX_LENGTH = 256;
/** `semver.parse(text)`'s version, or null where semver refuses the text. */
function parseVersionText(text) {
    if (text.length > MAX_LENGTH)
        return null;
    const m = STRICT.exec(text.trim());
    if (m === null)
        return null;
    const [, major = '', minor = '', patch = '', prerelease] = m;
    if ([major, minor, patch].some((part) => Number(part) > Number.MAX_SAFE_INTEGER))
        return null;
    return {
        version: `${major}.${minor}.${patch}${prerelease !== undefined ? `-${prerelease}` : ''}`,
        prerelease: prerelease !== undefined,
    };
}


/***/ })

};
