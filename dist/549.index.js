export const id = 549;
export const ids = [549];
export const modules = {

/***/ 7803:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   i$: () => (/* binding */ runOptionsLine),
/* harmony export */   iA: () => (/* binding */ logInputs),
/* harmony export */   o2: () => (/* binding */ serviceLine)
/* harmony export */ });
/** The "Inputs" group every mode starts its log with: warnings first, then one line per input. */
async function logInputs(log, warnings, lines) {
    await log.group('Inputs', async () => {
        for (const warning of warnings)
            log.warning(warning);
        for (const [label, value] of lines)
            log.info(`${`${label}:`.padEnd(14)}${value}`);
    });
}
const serviceLine = (connection) => [
    'Service',
    `${connection.service.baseUrl} (token from ${connection.tokenSource})`,
];
/** Verifying concerns writes only: a dry run or a check writes nothing, so its line says so. */
const runOptionsLine = (options, writes = true) => options.dryRun || !writes
    ? ['Dry run', `${options.dryRun}${writes ? ' (nothing is written, so nothing is verified)' : ''}`]
    : ['Dry run', `false; verify: ${options.verify ? `yes, up to ${options.verifyTimeoutMs / 1000} s` : 'no'}`];


/***/ }),

/***/ 7580:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Pt: () => (/* binding */ isPattern),
/* harmony export */   U: () => (/* binding */ patternText),
/* harmony export */   YG: () => (/* binding */ parseModulePattern),
/* harmony export */   l2: () => (/* binding */ patternMatcher),
/* harmony export */   nB: () => (/* binding */ ANY_NAMESPACE)
/* harmony export */ });
/* unused harmony export matches */
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
function partMatcher(part) {
    const body = part
        .split('*')
        .map((s) => s.replace(/[.+?^${}()|[\]\\-]/g, '\\$&'))
        .join('[^/]*');
    return new RegExp(`^${body}$`, 'i');
}
/** A predicate over module addresses: without case, each `*` within its own part. */
function patternMatcher(pattern) {
    const namespace = pattern.namespace === ANY_NAMESPACE ? undefined : pattern.namespace.toLowerCase();
    const name = partMatcher(pattern.name);
    const provider = partMatcher(pattern.provider);
    return (m) => (namespace === undefined || m.namespace.toLowerCase() === namespace) &&
        name.test(m.name) &&
        provider.test(m.provider);
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
/* harmony import */ var _usage_format_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6348);

/** How far ahead a scheduled revocation counts. */
const BLAST_RADIUS_DAYS = 30;
/** A scheduled revocation this close, with users, is a warning at its rule's line. */
const WARN_WITHIN_DAYS = 14;
/**
 * A module's revocations now and soon, newest version first. A scheduled `only-unused` revocation
 * of a version in use is left out: on the day it stays deprecated, so it blocks nobody.
 */
function blastRadius(plan, usage) {
    if (plan === undefined)
        return [];
    const reach = [];
    const staysRevoked = new Set(plan.changes.filter((c) => c.revokedBefore && c.revokedAfter).map((c) => c.version));
    const revokedNow = new Set(plan.changes.filter((c) => c.kind === 'revoke').map((c) => c.version));
    for (const [version, c] of plan.coverage) {
        if (typeof c !== 'object')
            continue;
        const used = (0,_usage_format_js__WEBPACK_IMPORTED_MODULE_0__/* .usageOf */ .Fs)(usage, version);
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
/* unused harmony exports countChanges, blastRadiusLines */
/* harmony import */ var _usage_format_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6348);
/* harmony import */ var _report_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(665);
/* harmony import */ var _blast_radius_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1231);
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8992);




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
/**
 * The revocations a schedule has planned for later: version, day, days left. A version that is
 * revoked already and stays so (revoked by hand, without `prune`) has nothing pending.
 */
