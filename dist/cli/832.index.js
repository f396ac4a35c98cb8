export const id = 832;
export const ids = [832];
export const modules = {

/***/ 7478:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AO: () => (/* binding */ moduleName),
/* harmony export */   Lj: () => (/* binding */ inUse),
/* harmony export */   Sd: () => (/* binding */ totals),
/* harmony export */   TS: () => (/* binding */ retiredUsesOf),
/* harmony export */   rW: () => (/* binding */ moduleEntry)
/* harmony export */ });
/* unused harmony export lifecycleOf */
const moduleName = (m) => `${m.namespace}/${m.name}/${m.provider}`;
function lifecycleOf(v) {
    if (v.revoked === true)
        return 'revoked';
    return v.deprecation !== null ? 'deprecated' : 'active';
}
/** One module's entry from its versions, its revoked set and its usage (undefined: not read). */
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
            };
        }),
    };
}
const isRetired = (state) => state !== 'active';
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

/***/ 832:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   SUMMARY_ROWS: () => (/* binding */ SUMMARY_ROWS),
/* harmony export */   report: () => (/* binding */ report)
/* harmony export */ });
/* harmony import */ var _report_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(665);
/* harmony import */ var _usage_format_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6348);
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8992);
/* harmony import */ var _data_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7478);
/* harmony import */ var _module_pattern_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7580);
/**
 * The migration report as the step's report: the counts as outputs, and a job summary that
 * leads with the retired versions still in use (most workspaces first, each with its
 * workspaces), then the burn-down since the previous report, then every module's versions,
 * folded. Bounded: past a number of rows, the summary says where the rest is (the report
 * files). Names come from the service or a previous file: code spans, never markup. Pure.
 */





