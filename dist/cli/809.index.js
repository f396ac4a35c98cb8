export const id = 809;
export const ids = [809];
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

/***/ 9877:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ burndown),
/* harmony export */   h: () => (/* binding */ shownTime)
/* harmony export */ });
/* harmony import */ var _data_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1356);
/**
 * The burn-down: uses of deprecated and revoked versions in the previous report and now, per
 * module and in all, over the modules both reports read (a previous report of another scope, or
 * a module listed in one report only, never makes a migration up); the workspaces that moved off
 * a module's retired versions, told from those still on a version that is no longer retired; and
 * the earlier runs' counts for the chart, in date order, without runs dated after this one. Pure.
 */

const sameScope = (a, b) => JSON.stringify([...a.patterns].map((p) => p.toLowerCase()).sort()) ===
    JSON.stringify([...b.patterns].map((p) => p.toLowerCase()).sort());
function burndown(previous, current) {
    const previousScope = previous.scope ?? _data_js__WEBPACK_IMPORTED_MODULE_0__/* .WHOLE_ORGANIZATION */ .E2;
    const scopeDiffers = !sameScope(previousScope, current.scope);
    const key = (module) => module.toLowerCase();
    const before = new Map(previous.modules.map((m) => [key(m.module), m]));
    const after = new Map(current.modules.map((m) => [key(m.module), m]));
    const usageMissing = previous.usage === 'unread' ? 'previous' : current.usage === 'unread' ? 'current' : undefined;
    const modules = [];
    if (usageMissing === undefined) {
        for (const [name, now] of after) {
            const then = before.get(name);
            if (then === undefined)
                continue;
            const compared = compareModule(now.module, then, now);
            if (compared.then > 0 || compared.now > 0)
                modules.push(compared);
        }
    }
    modules.sort((a, b) => b.now - a.now || b.then - a.then || a.module.localeCompare(b.module));
    // Earlier runs of the same scope, in date order; one count per instant (the report's own last).
    const at = (p) => Date.parse(p.at);
    const own = previous.usage === 'unread' ? [] : [(0,_data_js__WEBPACK_IMPORTED_MODULE_0__/* .historyPoint */ .jQ)(previous.generatedAt, previous)];
    const byInstant = new Map();
    for (const p of scopeDiffers ? [] : [...previous.history, ...own])
        byInstant.set(at(p), p);
    const points = [...byInstant.values()].sort((a, b) => at(a) - at(b));
    const thisRun = Date.parse(current.generatedAt);
    return {
        previousAt: previous.generatedAt,
        previousScope,
        scopeAssumed: previous.scope === undefined,
        scopeDiffers,
        ...(usageMissing !== undefined && { usageMissing }),
        onlyThen: onlyIn(before, after),
        onlyNow: onlyIn(after, before),
        history: points.filter((p) => at(p) <= thisRun).slice(-_data_js__WEBPACK_IMPORTED_MODULE_0__/* .HISTORY_RUNS */ .eZ),
        future: points.filter((p) => at(p) > thisRun),
        then: modules.reduce((n, m) => n + m.then, 0),
        now: modules.reduce((n, m) => n + m.now, 0),
        modules,
    };
}
/** The modules of `a` that `b` lacks, by name, sorted. */
function onlyIn(a, b) {
    return [...a]
        .filter(([name]) => !b.has(name))
        .map(([, m]) => m.module)
        .sort();
}
/** One module then and now: its retired uses, who moved off, who stays on a version no longer retired. */
function compareModule(module, then, now) {
    const before = (0,_data_js__WEBPACK_IMPORTED_MODULE_0__/* .retiredUsesOf */ .TS)(then);
    const after = (0,_data_js__WEBPACK_IMPORTED_MODULE_0__/* .retiredUsesOf */ .TS)(now);
    const activeNow = new Map(now.versions.filter((v) => !(0,_data_js__WEBPACK_IMPORTED_MODULE_0__/* .isRetired */ .aZ)(v.state)).map((v) => [v.version, v]));
    // Versions retired then, active now, and used then.
    const unretired = then.versions.filter((v) => (0,_data_js__WEBPACK_IMPORTED_MODULE_0__/* .isRetired */ .aZ)(v.state) && v.count > 0 && activeNow.has(v.version));
    const stillOn = new Set();
    const versions = new Set();
    for (const v of unretired) {
        const users = new Set(activeNow.get(v.version)?.workspaces ?? []);
        for (const w of v.workspaces) {
            if (users.has(w) && !after.workspaces.has(w)) {
                stillOn.add(w);
                versions.add(v.version);
            }
        }
    }
    return {
        module,
        then: before.uses,
        now: after.uses,
        movedOff: [...before.workspaces].filter((w) => !after.workspaces.has(w) && !stillOn.has(w)).sort(),
        unretired: { versions: [...versions].sort(), workspaces: [...stillOn].sort() },
        unretiredUses: unretired.reduce((n, v) => n + v.count, 0),
    };
}
/** A run's time as people read it: `2026-11-24 07:23 UTC`. */
function shownTime(iso) {
    const t = new Date(iso);
    return Number.isNaN(t.getTime()) ? iso : `${t.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}


/***/ }),

/***/ 1356:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AO: () => (/* binding */ moduleName),
/* harmony export */   E2: () => (/* binding */ WHOLE_ORGANIZATION),
/* harmony export */   Lj: () => (/* binding */ inUse),
/* harmony export */   Sd: () => (/* binding */ totals),
/* harmony export */   TS: () => (/* binding */ retiredUsesOf),
/* harmony export */   aZ: () => (/* binding */ isRetired),
/* harmony export */   cE: () => (/* binding */ workspacesOf),
/* harmony export */   eZ: () => (/* binding */ HISTORY_RUNS),
/* harmony export */   jQ: () => (/* binding */ historyPoint),
/* harmony export */   rW: () => (/* binding */ moduleEntry)
/* harmony export */ });
/* unused harmony export lifecycleOf */
/** A report of every private module of its organization: what a report that does not say its scope was. */
const WHOLE_ORGANIZATION = { patterns: [] };
/** Runs the report file keeps the counts of: a year of weekly reports. */
const HISTORY_RUNS = 52;
/** A run's point of the history. */
function historyPoint(at, data) {
    const t = totals(data);
    return {
        at,
        deprecatedInUse: t.deprecatedInUse,
        revokedInUse: t.revokedInUse,
        retiredUses: t.retiredUses,
        workspacesAffected: t.workspacesAffected,
    };
}
const moduleName = (m) => `${m.namespace}/${m.name}/${m.provider}`;
function lifecycleOf(v) {
    if (v.revoked === true)
        return 'revoked';
    return v.deprecation !== null ? 'deprecated' : 'active';
}
/** One module's entry from its versions (with the revocations read), its revoked set and its usage (undefined: not read). */
function moduleEntry(module, versions, revoked, usage) {
    return {
        module: moduleName(module),
        versions: versions.map((v) => {
            const used = usage?.get(v.version);
            return {
                version: v.version,
                state: lifecycleOf({ deprecation: v.deprecation, revoked: revoked?.has(v.version) ?? v.revoked }),
                count: used?.count ?? 0,
                workspaces: used?.names ?? [],
                ...(v.deprecation !== null && { deprecation: v.deprecation }),
                ...(v.revocation !== undefined && { revocation: v.revocation }),
            };
        }),
    };
}
const isRetired = (state) => state !== 'active';
/** Every workspace the report names, sorted: those that use any version. */
function workspacesOf(data) {
    const names = new Set();
    for (const m of data.modules)
        for (const v of m.versions)
            for (const w of v.workspaces)
                names.add(w);
    return [...names].sort();
}
/** The deprecated and revoked versions still in use: most workspaces first, then by module and version. */
function inUse(data) {
    const entries = [];
    for (const m of data.modules) {
        for (const v of m.versions) {
            if (isRetired(v.state) && v.count > 0)
                entries.push({ ...v, state: v.state, module: m.module });
        }
    }
    return entries.sort((a, b) => b.count - a.count || a.module.localeCompare(b.module) || a.version.localeCompare(b.version));
}
function totals(data) {
    let versions = 0;
    let deprecated = 0;
    let revoked = 0;
    let deprecatedInUse = 0;
    let revokedInUse = 0;
    let retiredUses = 0;
    const affected = new Set();
    for (const m of data.modules) {
        for (const v of m.versions) {
            versions += 1;
            if (v.state === 'deprecated')
                deprecated += 1;
            if (v.state === 'revoked')
                revoked += 1;
            if (!isRetired(v.state) || v.count === 0)
                continue;
            if (v.state === 'deprecated')
                deprecatedInUse += 1;
            else
                revokedInUse += 1;
            retiredUses += v.count;
            for (const w of v.workspaces)
                affected.add(w);
        }
    }
    return {
        modules: data.modules.length,
        versions,
        deprecated,
        revoked,
        deprecatedInUse,
        revokedInUse,
        retiredUses,
        workspacesAffected: affected.size,
    };
}
/** A module's uses of retired versions, and the workspaces behind them. */
function retiredUsesOf(m) {
    let uses = 0;
    const workspaces = new Set();
    for (const v of m.versions) {
        if (!isRetired(v.state))
            continue;
        uses += v.count;
        for (const w of v.workspaces)
            workspaces.add(w);
    }
    return { uses, workspaces };
}


/***/ }),

/***/ 5226:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   KP: () => (/* binding */ REPORT_KIND),
/* harmony export */   VW: () => (/* binding */ reportCsv),
/* harmony export */   ce: () => (/* binding */ reportDocument),
/* harmony export */   l4: () => (/* binding */ reportJson),
/* harmony export */   t3: () => (/* binding */ REPORT_FORMAT)
/* harmony export */ });
/* unused harmony exports changeRequestsJson, CSV_HEADER */
/* harmony import */ var _data_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1356);
/**
 * The report's files: JSON (`reportFile`, read back next week as `previousReport`) and CSV
 * (`reportCsv`, one row per version and workspace, for a spreadsheet). Both are drawn from
 * the same ReportData; schema/migration-report.schema.json describes the JSON, and
 * previous-report.ts reads it back. Pure.
 */

/** What marks the JSON as this report, and its format's version. */
const REPORT_KIND = 'tfe-module-migration-report';
const REPORT_FORMAT = 1;
/** The report as the JSON file holds it (and the command line's `--json` as `report`). */
function reportDocument(data, burndown, changeRequests) {
    const t = (0,_data_js__WEBPACK_IMPORTED_MODULE_0__/* .totals */ .Sd)(data);
    const version = (v) => ({
        version: v.version,
        state: v.state,
        'workspace-count': v.count,
        workspaces: v.workspaces,
        ...(v.deprecation !== undefined && { deprecation: { reason: v.deprecation.reason, link: v.deprecation.link } }),
        ...(v.revocation !== undefined && { revocation: { message: v.revocation.message, link: v.revocation.link } }),
    });
    return {
        kind: REPORT_KIND,
        format: REPORT_FORMAT,
        organization: data.organization,
        'generated-at': data.generatedAt,
        scope: { patterns: data.scope.patterns },
        usage: data.usage,
        totals: {
            modules: t.modules,
            versions: t.versions,
            deprecated: t.deprecated,
            revoked: t.revoked,
            'deprecated-in-use': t.deprecatedInUse,
            'revoked-in-use': t.revokedInUse,
            'retired-uses': t.retiredUses,
            'workspaces-affected': t.workspacesAffected,
        },
        'in-use': (0,_data_js__WEBPACK_IMPORTED_MODULE_0__/* .inUse */ .Lj)(data).map((e) => ({ module: e.module, ...version(e) })),
        // Earlier runs' counts, so that next run's chart has its line from one previous report.
        history: (burndown?.history ?? []).map((p) => ({
            'generated-at': p.at,
            'deprecated-in-use': p.deprecatedInUse,
            'revoked-in-use': p.revokedInUse,
            'retired-uses': p.retiredUses,
            'workspaces-affected': p.workspacesAffected,
        })),
        modules: data.modules.map((m) => ({ module: m.module, versions: m.versions.map(version) })),
        // Each workspace once, with its project (null where it is not known), to chase owners by team.
        workspaces: (0,_data_js__WEBPACK_IMPORTED_MODULE_0__/* .workspacesOf */ .cE)(data).map((name) => ({ name, project: data.projects?.get(name) ?? null })),
        ...(burndown !== undefined && { 'burn-down': burndownJson(burndown) }),
        ...(changeRequests !== undefined && { 'change-requests': changeRequestsJson(changeRequests) }),
    };
}
/** The burn-down as the file and `--json` give it: the modules both reports read, compared. */
function burndownJson(b) {
    return {
        'previous-generated-at': b.previousAt,
        'previous-scope': { patterns: b.previousScope.patterns },
        then: b.then,
        now: b.now,
        'not-compared': { 'only-previous': b.onlyThen, 'only-this-run': b.onlyNow },
        modules: b.modules.map((m) => ({
            module: m.module,
            then: m.then,
            now: m.now,
            'moved-off': m.movedOff,
            'no-longer-retired': { versions: m.unretired.versions, workspaces: m.unretired.workspaces },
        })),
    };
}
/** What `changeRequests: true` opened (or would, in a dry run), as the file and `--json` give it. */
function changeRequestsJson(done) {
    return {
        'dry-run': done.dryRun,
        opened: done.opened,
        'already-open': done.alreadyOpen,
        left: done.left,
        limit: done.limit,
        requests: done.requests.map((r) => ({
            module: r.module,
            version: r.version,
            state: r.state,
            subject: r.subject,
            workspaces: r.workspaces,
        })),
    };
}
function reportJson(data, burndown, changeRequests) {
    return `${JSON.stringify(reportDocument(data, burndown, changeRequests))}\n`;
}
const CSV_HEADER = [
    'module',
    'version',
    'state',
    'workspace_count',
    'workspace',
    'project',
    'deprecation_reason',
    'deprecation_link',
    'revocation_message',
    'revocation_link',
];
/**
 * One row per version and workspace that uses it (a version no workspace uses has one row with
 * no workspace), with the workspace's project and the version's reason, link and revocation
 * message. Every field is quoted. A text field that starts with `=`, `+`, `-`, `@`, a tab or a
 * carriage return (a reason someone wrote, a workspace name Explorer gave) is prefixed with a
 * quote, as spreadsheets expect, so that none is taken for a formula.
 */
function reportCsv(data) {
    const field = (value) => {
        const text = String(value);
        const safe = /^[=+\-@\t\r]/.test(text) && typeof value === 'string' ? `'${text}` : text;
        return `"${safe.replace(/"/g, '""')}"`;
    };
    const lines = [CSV_HEADER.map(field).join(',')];
    for (const m of data.modules) {
        for (const v of m.versions) {
            const names = v.workspaces.length > 0 ? v.workspaces : [''];
            const about = [
                v.deprecation?.reason ?? '',
                v.deprecation?.link ?? '',
                v.revocation?.message ?? '',
                v.revocation?.link ?? '',
            ];
            for (const w of names) {
                const project = w === '' ? '' : (data.projects?.get(w) ?? '');
                lines.push([m.module, v.version, v.state, v.count, w, project, ...about].map(field).join(','));
            }
        }
    }
    return `${lines.join('\r\n')}\r\n`;
}


/***/ })

};