function scheduled(plan) {
    const pending = [];
    const staysRevoked = new Set((plan?.changes ?? []).filter((c) => c.revokedAfter).map((c) => c.version));
    for (const [version, c] of plan?.coverage ?? new Map()) {
        if (typeof c === 'object' && c.revokeOn !== undefined && c.daysLeft !== undefined && !staysRevoked.has(version)) {
            pending.push({ version, revokeOn: c.revokeOn, daysLeft: c.daysLeft, onlyUnused: c.onlyUnused === true });
        }
    }
    return pending;
}
/** Past this many, a list of versions ends "and N more". */
const VERSIONS_LISTED = 5;
const listed = (versions) => versions.length <= VERSIONS_LISTED
    ? versions.join(', ')
    : `${versions.slice(0, VERSIONS_LISTED).join(', ')} and ${versions.length - VERSIONS_LISTED} more`;
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
        ? `${show.code('keep-latest')} keeps ${show.text(listed(versions))}`
        : `${name(taker)} comes first for ${show.text(listed(versions))}`);
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
    const parts = [
        `${c.deprecate} to deprecate`,
        `${c.update} to update`,
        ...(c.revoke > 0 ? [`${c.revoke} to revoke`] : []),
        ...(c.unrevoke > 0 ? [`${c.unrevoke} to unrevoke`] : []),
        `${c.revert} to revert`,
        `${c.unchanged} unchanged`,
    ];
    return `Plan: ${parts.join(', ')}${pending > 0 ? `; ${(0,_text_js__WEBPACK_IMPORTED_MODULE_3__/* .plural */ .LS)(pending, 'revocation')} scheduled` : ''}${failed > 0 ? `; ${(0,_text_js__WEBPACK_IMPORTED_MODULE_3__/* .plural */ .LS)(failed, 'module')} could not be read` : ''}.`;
}
/** A revocation as a deprecation is shown: its message and link. */
const asDeprecation = (r) => ({ reason: r.message, link: r.link });
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
            return `${quoted(change.before)} → ${quoted(change.after)}`;
        case 'revoke': {
            const revocation = change.revocationAfter !== undefined ? ` with ${show(asDeprecation(change.revocationAfter))}` : '';
            return steps.includes('deprecate')
                ? `deprecate with ${quoted(change.after)}, then revoke${revocation}`
                : `revoke${revocation}`;
        }
        case 'unrevoke':
            return `unrevoke, back to deprecated ${quoted(change.before)}${steps.includes('update') ? ` → ${quoted(change.after)}` : ''}`;
        case 'revert':
            return `${steps.includes('unrevoke') ? 'unrevoke, then ' : ''}revert deprecation ${quoted(change.before)}`;
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
                lines.push(`  = ${listed(m.plan.kept)}: left out of the rules, among the newest released (\`keep-latest\`)`);
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
/** "revoke on 2027-03-01 (in 99 days)", "… (in 99 days, if unused by then)". */
function scheduleText(p) {
    return `revoke on ${p.revokeOn} (in ${(0,_text_js__WEBPACK_IMPORTED_MODULE_3__/* .plural */ .LS)(p.daysLeft, 'day')}${p.onlyUnused ? ', if unused by then' : ''})`;
}
/** "revoked by this run", "revoke on 2027-03-01 (in 9 days)". */
const reachWhen = (r) => r.revokeOn === undefined || r.daysLeft === undefined
    ? 'revoked by this run'
    : `revoke on ${r.revokeOn} (in ${(0,_text_js__WEBPACK_IMPORTED_MODULE_3__/* .plural */ .LS)(r.daysLeft, 'day')})`;
/** Every revocation now and within BLAST_RADIUS_DAYS, with who it blocks; none, no lines. */
function blastRadiusLines(modules) {
    const rows = modules.flatMap((m) => (0,_blast_radius_js__WEBPACK_IMPORTED_MODULE_2__/* .blastRadius */ .X2)(m.plan, m.usage).map((r) => `  ${m.address} ${r.version}: ${reachWhen(r)} · ${r.usage !== undefined ? (0,_usage_format_js__WEBPACK_IMPORTED_MODULE_0__/* .usageText */ .tx)(r.usage) : 'workspace usage not read'}`));
    if (rows.length === 0)
        return [];
    return [
        '',
        `Blast radius (revocations now and within ${_blast_radius_js__WEBPACK_IMPORTED_MODULE_2__/* .BLAST_RADIUS_DAYS */ .gy} days: workspaces still using the version):`,
        ...rows,
    ];
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


/***/ }),

/***/ 3549:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  run: () => (/* binding */ run)
});

// EXTERNAL MODULE: ./src/changes/carry-out.ts + 2 modules
var carry_out = __webpack_require__(1999);
// EXTERNAL MODULE: ./src/changes/concurrency.ts
var changes_concurrency = __webpack_require__(9982);
// EXTERNAL MODULE: ./src/changes/outcome.ts
var changes_outcome = __webpack_require__(8741);
// EXTERNAL MODULE: ./src/changes/read.ts
var changes_read = __webpack_require__(4885);
// EXTERNAL MODULE: ./src/address.ts
var src_address = __webpack_require__(6355);
// EXTERNAL MODULE: ./src/report.ts
var report = __webpack_require__(665);
// EXTERNAL MODULE: ./src/policy/patterns.ts
var patterns = __webpack_require__(2819);
// EXTERNAL MODULE: ./node_modules/semver/index.js
var semver = __webpack_require__(2088);
var semver_default = /*#__PURE__*/__webpack_require__.n(semver);
// EXTERNAL MODULE: ./src/changes/plan.ts
var plan = __webpack_require__(2314);
// EXTERNAL MODULE: ./src/usage/format.ts
var format = __webpack_require__(6348);
// EXTERNAL MODULE: ./src/versions/constraint.ts
var constraint = __webpack_require__(4486);
// EXTERNAL MODULE: ./src/versions/selection.ts
var selection = __webpack_require__(3116);
;// CONCATENATED MODULE: ./src/policy/plan.ts
/**
 * What a policy asks of one module: per version deprecate, update, revoke (now, or from the day a
 * rule's schedule names), unrevoke or revert (both only with `prune`), or leave unchanged. Pure:
 * the module's current versions and today's date in, a plan out.
 */





