export const id = 929;
export const ids = [929];
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
/* unused harmony exports partMatches, matches */
/* harmony import */ var _address_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6355);
/**
 * Patterns over module addresses, one meaning wherever a user writes one: a policy file's
 * `source` and `exclude`, and the organization report's `source` or `module`. A pattern is
 * `[HOST/]NAMESPACE/NAME/PROVIDER` with `*` for any run of characters within NAME or PROVIDER
 * (`acme/*\/aws`, `acme/network-*\/*`). Pure.
 *
 * - Each part is what a registry address may hold, each `*` checked as a letter would be, so a
 *   pattern can only match names an address can hold; the provider is lower case, as Terraform
 *   writes it in registry addresses.
 * - Names match without case, as the registry compares them.
 * - The namespace is the organization whose private modules are listed, so it is a name, never a
 *   pattern. A caller that knows the organization from elsewhere (the report's `organization`)
 *   may allow `*` as the whole namespace: "that organization, whatever its name".
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
/**
 * Reads a pattern, or throws an AddressError whose message follows the name of what held it
 * ("Input `source` …", "modules[0].source …") and says what was expected.
 */
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
/** `acme/*\/aws`, without the host. */
const patternText = (p) => `${p.namespace}/${p.name}/${p.provider}`;
/**
 * Whether `text` matches `part` (`*` for any run of characters), without case. The pieces between
 * the stars are found left to right, each at its first place after the one before, the last at
 * the end: the first place is always as good as a later one, so no choice is ever revisited.
 * Linear in the name's length for any pattern (at most `text.length × part.length` comparisons,
 * counted in `steps` where given), where a regular expression of `a*a*a*…b` backtracks for
 * seconds on a long name.
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
    // The middle pieces, in order, between the first and the last.
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
/** Whether one module matches a pattern; patternMatcher for many. */
const matches = (pattern, module) => patternMatcher(pattern)(module);


/***/ }),

/***/ 1231:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   X2: () => (/* binding */ blastRadius),
/* harmony export */   bl: () => (/* binding */ warnsBefore),
/* harmony export */   gy: () => (/* binding */ BLAST_RADIUS_DAYS),
/* harmony export */   nv: () => (/* binding */ WARN_WITHIN_DAYS)
/* harmony export */ });
/* harmony import */ var _changes_blast_radius_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8554);
/* harmony import */ var _usage_format_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6348);
/**
 * The blast radius of a policy's revocations: for each version it revokes now, and each one a
 * schedule revokes within BLAST_RADIUS_DAYS, the workspaces that still use it (their runs go on
 * with a warning; a workspace that has not used the version cannot start to). Pure: the plan and
 * the usage read for it in, the list out. The single-module mode shows the same for its revokes
 * (changes/blast-radius.ts).
 */


/** How far ahead a scheduled revocation counts. */
const BLAST_RADIUS_DAYS = 30;
/** A scheduled revocation this close, with users, is a warning at its rule's line. */
const WARN_WITHIN_DAYS = 14;
/**
 * A module's revocations now and soon, newest version first. A scheduled `only-unused` revocation
 * of a version in use is left out: on the day it stays deprecated, not revoked.
 */
function blastRadius(plan, usage) {
    if (plan === undefined)
        return [];
    const reach = [];
    const staysRevoked = new Set(plan.changes.filter((c) => c.revokedBefore && c.revokedAfter).map((c) => c.version));
    const revokedNow = new Set(plan.changes.filter(_changes_blast_radius_js__WEBPACK_IMPORTED_MODULE_0__/* .revokesAnew */ .LM).map((c) => c.version));
    for (const [version, c] of plan.coverage) {
        if (typeof c !== 'object')
            continue;
        const used = (0,_usage_format_js__WEBPACK_IMPORTED_MODULE_1__/* .usageOf */ .Fs)(usage, version);
        const entry = { version, rule: c.rule, ...(used !== undefined && { usage: used }) };
        if (revokedNow.has(version)) {
            reach.push(entry);
        }
        else if (c.revokeOn !== undefined &&
            c.daysLeft !== undefined &&
            c.daysLeft <= BLAST_RADIUS_DAYS &&
            !staysRevoked.has(version) &&
            !(c.onlyUnused === true && (used?.count ?? 0) > 0)) {
            reach.push({ ...entry, revokeOn: c.revokeOn, daysLeft: c.daysLeft });
        }
    }
    return reach;
}
/** Whether a scheduled revocation warrants a warning: within WARN_WITHIN_DAYS, with users. */
const warnsBefore = (r) => r.daysLeft !== undefined && r.daysLeft <= WARN_WITHIN_DAYS && (r.usage?.count ?? 0) > 0;