/** Rows each table shows at most; the report files hold every one. */
const SUMMARY_ROWS = { inUse: 300, burndown: 300, versions: 1500 };
function report(result) {
    if (result.kind === 'failed') {
        return {
            ...(0,_report_js__WEBPACK_IMPORTED_MODULE_0__/* .failedReport */ .kS)(result.reason, result.stage === 'write'
                ? `The migration report was read but not written: ${result.message}`
                : `The migration report could not be read: ${result.message}`),
            warnings: result.warnings,
        };
    }
    const { data, request } = result;
    const t = (0,_data_js__WEBPACK_IMPORTED_MODULE_4__/* .totals */ .Sd)(data);
    const outputs = {
        'deprecated-in-use': String(t.deprecatedInUse),
        'revoked-in-use': String(t.revokedInUse),
        'workspaces-affected': String(t.workspacesAffected),
    };
    const scope = request.pattern !== undefined ? ` matching ${(0,_text_js__WEBPACK_IMPORTED_MODULE_2__/* .cellCode */ .GA)((0,_module_pattern_js__WEBPACK_IMPORTED_MODULE_3__/* .patternText */ .U)(request.pattern))}` : '';
    const lines = [
        `## Module migration report: ${(0,_text_js__WEBPACK_IMPORTED_MODULE_2__/* .cellCode */ .GA)(data.organization)}`,
        '',
        `${(0,_text_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .LS)(t.modules, 'private module')}${scope}, ${(0,_text_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .LS)(t.versions, 'version')}: ${t.deprecated} deprecated, ${t.revoked} revoked. ` +
            (data.usage === 'unread'
                ? 'Usage was not read, so who uses them is not shown.'
                : `**${(0,_text_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .LS)(t.deprecatedInUse, 'deprecated version')}** and **${(0,_text_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .LS)(t.revokedInUse, 'revoked version')}** are still in use, by ${(0,_text_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .LS)(t.workspacesAffected, 'workspace')}.`),
        '',
        ...(result.usageProblem !== undefined && result.usageProblem !== ''
            ? (0,_report_js__WEBPACK_IMPORTED_MODULE_0__/* .note */ .N4)((0,_text_js__WEBPACK_IMPORTED_MODULE_2__/* .messageCell */ .kf)(`Usage was not read: ${result.usageProblem}`))
            : []),
        ...inUseSection(data),
        ...(result.burndown !== undefined ? burndownSection(result.burndown) : []),
        ...modulesSection(data),
        ...(0,_report_js__WEBPACK_IMPORTED_MODULE_0__/* .runFooter */ .Vm)(result.context),
    ];
    return {
        outputs,
        annotations: [],
        summary: lines.join('\n'),
        verdict: {
            failed: false,
            message: `${(0,_text_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .LS)(t.modules, 'module')} reported: ${t.deprecatedInUse} deprecated and ${t.revokedInUse} revoked ${t.deprecatedInUse + t.revokedInUse === 1 ? 'version' : 'versions'} in use by ${(0,_text_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .LS)(t.workspacesAffected, 'workspace')}.`,
        },
        warnings: result.warnings,
    };
}
/** "N more rows are in the report files": what a bounded table says of what it left out. */
function more(left, what) {
    return left > 0
        ? ['', `${(0,_text_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .LS)(left, `more ${what}`)} not shown here: every one is in \`report-file\` and \`report-csv\`.`, '']
        : [''];
}
const stateCell = (v) => (v.state === 'revoked' ? '**revoked**' : v.state);
function inUseSection(data) {
    if (data.usage === 'unread')
        return [];
    const entries = (0,_data_js__WEBPACK_IMPORTED_MODULE_4__/* .inUse */ .Lj)(data);
    if (entries.length === 0)
        return ['### Still in use', '', 'No deprecated or revoked version is in use.', ''];
    const rows = entries
        .slice(0, SUMMARY_ROWS.inUse)
        .map((e) => `| ${(0,_text_js__WEBPACK_IMPORTED_MODULE_2__/* .cellCode */ .GA)(e.module)} | ${(0,_text_js__WEBPACK_IMPORTED_MODULE_2__/* .cellCode */ .GA)(e.version)} | ${stateCell(e)} | ${(0,_usage_format_js__WEBPACK_IMPORTED_MODULE_1__/* .usageCell */ .QZ)({ count: e.count, names: e.workspaces })} |`);
    return [
        '### Still in use',
        '',
        ...(0,_report_js__WEBPACK_IMPORTED_MODULE_0__/* .table */ .tp)(['Module', 'Version', 'State', 'Workspaces'], rows, `${(0,_text_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .LS)(entries.length, 'deprecated or revoked version')} in use`),
        ...more(entries.length - rows.length, 'version in use'),
    ];
}
function burndownSection(b) {
    const change = (then, now) => now === then ? '±0' : now < then ? `−${then - now}` : `+${now - then}`;
    const header = [
        '### Burn-down',
        '',
        `Uses of deprecated and revoked versions: **${b.then}** on ${(0,_text_js__WEBPACK_IMPORTED_MODULE_2__/* .cellCode */ .GA)(b.previousAt)}, **${b.now}** now (${change(b.then, b.now)}).`,
        '',
    ];
    if (b.modules.length === 0)
        return header;
    const rows = b.modules.slice(0, SUMMARY_ROWS.burndown).map((m) => {
        const moved = (0,_usage_format_js__WEBPACK_IMPORTED_MODULE_1__/* .usageCell */ .QZ)({ count: m.movedOff.length, names: m.movedOff });
        return `| ${(0,_text_js__WEBPACK_IMPORTED_MODULE_2__/* .cellCode */ .GA)(m.module)} | ${m.then} | ${m.now} | ${change(m.then, m.now)} | ${m.movedOff.length === 0 ? '0' : moved} |`;
    });
    return [
        ...header,
        ...(0,_report_js__WEBPACK_IMPORTED_MODULE_0__/* .table */ .tp)(['Module', 'Then', 'Now', 'Change', 'Moved off'], rows, `Burn-down of ${(0,_text_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .LS)(b.modules.length, 'module')}`),
        ...more(b.modules.length - rows.length, 'module'),
    ];
}
function modulesSection(data) {
    const rows = [];
    let total = 0;
    for (const m of data.modules) {
        for (const v of m.versions) {
            total += 1;
            if (rows.length >= SUMMARY_ROWS.versions)
                continue;
            const users = data.usage === 'unread' ? '' : (0,_usage_format_js__WEBPACK_IMPORTED_MODULE_1__/* .usageCell */ .QZ)({ count: v.count, names: v.workspaces });
            rows.push(`| ${(0,_text_js__WEBPACK_IMPORTED_MODULE_2__/* .cellCode */ .GA)(m.module)} | ${(0,_text_js__WEBPACK_IMPORTED_MODULE_2__/* .cellCode */ .GA)(v.version)} | ${stateCell(v)} | ${users} |`);
        }
    }
    if (total === 0)
        return ['### Every module', '', 'The organization has no private module to report.', ''];
    // Always folded: the list of every version is reference, not the news.
    return [
        '### Every module',
        '',
        '<details><summary>Every version of every module, with its state and users</summary>',
        '',
        '| Module | Version | State | Workspaces |',
        '|---|---|---|---|',
        ...rows,
        '',
        '</details>',
        ...more(total - rows.length, 'version'),
    ];
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

/***/ 6348:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AE: () => (/* binding */ usageJson),
/* harmony export */   Fs: () => (/* binding */ usageOf),
/* harmony export */   Ix: () => (/* binding */ OUTPUT_NAME_LEVELS),
/* harmony export */   QZ: () => (/* binding */ usageCell),
/* harmony export */   Se: () => (/* binding */ withUsage),
/* harmony export */   Yz: () => (/* binding */ USAGE_SCOPE_NOTE),
/* harmony export */   tx: () => (/* binding */ usageText)
/* harmony export */ });
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8992);