/** The rules of a module that match versions but take none (see `IdleRule`). */
function idleRules(entry, newestFirst, coverage) {
    return entry.rules.flatMap((rule, index) => {
        const versions = [];
        for (const version of newestFirst) {
            if (!(0,constraint/* satisfies */.ib)(version, rule.versions))
                continue;
            const c = coverage.get(version);
            if (typeof c === 'object' && c.rule === index)
                return [];
            // A version this rule satisfies is covered: by an earlier rule, or kept.
            versions.push({ version, takenBy: typeof c === 'object' ? c.rule : 'keep-latest' });
        }
        if (versions.length === 0)
            return [];
        const exact = rule.versions.terms.every((t) => t.operator === '=');
        return versions.some((v) => v.takenBy !== 'keep-latest') || exact ? [{ rule: index, versions }] : [];
    });
}
/** Whether a module's rules need usage today: an `only-unused` rule that revokes now. */
function needsUsage(entry, today) {
    return entry.rules.some((r) => r.onlyUnused && revokesNow(r, today));
}
/** Today in UTC as `YYYY-MM-DD`, the form `revoke-on` is written in. */
const utcDay = (now) => now.toISOString().slice(0, 10);
/** Whole days from `today` to `day`, both `YYYY-MM-DD`. */
function daysBetween(today, day) {
    return Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
}
/** Whether a rule revokes its versions on `today`: `status: revoked`, or its day has come. */
function revokesNow(rule, today) {
    return rule.status === 'revoked' || (rule.revokeOn !== undefined && rule.revokeOn <= today);
}
/** The rule covering each version, or why none does. */
function cover(entry, newestFirst, today) {
    const kept = (0,selection/* newestReleased */.eC)(newestFirst, entry.keepLatest);
    const coverage = new Map();
    for (const version of newestFirst) {
        const index = kept.has(version) ? -1 : entry.rules.findIndex((r) => (0,constraint/* satisfies */.ib)(version, r.versions));
        const rule = entry.rules[index];
        if (rule === undefined) {
            coverage.set(version, kept.has(version) ? 'keep-latest' : 'uncovered');
        }
        else if (rule.revokeOn !== undefined && !revokesNow(rule, today)) {
            coverage.set(version, {
                rule: index,
                revokeOn: rule.revokeOn,
                daysLeft: daysBetween(today, rule.revokeOn),
                ...(rule.onlyUnused && { onlyUnused: true }),
            });
        }
        else {
            coverage.set(version, { rule: index });
        }
    }
    return coverage;
}
/**
 * The revoked versions a rule revokes today: their revocation's message must be read to tell
 * whether it already says what the rule says.
 */
function revocationsToCompare(entry, current, today) {
    const coverage = cover(entry, (0,selection/* sortNewestFirst */.BP)(current.map((v) => v.version)), today);
    return current
        .filter((v) => {
        const c = coverage.get(v.version);
        const rule = typeof c === 'object' ? entry.rules[c.rule] : undefined;
        return v.revoked === true && rule !== undefined && revokesNow(rule, today);
    })
        .map((v) => v.version);
}
function planModule(entry, current, today, revocationKnown = current.some((v) => v.revoked !== undefined), usage) {
    const held = new Map();
    const newestFirst = (0,selection/* sortNewestFirst */.BP)(current.map((v) => v.version));
    const byVersion = new Map(current.map((v) => [v.version, v]));
    const coverage = cover(entry, newestFirst, today);
    const changes = newestFirst.map((version) => {
        const state = byVersion.get(version) ?? { version, deprecation: null };
        const c = coverage.get(version);
        const rule = typeof c === 'object' ? entry.rules[c.rule] : undefined;
        let target;
        const used = (0,format/* usageOf */.Fs)(usage, version);
        if (rule !== undefined &&
            revokesNow(rule, today) &&
            rule.onlyUnused &&
            state.revoked !== true &&
            (used?.count ?? 0) > 0) {
            // A safe revoke: a version some workspace uses is deprecated but not revoked.
            held.set(version, used);
            target = { to: 'deprecated', reason: rule.reason, link: rule.link };
        }
        else if (rule !== undefined) {
            target = revokesNow(rule, today)
                ? { to: 'revoked', reason: rule.reason, link: rule.link }
                : // With prune, a revocation no rule asks for (yet) is taken back to deprecated.
                    { to: 'deprecated', reason: rule.reason, link: rule.link, unrevoke: entry.prune };
        }
        else {
            // Without prune, a deprecation or revocation no rule covers is someone else's: leave it alone.
            target = entry.prune ? { to: 'active' } : undefined;
        }
        return (0,plan/* planVersion */.Uk)(state, target);
    });
    return {
        changes,
        missing: [...missingVersions(entry, newestFirst).keys()],
        coverage,
        revocationKnown,
        held,
        idle: idleRules(entry, newestFirst, coverage),
        kept: newestFirst.filter((v) => coverage.get(v) === 'keep-latest' && entry.rules.some((r) => (0,constraint/* satisfies */.ib)(v, r.versions))),
    };
}
/**
 * The versions a rule names exactly (every term `=`, as in "= 1.3.0") that the registry does not
 * list, each with the line of the rule that names it: a typo, known before any write.
 */