/***/ }),

/***/ 8775:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   MM: () => (/* binding */ planHeadline),
/* harmony export */   U9: () => (/* binding */ idleText),
/* harmony export */   UB: () => (/* binding */ reachWhen),
/* harmony export */   cX: () => (/* binding */ scheduled),
/* harmony export */   k0: () => (/* binding */ changeText),
/* harmony export */   lH: () => (/* binding */ scheduleText),
/* harmony export */   nT: () => (/* binding */ formatPlan)
/* harmony export */ });
/* unused harmony exports countChanges, unrevokes, blastRadiusLines */
/* harmony import */ var _changes_plan_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(2314);
/* harmony import */ var _usage_format_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6348);
/* harmony import */ var _report_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(665);
/* harmony import */ var _blast_radius_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1231);
/* harmony import */ var _changes_blast_radius_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8554);
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8992);
/**
 * The policy plan as a person reads it, the way `terraform plan` prints: counts first (those that
 * are not zero), then the changes grouped per module, with + deprecate, ~ update, - revert. Pure:
 * returns lines.
 */






const SYMBOL = {
    deprecate: '+',
    update: '~',
    revoke: '!',
    unrevoke: '~',
    revert: '-',
};
function countChanges(modules) {
    const counts = { deprecate: 0, update: 0, revoke: 0, unrevoke: 0, revert: 0, unchanged: 0 };
    for (const m of modules)
        for (const c of m.plan?.changes ?? [])
            counts[c.kind]++;
    return counts;
}
/** Whether a change takes a revocation back: new workspaces can start on the version again. */
const unrevokes = (change) => change.revokedBefore && !change.revokedAfter;
/**
 * The revocations a schedule has planned for later: version, day, days left. A version that is
 * revoked already and stays so (revoked by hand, without `prune`) has nothing pending.
 */
function scheduled(plan) {
    const pending = [];
    const changes = plan?.changes ?? [];
    const staysRevoked = new Set(changes.filter((c) => c.revokedAfter).map((c) => c.version));
    const unrevoked = new Set(changes.filter(unrevokes).map((c) => c.version));
    for (const [version, c] of plan?.coverage ?? new Map()) {
        if (typeof c === 'object' && c.revokeOn !== undefined && c.daysLeft !== undefined && !staysRevoked.has(version)) {
            pending.push({
                version,
                revokeOn: c.revokeOn,
                daysLeft: c.daysLeft,
                onlyUnused: c.onlyUnused === true,
                unrevokedNow: unrevoked.has(version),
            });
        }
    }
    return pending;
}
/**
 * Why a rule takes no version: 'The rule on line 14 ("= 1.3.0") takes none of the versions it
 * matches: the rule on line 12 ("< 2.0.0") comes first for 1.3.0. …'
 */
function idleText(idle, rules, 
/** How text from the file and option names are shown: as is for the log, escaped for Markdown. */
show = {
    text: (s) => s,
    code: (s) => `\`${s}\``,
}) {
    const name = (index) => {
        const rule = rules[index];
        return rule === undefined
            ? `rule ${index + 1}`
            : `the rule on line ${rule.line} (${show.text(JSON.stringify(rule.versions.text))})`;
    };
    const byTaker = new Map();
    for (const v of idle.versions)
        byTaker.set(v.takenBy, [...(byTaker.get(v.takenBy) ?? []), v.version]);
    const why = [...byTaker].map(([taker, versions]) => taker === 'keep-latest'
        ? `${show.code('keep-latest')} keeps ${show.text((0,_report_js__WEBPACK_IMPORTED_MODULE_1__/* .someOf */ .yU)(versions))}`
        : `${name(taker)} comes first for ${show.text((0,_report_js__WEBPACK_IMPORTED_MODULE_1__/* .someOf */ .yU)(versions))}`);
    const fix = byTaker.size === 1 && byTaker.has('keep-latest')
        ? `Lower ${show.code('keep-latest')} for it to apply.`
        : 'A version takes the first rule it satisfies: put narrower rules before wider ones.';
    const subject = name(idle.rule);
    return `${subject.charAt(0).toUpperCase()}${subject.slice(1)} takes none of the versions it matches: ${why.join('; ')}. ${fix}`;
}
function planHeadline(modules) {
    const c = countChanges(modules);
    const failed = modules.filter((m) => m.error !== undefined && m.plan === undefined).length;
    const pending = modules.reduce((n, m) => n + scheduled(m.plan).length, 0);
    // Only the counts that are not zero, as the single-module plan says it.
    const parts = [
        ...['deprecate', 'update', 'revoke', 'unrevoke', 'revert']
            .filter((kind) => c[kind] > 0)
            .map((kind) => `${c[kind]} to ${kind}`),
        ...(c.unchanged > 0 ? [`${c.unchanged} unchanged`] : []),
    ];
    return `Plan: ${parts.length > 0 ? parts.join(', ') : 'nothing to change'}${pending > 0 ? `; ${(0,_text_js__WEBPACK_IMPORTED_MODULE_4__/* .plural */ .LS)(pending, 'revocation')} scheduled` : ''}${failed > 0 ? `; ${(0,_text_js__WEBPACK_IMPORTED_MODULE_4__/* .plural */ .LS)(failed, 'module')} could not be read` : ''}.`;
}
/** " (no link)" after a deprecation without one, where the other side of an update has one. */
const noLink = (d, other) => d !== null && d.link === '' && other !== null && other.link !== '' ? ' (no link)' : '';
/** A revocation as a deprecation is shown: its message and link. */
const asDeprecation = (r) => ({ reason: r.message, link: r.link });
/**
 * What taking a revocation back means, after the change: the one change that lets new workspaces
 * start on a version withdrawn for a reason, and the message they no longer see (where read).
 */
