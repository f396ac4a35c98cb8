export const id = 541;
export const ids = [541];
export const modules = {

/***/ 2314:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L7: () => (/* binding */ shows),
/* harmony export */   Uk: () => (/* binding */ planVersion),
/* harmony export */   V6: () => (/* binding */ updatesRevocation),
/* harmony export */   XA: () => (/* binding */ planChanges),
/* harmony export */   hn: () => (/* binding */ sameDeprecation),
/* harmony export */   o0: () => (/* binding */ lifecycleOf),
/* harmony export */   pR: () => (/* binding */ involvesRevocation),
/* harmony export */   rt: () => (/* binding */ revocationUpdates)
/* harmony export */ });
/** The service may append this to a stored reason ("Applies will be blocked in 15 days."): read back, no change. */
const SERVICE_SUFFIX = /\s*Applies will be blocked in \d+ days?\.$/;
/** Whether a read-back reason is the requested one, allowing only the service's own suffix. */
function sameReason(stored, requested) {
    return stored === requested || (SERVICE_SUFFIX.test(stored) && stored.replace(SERVICE_SUFFIX, '') === requested);
}
/**
 * Whether a deprecation reads as wanted: the same reason (but for the service's sentence) and link. Equality, not
 * containment, so that a shortened reason or a removed link is a change; an empty link means no link.
 */
function sameDeprecation(current, wanted) {
    if (wanted === null || current === null)
        return current === wanted;
    return sameReason(current.reason, wanted.reason) && current.link === wanted.link;
}
function sameRevocation(current, wanted) {
    return current.message === wanted.message && current.link === wanted.link;
}
/**
 * Whether a read shows a change: its deprecation, its revocation (a read that does not show revocation confirms no
 * change of it), and the revocation's message and link where the read included them.
 */
function shows(state, expected) {
    const revocationChanges = expected.revokedBefore !== undefined && expected.revokedBefore !== expected.revokedAfter;
    // A new message on a version already revoked shows only in its own read: without it, nothing
    // confirms the change.
    const messageChanges = expected.revokedBefore === true && expected.revokedAfter && expected.revocationAfter !== undefined;
    return (sameDeprecation(state.deprecation, expected.after) &&
        (state.revoked === undefined ? !revocationChanges : state.revoked === expected.revokedAfter) &&
        (!expected.revokedAfter ||
            expected.revocationAfter === undefined ||
            (state.revocation === undefined ? !messageChanges : sameRevocation(state.revocation, expected.revocationAfter))));
}
/** An update of a revoked version's revocation message and link (not of a deprecation's reason). */
const updatesRevocation = (change) => change.kind === 'update' && change.steps.some((s) => (typeof s === 'string' ? s : s.step) === 'revoke');
/** Revokes of versions already revoked: only the one-version read shows whether they took. */
function revocationUpdates(changes) {
    return new Set(changes.filter((c) => c.revokedBefore && c.steps.includes('revoke')).map((c) => c.version));
}
function lifecycleOf(deprecation, revoked) {
    return revoked ? 'revoked' : deprecation === null ? 'active' : 'deprecated';
}
/** One version's change toward a target; `undefined` (check mode, or no rule) plans nothing. */
function planVersion(state, target) {
    const { version, deprecation: before } = state;
    const revoked = state.revoked === true;
    const base = {
        version,
        before,
        revokedBefore: revoked,
        ...(state.revocation !== undefined && { revocationBefore: state.revocation }),
    };
    const unchanged = {
        ...base,
        kind: 'unchanged',
        after: before,
        revokedAfter: revoked,
        ...(state.revocation !== undefined && { revocationAfter: state.revocation }),
        steps: [],
    };
    if (target === undefined)
        return unchanged;
    switch (target.to) {
        case 'deprecated': {
            const wanted = { reason: target.reason, link: target.link };
            if (revoked) {
                // Only an explicit unrevoke takes a version out of revocation.
                if (target.unrevoke !== true)
                    return unchanged;
                const update = sameDeprecation(before, wanted) ? [] : ['update'];
                return {
                    ...base,
                    kind: 'unrevoke',
                    after: update.length > 0 ? wanted : before,
                    revokedAfter: false,
                    steps: ['unrevoke', ...update],
                };
            }
            if (sameDeprecation(before, wanted))
                return unchanged;
            if (before !== null && target.keepReasons === true)
                return { ...unchanged, keptReason: true };
            const kind = before === null ? 'deprecate' : 'update';
            return { ...base, kind, after: wanted, revokedAfter: false, steps: [kind] };
        }
        case 'revoked': {
            const wanted = { message: target.reason, link: target.link };
            if (revoked) {
                // A revoked version whose revocation was not read is taken as it is: nothing to compare.
                const current = state.revocation;
                if (current === undefined || sameRevocation(current, wanted))
                    return unchanged;
                if (target.keepReasons === true)
                    return { ...unchanged, keptReason: true };
                // The message is replaced, as an update of a deprecation replaces its reason.
                return {
                    ...base,
                    kind: 'update',
                    after: before,
                    revokedAfter: true,
                    revocationAfter: wanted,
                    steps: ['revoke'],
                };
            }
            // The service revokes only a deprecated version: an active one is deprecated first, with
            // the same reason and link; a deprecated one keeps its deprecation.
            const deprecate = before === null ? ['deprecate'] : [];
            return {
                ...base,
                kind: 'revoke',
                after: before ?? { reason: target.reason, link: target.link },
                revokedAfter: true,
                revocationAfter: wanted,
                steps: [...deprecate, 'revoke'],
            };
        }
        case 'unrevoked':
            if (!revoked)
                return unchanged;
            return { ...base, kind: 'unrevoke', after: before, revokedAfter: false, steps: ['unrevoke'] };
        case 'active': {
            if (!revoked && before === null)
                return unchanged;
            // Two documented steps: what undeprecating a revoked version does is not documented.
            const steps = [
                ...(revoked ? ['unrevoke'] : []),
                ...(before !== null ? ['undeprecate'] : []),
            ];
            return { ...base, kind: 'revert', after: null, revokedAfter: false, steps };
        }
    }
}
function planChanges(current, selected, target, revocationKnown) {
    const byVersion = new Map(current.map((v) => [v.version, v]));
    const changes = [];
    const missing = [];
    for (const version of selected) {
        const state = byVersion.get(version);
        if (state === undefined)
            missing.push(version);
        else
            changes.push(planVersion(state, target));
    }
    return { changes, missing, revocationKnown };
}
/** Whether carrying the plan out sends or needs to read back any revocation. */
function involvesRevocation(changes) {
    return changes.some((c) => c.revokedBefore !== c.revokedAfter || c.steps.includes('revoke'));
}


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