function missingVersions(entry, listed) {
    const have = new Set(listed.map((v) => semver_default().valid(v) ?? v));
    const missing = new Map();
    for (const rule of entry.rules) {
        if (!rule.versions.terms.every((t) => t.operator === '='))
            continue;
        for (const { version } of rule.versions.terms) {
            if (!have.has(version) && !missing.has(version))
                missing.set(version, rule.line);
        }
    }
    return missing;
}

// EXTERNAL MODULE: ./src/inputs/log.ts
var inputs_log = __webpack_require__(7803);
// EXTERNAL MODULE: ./src/usage/inputs.ts
var inputs = __webpack_require__(6994);
// EXTERNAL MODULE: ./src/policy/format.ts
var policy_format = __webpack_require__(8775);
// EXTERNAL MODULE: ./src/text.ts
var src_text = __webpack_require__(8992);
;// CONCATENATED MODULE: ./src/policy/log.ts




async function logPolicyInputs(log, request) {
    await (0,inputs_log/* logInputs */.iA)(log, request.warnings, [
        ['Policy', `${request.policyFile} (${entriesText(request.policy)})`],
        (0,inputs_log/* serviceLine */.o2)(request),
        (0,inputs_log/* runOptionsLine */.i$)(request),
        (0,inputs/* usageLine */.U)(request),
    ]);
}
/** "3 modules", "1 module, 2 patterns". */
const entriesText = (policy) => [
    ...(policy.modules.length > 0 || policy.patterns.length === 0 ? [(0,src_text/* plural */.LS)(policy.modules.length, 'module')] : []),
    ...(policy.patterns.length > 0 ? [(0,src_text/* plural */.LS)(policy.patterns.length, 'pattern')] : []),
].join(', ');
/** What each pattern took, after the organization's modules were listed. */
async function logPatterns(log, expansion) {
    await log.group(`Expand ${(0,src_text/* plural */.LS)(expansion.taken.length, 'pattern')}`, async () => {
        for (const { entry, modules } of expansion.taken) {
            log.info(`  ${entry.source} (line ${entry.line}): ${modules.length === 0 ? 'no module' : `${(0,src_text/* plural */.LS)(modules.length, 'module')}: ${modules.map((m) => `${m.namespace}/${m.name}/${m.provider}`).join(', ')}`}`);
        }
    });
}
/** One line per module read: its versions, or why it could not be read. */
const moduleRead = (log, address, versions) => log.info(`  ${address}: ${versions} versions`);
const moduleUnread = (log, address, message) => log.info(`  ${address}: ✗ ${message}`);
async function logPlan(log, planned, heldBack) {
    await log.group('Plan', async () => {
        for (const line of (0,policy_format/* formatPlan */.nT)(planned))
            log.info(line);
    });
    if (heldBack !== undefined)
        log.info(`Nothing sent: ${heldBack}`);
}
/**
 * Writes buffered groups in a fixed order, each whole: a group waits for those before it, and
 * one write runs at a time, since the runner's `group` yields while its body runs.
 */