/** Names shown in one log line before "+N more". */
const LOG_NAMES = 5;
/** Names shown in a summary cell before they fold into a `<details>`. */
const CELL_NAMES = 3;
/** A version's usage, where usage was read: a version no row names has no users. */
function usageOf(usage, version) {
    if (usage === undefined)
        return undefined;
    return usage.get(version) ?? { count: 0, names: [] };
}
/** For the log: "3 workspaces (app-prod, app-staging, +1 more)", "no workspaces". */
function usageText(u) {
    if (u.count === 0)
        return 'no workspaces';
    const shown = u.names.slice(0, LOG_NAMES);
    const more = u.count - shown.length;
    const names = shown.length > 0 ? ` (${shown.join(', ')}${more > 0 ? `, +${more} more` : ''})` : '';
    return `${(0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .LS)(u.count, 'workspace')}${names}`;
}
/**
 * For a summary table cell: the count and the names, folded into a `<details>` (on one line, as
 * GitHub renders it inside a table) when there are more than a few.
 */
function usageCell(u) {
    if (u === undefined)
        return '';
    if (u.count === 0)
        return '0';
    const names = u.names.map((n) => (0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .cellCode */ .GA)(n)).join(', ');
    const unnamed = u.count - u.names.length;
    const rest = unnamed > 0 ? `${names === '' ? '' : ', '}+${unnamed} unnamed` : '';
    if (u.names.length <= CELL_NAMES)
        return `${u.count}${names !== '' || rest !== '' ? `: ${names}${rest}` : ''}`;
    return `<details><summary>${(0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .LS)(u.count, 'workspace')}</summary>${names}${rest}</details>`;
}
/**
 * For the `result` and `plan` outputs: `{count, names}`, or null where usage was not read. At most
 * `maxNames` names: the outputs drop names (never the count) to stay within GitHub's output limit.
 */
function usageJson(u, maxNames = Infinity) {
    return u === undefined ? null : { count: u.count, names: u.names.slice(0, maxNames) };
}
/** How many workspace names each version keeps in an output, tried in turn until it fits. */
const OUTPUT_NAME_LEVELS = [Infinity, 100, 10, 0];
/**
 * Each outcome with who uses its version, and, for a revoke held back because workspaces use
 * the version, why.
 */
function withUsage(outcomes, usage, held, option = 'revoke-only-unused') {
    return outcomes.map((o) => {
        const used = o.kind === 'missing' ? undefined : usageOf(usage, o.version);
        const kept = held.get(o.version);
        return {
            ...o,
            ...(used !== undefined && { usage: used }),
            ...(kept !== undefined && {
                note: `Not revoked: in use by ${usageText(kept)}. With ${option} only unused versions are revoked, so it stays deprecated.`,
            }),
        };
    });
}
/** Under every summary that shows usage: what the figures cover. */
const USAGE_SCOPE_NOTE = 'Workspaces are those of HCP Terraform (from its Explorer). Configurations run elsewhere are not counted: the gate (`config-directory`) covers those from their side.';


/***/ })

};