/***/ 1356:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
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
/* harmony import */ var _address_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6355);
/* harmony import */ var _changes_plan_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2314);


/** What a report that does not say its scope read. */
const WHOLE_ORGANIZATION = { patterns: [] };
/** Runs the report file keeps the counts of: a year of weekly reports. */
const HISTORY_RUNS = 52;
function historyPoint(at, data) {
    const { deprecatedInUse, revokedInUse, retiredUses, workspacesAffected } = totals(data);
    return { at, deprecatedInUse, revokedInUse, retiredUses, workspacesAffected };
}
/** One module's entry from its versions (with the revocations read), its revoked set and its usage (undefined: not read). */
function moduleEntry(module, versions, revoked, usage) {
    return {
        module: (0,_address_js__WEBPACK_IMPORTED_MODULE_0__/* .moduleName */ .AO)(module),
        versions: versions.map((v) => {
            const used = usage?.get(v.version);
            return {
                version: v.version,
                state: (0,_changes_plan_js__WEBPACK_IMPORTED_MODULE_1__/* .lifecycleOf */ .o0)(v.deprecation, (revoked?.has(v.version) ?? v.revoked) === true),
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
    return [...new Set(data.modules.flatMap((m) => m.versions.flatMap((v) => v.workspaces)))].sort();
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
    const versions = data.modules.flatMap((m) => m.versions);
    const used = versions.filter((v) => isRetired(v.state) && v.count > 0);
    const count = (list, state) => list.filter((v) => v.state === state).length;
    return {
        modules: data.modules.length,
        versions: versions.length,
        deprecated: count(versions, 'deprecated'),
        revoked: count(versions, 'revoked'),
        deprecatedInUse: count(used, 'deprecated'),
        revokedInUse: count(used, 'revoked'),
        retiredUses: used.reduce((n, v) => n + v.count, 0),
        workspacesAffected: new Set(used.flatMap((v) => v.workspaces)).size,
    };
}
/** A module's uses of retired versions, and the workspaces behind them. */
function retiredUsesOf(m) {
    const retired = m.versions.filter((v) => isRetired(v.state));
    return { uses: retired.reduce((n, v) => n + v.count, 0), workspaces: new Set(retired.flatMap((v) => v.workspaces)) };
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
/* harmony import */ var _data_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1356);
/** The report's files, from one ReportData: JSON (`reportFile`; schema/migration-report.schema.json) and CSV. Pure. */

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
 * One row per version and workspace that uses it (or one with no workspace). Every field is quoted; a text field that
 * starts with `=`, `+`, `-`, `@`, a tab or a carriage return is prefixed with a quote, so that none is taken for a formula.
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