class OrderedGroups {
    ready = new Map();
    next = 0;
    writing = Promise.resolve();
    log;
    constructor(log) {
        this.log = log;
    }
    done(index, title, lines) {
        this.ready.set(index, { title, lines });
        this.writing = this.writing.then(() => this.flush());
        return this.writing;
    }
    async flush() {
        for (let group = this.ready.get(this.next); group !== undefined; group = this.ready.get(this.next)) {
            this.ready.delete(this.next);
            this.next++;
            if (group.lines.length === 0)
                continue;
            const { lines } = group;
            await this.log.group(group.title, async () => {
                for (const line of lines)
                    this.log.info(line);
            });
        }
    }
}
/** Keeps a module's log lines until they can be written together. */
class BufferedLog {
    lines = [];
    async group(title, body) {
        this.lines.push(`${title}:`);
        return body();
    }
    info(message) {
        this.lines.push(message);
    }
}

;// CONCATENATED MODULE: ./src/policy/run.ts
/**
 * Runs a policy: one read per module (concurrently, under the shared rate limiter), a plan for
 * all of them, then each module's plan carried out exactly as the single-module mode does. A
 * failure in one module never stops the others.
 */











const MODULES_AT_ONCE = 4;
async function run(request, deps) {
    try {
        await logPolicyInputs(deps.log, request);
        const patterns = await expand(request.policy, deps);
        if (patterns.overlaps.length > 0)
            return { kind: 'overlap', request, context: deps.context, patterns };
        await preloadUsage(patterns.modules, deps);
        const modules = await runPolicy(request, patterns.modules, deps, utcDay(new Date()));
        return {
            kind: 'done',
            request,
            context: deps.context,
            modules,
            ...(request.policy.patterns.length > 0 && { patterns: { taken: patterns.taken, idle: patterns.idle } }),
        };
    }
    catch (error) {
        return { kind: 'failed', request, reason: (0,report/* failureReasonOf */.M3)(error, 'service-error'), message: (0,src_text/* errorMessage */.gJ)(error) };
    }
}
/**
 * The policy's modules with its patterns expanded: each organization a pattern names is listed
 * once, whole (a list that does not add up fails the run rather than leave a module out).
 */
async function expand(policy, deps) {
    if (policy.patterns.length === 0)
        return (0,patterns/* expandPatterns */.qL)(policy.modules, [], () => []);
    const lister = deps.moduleList;
    if (lister === undefined)
        throw new Error('the policy has patterns, but this run cannot list modules');
    const listed = new Map();
    for (const { organization } of policy.patterns) {
        const key = organization.toLowerCase();
        if (listed.has(key))
            continue;
        const modules = await lister.listModules(organization);
        deps.log.info(`The private registry of ${organization} lists ${(0,src_text/* plural */.LS)(modules.length, 'module')}.`);
        listed.set(key, modules);
    }
    const expansion = (0,patterns/* expandPatterns */.qL)(policy.modules, policy.patterns, (o) => listed.get(o.toLowerCase()) ?? []);
    await logPatterns(deps.log, expansion);
    return expansion;
}
/**
 * An organization whose modules a pattern took (hundreds, often) has its usage read at once, so a
 * plan over every module of an organization asks Explorer once, not once per module. Modules
 * listed one by one are read one by one, as ever: a few small reads beat a whole export.
 */