function revocationGoes(change, show) {
    const message = change.revocationBefore !== undefined ? ` ${show(asDeprecation(change.revocationBefore))}` : '';
    return `; ⚠ new workspaces can start on it again: its revocation${message} goes away`;
}
/**
 * What a change does to its version, e.g. `deprecate with "reason" <link>`; `show` renders a
 * deprecation (as text for the log by default, as Markdown for the summary).
 */
function changeText(change, show = _report_js__WEBPACK_IMPORTED_MODULE_1__/* .deprecationText */ .uH) {
    const quoted = (d) => (d === null ? 'active' : show(d));
    const steps = change.steps.map((s) => (typeof s === 'string' ? s : s.step));
    switch (change.kind) {
        case 'missing':
            return 'not in the registry';
        case 'deprecate':
            return `deprecate with ${quoted(change.after)}`;
        case 'update':
            if ((0,_changes_plan_js__WEBPACK_IMPORTED_MODULE_5__/* .updatesRevocation */ .V6)(change)) {
                // Planned only where the revocation was read: both are known.
                const before = change.revocationBefore !== undefined ? asDeprecation(change.revocationBefore) : null;
                const after = change.revocationAfter !== undefined ? asDeprecation(change.revocationAfter) : null;
                return `revocation ${quoted(before)}${noLink(before, after)} → ${quoted(after)}${noLink(after, before)}`;
            }
            // The link that goes (or comes) is said in words: an empty link shows nothing otherwise.
            return `${quoted(change.before)}${noLink(change.before, change.after)} → ${quoted(change.after)}${noLink(change.after, change.before)}`;
        case 'revoke': {
            const revocation = change.revocationAfter !== undefined ? ` with ${show(asDeprecation(change.revocationAfter))}` : '';
            return steps.includes('deprecate')
                ? `deprecate with ${quoted(change.after)}, then revoke${revocation}`
                : `revoke${revocation}`;
        }
        case 'unrevoke':
            return `unrevoke, back to deprecated ${quoted(change.before)}${steps.includes('update') ? ` → ${quoted(change.after)}` : ''}${revocationGoes(change, show)}`;
        case 'revert':
            return `${steps.includes('unrevoke') ? 'unrevoke, then ' : ''}revert deprecation ${quoted(change.before)}${steps.includes('unrevoke') ? revocationGoes(change, show) : ''}`;
        case 'unchanged':
            return 'unchanged';
    }
}
function formatPlan(modules) {
    const lines = [planHeadline(modules)];
    for (const m of modules) {
        const changes = (m.plan?.changes ?? []).filter((c) => c.kind !== 'unchanged');
        const pending = scheduled(m.plan);
        if (m.plan === undefined) {
            lines.push('', `${m.address}: could not be read: ${m.error ?? 'unknown error'}`);
        }
        else if (changes.length > 0 ||
            pending.length > 0 ||
            m.plan.held.size > 0 ||
            m.plan.idle.length > 0 ||
            m.plan.missing.length > 0 ||
            m.plan.kept.length > 0) {
            lines.push('', `${m.address}:`);
            const users = (version) => {
                const used = (0,_usage_format_js__WEBPACK_IMPORTED_MODULE_0__/* .usageOf */ .Fs)(m.usage, version);
                return used !== undefined ? ` · ${(0,_usage_format_js__WEBPACK_IMPORTED_MODULE_0__/* .usageText */ .tx)(used)}` : '';
            };
            for (const c of changes) {
                lines.push(`  ${SYMBOL[c.kind]} ${c.version}: ${changeText(c)}${users(c.version)}`);
            }
            for (const [version, used] of m.plan.held) {
                lines.push(`  = ${version}: not revoked, in use by ${(0,_usage_format_js__WEBPACK_IMPORTED_MODULE_0__/* .usageText */ .tx)(used)} (\`only-unused\`)`);
            }
            if (m.plan.kept.length > 0) {
                lines.push(`  = ${(0,_report_js__WEBPACK_IMPORTED_MODULE_1__/* .someOf */ .yU)(m.plan.kept)}: left out of the rules, among the newest released (\`keep-latest\`)`);
            }
            for (const p of pending)
                lines.push(`  … ${p.version}: ${scheduleText(p)}${users(p.version)}`);
            for (const idle of m.plan.idle)
                lines.push(`  ⚠ ${idleText(idle, m.entry?.rules ?? [])}`);
            for (const version of m.plan.missing)
                lines.push(`  ✗ ${version}: not in the registry`);
        }
    }
    lines.push(...blastRadiusLines(modules));
    if (modules.every((m) => m.plan !== undefined && m.plan.missing.length === 0 && m.plan.changes.every((c) => c.kind === 'unchanged'))) {
        lines.push('', 'No changes. The registry matches the policy.');
    }
    return lines;
}
/**
 * "revoke on 2027-03-01 (in 99 days)", "… (in 99 days, if unused by then)", "revoke again on …
 * (in 99 days; unrevoked until then)".
 */