async function preloadUsage(modules, deps) {
    const { usage, organizationUsage } = deps;
    if (usage?.preload === undefined || organizationUsage === undefined || !usage.enabled)
        return;
    const byOrganization = new Map();
    for (const entry of modules) {
        const key = entry.organization.toLowerCase();
        const group = byOrganization.get(key) ?? { name: entry.organization, modules: [], patterned: false };
        group.modules.push(entry.module);
        group.patterned ||= entry.takenBy !== undefined;
        byOrganization.set(key, group);
    }
    for (const { name, modules: listed, patterned } of byOrganization.values()) {
        if (patterned && listed.length > 1)
            await usage.preload(name, listed, organizationUsage);
    }
}
/** Every module read and planned, then carried out; `today` (UTC) dates scheduled revocations. */
async function runPolicy(request, modules, deps, today) {
    const { dryRun } = request;
    const { log, registry, concurrency } = deps;
    const planned = await log.group(`Read ${(0,src_text/* plural */.LS)(modules.length, 'module')}`, () => (0,changes_concurrency/* mapConcurrent */._)(modules, concurrency, (entry) => readAndPlan(request, deps, entry, today)));
    // A rule naming a version the registry lacks fails the run whatever else happens: nothing is
    // sent in the whole run, rather than changing the other modules and versions first.
    const missing = planned.flatMap((r) => (r.plan?.missing ?? []).map((v) => `${r.address} ${v}`));
    const heldBack = !dryRun && missing.length > 0
        ? `the policy names ${missing.join(', ')}, which the registry does not list, so no version was changed.`
        : undefined;
    await logPlan(log, planned, heldBack);
    // Modules run side by side, but the runner's log groups cannot nest or interleave: each
    // module's lines are kept and written as one group, in the policy file's order, as soon as the
    // modules before it are written.
    const options = { dryRun, verify: request.verify, verifyTimeoutMs: request.verifyTimeoutMs, concurrency };
    const writer = new OrderedGroups(log);
    return (0,changes_concurrency/* mapConcurrent */._)(planned.map((result, index) => ({ result, index })), MODULES_AT_ONCE, async ({ result, index }) => {
        const buffered = new BufferedLog();
        let outcome = result;
        if (result.plan !== undefined) {
            const { organization, module } = result.entry;
            try {
                const outcomes = heldBack !== undefined
                    ? (0,changes_outcome/* heldBackOutcomes */.IP)(result.plan, heldBack, options)
                    : await (0,carry_out/* carryOut */.u0)(registry, organization, module, result.plan, options, buffered);
                outcome = {
                    ...result,
                    outcomes: (0,format/* withUsage */.Se)(missingNamed(outcomes, result.entry), result.usage, result.plan.held, 'only-unused'),
                };
            }
            catch (error) {
                const message = (0,src_text/* errorMessage */.gJ)(error);
                buffered.info(`✗ ${message}`);
                outcome = { ...result, error: message, ...((0,report/* isTransient */.dg)(error) && { transient: true }) };
            }
        }
        // A module with nothing to change logs nothing: the plan already said so.
        await writer.done(index, result.address, buffered.lines);
        return outcome;
    });
}
/** One module read (state, revocation, usage) and planned; a failure is the module's alone. */
async function readAndPlan(request, deps, entry, today) {
    const address = (0,src_address/* formatModuleAddress */.wc)(request.service.host, entry.module);
    try {
        const read = await (0,changes_read/* readModule */.bH)({
            organization: entry.organization,
            module: entry.module,
            needsRevocation: entry.rules.some((r) => revokesNow(r, today)),
            // A revoked version a rule revokes today is compared by its message: one read each.
            details: (versions) => new Set(revocationsToCompare(entry, versions, today)),
            // Usage, when `usage` allows (and always for an `only-unused` rule that revokes today).
            usageRequired: needsUsage(entry, today),
        }, deps);
        moduleRead(deps.log, address, read.versions.length);
        const plan = planModule(entry, read.versions, today, read.revocationKnown, read.usage);
        return { entry, address, plan, ...(read.usage !== undefined && { usage: read.usage }), outcomes: [] };
    }
    catch (error) {
        const message = (0,src_text/* errorMessage */.gJ)(error);
        moduleUnread(deps.log, address, message);
        const noRevocation = (0,report/* failureReasonOf */.M3)(error, 'service-error') === 'revocation-unavailable';
        return {
            entry,
            address,
            outcomes: [],
            error: message,
            ...(noRevocation && { noRevocation: true }),
            ...((0,report/* isTransient */.dg)(error) && { transient: true }),
        };
    }
}
/** A missing version's error names the rule that names it, not the `version` input. */
function missingNamed(outcomes, entry) {
    const lines = missingVersions(entry, []);
    return outcomes.map((o) => o.kind === 'missing'
        ? {
            ...o,
            error: `Version ${o.version}, named by the rule on line ${lines.get(o.version) ?? entry.line}, is not in the registry's version list for this module: correct or remove the rule.`,
        }
        : o);
}


/***/ }),

/***/ 6994:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   U: () => (/* binding */ usageLine),
/* harmony export */   r: () => (/* binding */ parseUsageOptions)
/* harmony export */ });
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8992);

const VALUES = { auto: 'auto', true: 'required', false: 'off' };
/** The "Usage" line of the Inputs log group. */
function usageLine(options) {
    const what = {
        auto: 'auto: who uses each version, from Explorer, when the token may',
        required: 'true: who uses each version, from Explorer; the step fails without it',
        off: 'false: not read',
    }[options.usage];
    return [
        'Usage',
        `${what}${options.usage !== 'off' && options.usageToken !== undefined ? ' (with `usage-token`)' : ''}`,
    ];
}
function parseUsageOptions(read, problems) {
    const raw = read('usage').trim();
    const usage = raw === '' ? 'auto' : VALUES[raw.toLowerCase()];
    if (usage === undefined) {
        problems.push(`Input \`usage\` must be auto (read who uses each version when the token may), true (required) or false (never), got ${(0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .show */ .WU)(raw)}.`);
    }
    const usageToken = read('usage-token').trim();
    if (usageToken !== '' && /\s/.test(usageToken)) {
        problems.push('Input `usage-token` must be one token, without spaces or line breaks.');
    }
    return { usage: usage ?? 'auto', ...(usageToken !== '' && { usageToken }) };
}


/***/ }),

/***/ 4486:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FJ: () => (/* binding */ parseConstraint),
/* harmony export */   HS: () => (/* binding */ hasOperator),
/* harmony export */   ib: () => (/* binding */ satisfies)
/* harmony export */ });
/* harmony import */ var semver__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2088);
/* harmony import */ var semver__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(semver__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1214);
/**
 * Terraform's version constraint syntax, mapped onto semver. Only the mapping is ours:
 * comparison is the semver library's.
 *
 * A constraint is comma-separated terms: `=`, `!=`, `>`, `>=`, `<`, `<=`, `~>`, or a bare
 * version (same as `=`). Missing minor and patch parts count as zero. `~>` allows only the
 * right-most given part to grow: `~> 1.2` is `>= 1.2.0, < 2.0.0`; `~> 1.2.0` is
 * `>= 1.2.0, < 1.3.0`; `~> 1` is `>= 1.0.0`, as Terraform's module installer (go-version) reads
 * it. As in Terraform, a prerelease matches only an exact `=` term naming it.
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
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .VersionSyntaxError */ .q(`${JSON.stringify(term.length > 40 ? `${term.slice(0, 40)}…` : term)} is not a constraint term; expected an operator (=, !=, >, >=, <, <=, ~>) and a version, e.g. ">= 1.2.0"`);
        }
        const [, op, major, minor, patch, prerelease = '', build = ''] = m;
        const parts = patch !== undefined ? 3 : minor !== undefined ? 2 : 1;
        const operator = (op ?? '=');
        if (operator === '~>' && (prerelease !== '' || build !== '')) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .VersionSyntaxError */ .q(`${JSON.stringify(term)}: ~> takes a release version, without -prerelease or +build`);
        }
        const version = semver__WEBPACK_IMPORTED_MODULE_0___default().parse(`${major}.${minor ?? 0}.${patch ?? 0}${prerelease}${build}`);
        if (version === null)
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .VersionSyntaxError */ .q(`${JSON.stringify(term)} holds an invalid version`);
        return { operator, version: version.version, parts };
    });
    return { text: raw.join(', '), terms };
}
function satisfiesTerm(version, term) {
    const cmp = semver__WEBPACK_IMPORTED_MODULE_0___default().compare(version, term.version);
    switch (term.operator) {
        case '=':
            return cmp === 0;
        case '!=':
            return cmp !== 0;
        case '>':
            return cmp > 0;
        case '>=':
            return cmp >= 0;
        case '<':
            return cmp < 0;
        case '<=':
            return cmp <= 0;
        case '~>': {
            const base = semver__WEBPACK_IMPORTED_MODULE_0___default().parse(term.version);
            // The right-most written part may grow; the parts before it are fixed.
            if (term.parts === 1)
                return cmp >= 0;
            const ceiling = term.parts === 3 ? `${base.major}.${base.minor + 1}.0` : `${base.major + 1}.0.0`;
            return cmp >= 0 && semver__WEBPACK_IMPORTED_MODULE_0___default().compare(version, ceiling) < 0;
        }
    }
}
/** Whether a version satisfies every term of a constraint, with Terraform's prerelease rule. */
function satisfies(version, constraint) {
    const parsed = semver__WEBPACK_IMPORTED_MODULE_0___default().parse(version);
    if (parsed === null)
        return false;
    if (parsed.prerelease.length > 0) {
        const named = constraint.terms.some((t) => t.operator === '=' && semver__WEBPACK_IMPORTED_MODULE_0___default().compare(parsed, t.version) === 0);
        if (!named)
            return false;
    }
    return constraint.terms.every((term) => satisfiesTerm(parsed, term));
}


/***/ }),

/***/ 1214:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   q: () => (/* binding */ VersionSyntaxError)
/* harmony export */ });
/** Thrown for a version or constraint text that cannot be used; the caller names the input. */
class VersionSyntaxError extends Error {
    name = 'VersionSyntaxError';
}


/***/ }),

/***/ 3116:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BP: () => (/* binding */ sortNewestFirst),
/* harmony export */   Bg: () => (/* binding */ parseVersionSelector),
/* harmony export */   QR: () => (/* binding */ selectVersions),
/* harmony export */   eC: () => (/* binding */ newestReleased),
/* harmony export */   r5: () => (/* binding */ describeSelector)
/* harmony export */ });
/* unused harmony export normalizeVersion */
/* harmony import */ var semver__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2088);
/* harmony import */ var semver__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(semver__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _constraint_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4486);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1214);
/**
 * Which versions the user asked for, and which of the registry's versions that picks. Pure: no
 * I/O. Comparison is semver's; `constraint.ts` maps Terraform's syntax onto it.
 */