function scheduleText(p) {
    const again = p.unrevokedNow === true;
    return `revoke${again ? ' again' : ''} on ${p.revokeOn} (in ${(0,_text_js__WEBPACK_IMPORTED_MODULE_4__/* .plural */ .LS)(p.daysLeft, 'day')}${p.onlyUnused ? ', if unused by then' : ''}${again ? '; unrevoked until then' : ''})`;
}
/** "revoked by this run", "revoke on 2027-03-01 (in 9 days)". */
const reachWhen = (r) => r.revokeOn === undefined || r.daysLeft === undefined
    ? 'revoked by this run'
    : `revoke on ${r.revokeOn} (in ${(0,_text_js__WEBPACK_IMPORTED_MODULE_4__/* .plural */ .LS)(r.daysLeft, 'day')})`;
/** Every revocation now and within BLAST_RADIUS_DAYS, with who uses the version; none, no lines. */
function blastRadiusLines(modules) {
    const rows = modules.flatMap((m) => (0,_blast_radius_js__WEBPACK_IMPORTED_MODULE_2__/* .blastRadius */ .X2)(m.plan, m.usage).map((r) => `  ${m.address} ${r.version}: ${reachWhen(r)} · ${r.usage !== undefined ? (0,_usage_format_js__WEBPACK_IMPORTED_MODULE_0__/* .usageText */ .tx)(r.usage) : 'workspace usage not read'}`));
    if (rows.length === 0)
        return [];
    return ['', `Blast radius, revocations now and within ${_blast_radius_js__WEBPACK_IMPORTED_MODULE_2__/* .BLAST_RADIUS_DAYS */ .gy} days (${_changes_blast_radius_js__WEBPACK_IMPORTED_MODULE_3__/* .BLAST_RADIUS_MEANING */ ._O}):`, ...rows];
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

/** A policy's patterns stay within their organization: `*` never stands for the namespace. */
const POLICY_PATTERNS = { namespaceWildcard: false };
/** Whether a pattern takes a module: it matches, and no `exclude` does. */
function taker(entry) {
    const matches = (0,_module_pattern_js__WEBPACK_IMPORTED_MODULE_0__/* .patternMatcher */ .l2)(entry.pattern);
    const excluded = entry.exclude.map(_module_pattern_js__WEBPACK_IMPORTED_MODULE_0__/* .patternMatcher */ .l2);
    return (module) => matches(module) && !excluded.some((e) => e(module));
}
const moduleKey = (m) => `${m.namespace}/${m.name}/${m.provider}`.toLowerCase();
/**
 * The policy's modules with each pattern's taken from `listed` (per organization, lower case):
 * a module with its own entry is left to it; one that two patterns take is taken by neither and
 * reported as an overlap.
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
    const names = modules.slice(0, MODULES_LISTED).map((m) => `${m.namespace}/${m.name}/${m.provider}`);
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


/***/ })

};