/** `1.2.0` and `v1.2.0` (a tag name) both mean 1.2.0; anything else that is not semver is refused. */
function normalizeVersion(raw) {
    const text = raw.trim();
    const parsed = /^v?\d/.test(text) ? semver__WEBPACK_IMPORTED_MODULE_0___default().parse(text.replace(/^v/, '')) : null;
    if (parsed === null) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .VersionSyntaxError */ .q(`${JSON.stringify(clip(text))} is not a version; expected MAJOR.MINOR.PATCH such as 1.2.0 (a leading v is accepted)`);
    }
    return parsed.version;
}
/** Human wording of a selector, for logs. */
function describeSelector(selector) {
    return selector.kind === 'list' ? selector.versions.join(', ') : `constraint "${selector.constraint.text}"`;
}
/**
 * A value whose comma- or newline-separated parts are all bare versions is a list; one with an
 * operator in any part is one constraint; one that mixes the two is an error that says so.
 */
function parseVersionSelector(raw) {
    const parts = raw
        .split(/[,\n]/)
        .map((p) => p.trim())
        .filter((p) => p !== '');
    if (parts.length === 0) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .VersionSyntaxError */ .q('is empty; expected versions separated by commas or newlines, or a constraint');
    }
    const withOperator = parts.filter(_constraint_js__WEBPACK_IMPORTED_MODULE_1__/* .hasOperator */ .HS);
    if (withOperator.length === 0)
        return { kind: 'list', versions: [...new Set(parts.map(normalizeVersion))] };
    const bare = parts.filter((p) => !(0,_constraint_js__WEBPACK_IMPORTED_MODULE_1__/* .hasOperator */ .HS)(p));
    if (bare.length > 0) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .VersionSyntaxError */ .q(`mixes bare versions (${bare.map((b) => JSON.stringify(clip(b))).join(', ')}) with constraint terms (${withOperator.map((w) => JSON.stringify(clip(w))).join(', ')}); give either a list of versions or one constraint, writing "= 1.2.0" for an exact term`);
    }
    return { kind: 'constraint', constraint: (0,_constraint_js__WEBPACK_IMPORTED_MODULE_1__/* .parseConstraint */ .FJ)(parts.join(', ')) };
}
/** Newest first, by semver; versions that are not semver sort last, as given. */
function sortNewestFirst(versions) {
    // Each version parsed once, not twice per comparison as `semver.rsort` does.
    const valid = [];
    const invalid = [];
    for (const version of versions) {
        const parsed = semver__WEBPACK_IMPORTED_MODULE_0___default().parse(version);
        if (parsed !== null)
            valid.push({ version, parsed });
        else
            invalid.push(version);
    }
    valid.sort((a, b) => semver__WEBPACK_IMPORTED_MODULE_0___default().compareBuild(b.parsed, a.parsed));
    return [...valid.map((v) => v.version), ...invalid];
}
/** The `count` newest released (non-prerelease) versions: those `keep-latest` never touches. */
function newestReleased(versions, count) {
    return new Set(sortNewestFirst(versions)
        .filter((v) => semver__WEBPACK_IMPORTED_MODULE_0___default().valid(v) !== null && semver__WEBPACK_IMPORTED_MODULE_0___default().prerelease(v) === null)
        .slice(0, Math.max(0, count)));
}
function selectVersions(selector, available, rules = {}) {
    const byNormal = new Map();
    for (const v of available) {
        const parsed = semver__WEBPACK_IMPORTED_MODULE_0___default().parse(v.replace(/^v/, ''));
        if (parsed !== null)
            byNormal.set(parsed.version, v);
    }
    const newestFirst = sortNewestFirst([...byNormal.keys()]);
    const kept = newestReleased(newestFirst, rules.keepLatest ?? 0);
    const protectedVersion = rules.protect !== undefined ? semver__WEBPACK_IMPORTED_MODULE_0___default().parse(rules.protect)?.version : undefined;
    const wanted = selector.kind === 'list' ? selector.versions : newestFirst.filter((v) => (0,_constraint_js__WEBPACK_IMPORTED_MODULE_1__/* .satisfies */ .ib)(v, selector.constraint));
    const selected = [];
    const missing = [];
    const reasons = new Map();
    for (const version of wanted) {
        const found = byNormal.get(version);
        if (found === undefined)
            missing.push(version);
        else if (version === protectedVersion)
            reasons.set(version, 'released-now');
        else if (kept.has(version))
            reasons.set(version, 'keep-latest');
        else
            selected.push(found);
    }
    const skipped = newestFirst
        .filter((v) => !selected.includes(byNormal.get(v)))
        .map((v) => ({ version: byNormal.get(v), reason: reasons.get(v) ?? 'not-selected' }));
    return { selected, missing, skipped };
}
function clip(text) {
    return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}


/***/ })

};
