export const id = 523;
export const ids = [523];
export const modules = {

/***/ 9982:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   _: () => (/* binding */ mapConcurrent)
/* harmony export */ });
/**
 * Bounded concurrency for batches of requests; the transport's rate limiter paces them further.
 */
/** Runs `task` over `items` with at most `concurrency` running at once, keeping input order. */
async function mapConcurrent(items, concurrency, task) {
    const results = new Array(items.length);
    let next = 0;
    const worker = async () => {
        while (next < items.length) {
            const index = next++;
            results[index] = await task(items[index]);
        }
    };
    await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, items.length)) }, worker));
    return results;
}


/***/ }),

/***/ 5523:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  run: () => (/* binding */ run)
});

// EXTERNAL MODULE: ./src/report.ts
var report = __webpack_require__(665);
// EXTERNAL MODULE: ./src/changes/concurrency.ts
var changes_concurrency = __webpack_require__(9982);
// EXTERNAL MODULE: ./node_modules/semver/index.js
var semver = __webpack_require__(2088);
var semver_default = /*#__PURE__*/__webpack_require__.n(semver);
// EXTERNAL MODULE: ./src/address.ts
var address = __webpack_require__(6355);
// EXTERNAL MODULE: ./src/versions/constraint.ts
var versions_constraint = __webpack_require__(4486);
// EXTERNAL MODULE: ./src/versions/selection.ts
var selection = __webpack_require__(3116);
// EXTERNAL MODULE: ./src/gate/calls.ts
var gate_calls = __webpack_require__(7394);
;// CONCATENATED MODULE: ./src/gate/judge.ts
/**
 * Pure: module calls and the registry's version lists → which version each call uses, whether
 * it is deprecated, and what to move to. No I/O.
 */





/** The module a call checks, or why it is not checked. */
function targetOf(call, scope) {
    // A version that is an expression still names its module: it is left out last, so that what is
    // said of the call is what kept it out of the check (another host, or the version).
    const versionExpression = call.problem?.kind === 'expression' && call.problem.argument === 'version';
    if (call.problem !== undefined && !versionExpression)
        return { why: problemText(call.problem) };
    const source = (0,gate_calls/* classifySource */.o)(call.source);
    if (source.kind === 'local')
        return { why: 'local path' };
    if (source.kind === 'remote') {
        return { why: source.what === 'git' ? 'git repository' : source.what === 'URL' ? 'remote URL' : source.what };
    }
    const serviceHost = (0,gate_calls/* normalizeHost */.cS)(scope.host);
    if (!(0,address/* sameServiceHost */.iW)(source.host, serviceHost)) {
        return { why: source.host === gate_calls/* PUBLIC_REGISTRY_HOST */.N0 ? 'public registry' : `registry on ${source.host}` };
    }
    if (scope.organization !== undefined && source.module.namespace.toLowerCase() !== scope.organization.toLowerCase()) {
        return { why: `organization ${source.module.namespace}, not ${scope.organization}`, cause: 'other-organization' };
    }
    if (call.problem !== undefined)
        return { why: problemText(call.problem), cause: 'version-expression' };
    // The service's own spelling, so `localhost.:8080/…` and `localhost:8080/…` are one module.
    return { address: (0,address/* formatModuleAddress */.wc)(serviceHost, source.module), module: source.module };
}
const keyOf = (address) => address.toLowerCase();
/** The distinct modules to read, in the order first called. */
function modulesToRead(calls, scope) {
    const targets = new Map();
    for (const call of calls) {
        const target = targetOf(call, scope);
        if ('address' in target && !targets.has(keyOf(target.address)))
            targets.set(keyOf(target.address), target);
    }
    return [...targets.values()];
}
/** What is wrong with a block, worded as Terraform words it where it has words for it. */
function problemText(problem) {
    switch (problem.kind) {
        case 'no-source':
            return 'Missing required argument: the argument "source" is required, but no definition was found.';
        case 'invalid-name':
            return 'Invalid module instance name: a name must start with a letter or underscore and may contain only letters, digits, underscores, and dashes.';
        case 'duplicate':
            return `Duplicate module call: a module call of this name was already defined at ${problem.first.file}${problem.first.line !== undefined ? `:${problem.first.line}` : ''}. Module calls must have unique names within a module.`;
        case 'expression':
            return problem.argument === 'version'
                ? `version is the expression ${problem.text}, not a literal: which version terraform init picks cannot be known from the files`
                : `source is the expression ${problem.text}, not a literal: which module it names cannot be known from the files`;
    }
}
function parseOptional(text) {
    if (text === undefined || text.trim() === '')
        return undefined;
    try {
        return (0,versions_constraint/* parseConstraint */.FJ)(text);
    }
    catch {
        return undefined;
    }
}
const isRelease = (v) => semver_default().valid(v) !== null && semver_default().prerelease(v) === null;
/**
 * The version `terraform init` picks: the exact one modules.json records, else the newest the
 * constraint allows (a prerelease only when an `=` term names it), else the newest release.
 */
function resolveVersion(versions, call) {
    if (call.exact !== undefined) {
        const wanted = semver_default().valid(call.exact);
        const found = versions.find((v) => (wanted !== null ? semver_default().valid(v) === wanted : v === call.exact));
        return found !== undefined
            ? { version: found }
            : { error: `version ${call.exact}, installed by terraform init, is not in the registry` };
    }
    const newestFirst = (0,selection/* sortNewestFirst */.BP)(versions);
    if (call.constraint !== undefined && call.constraint.trim() !== '') {
        let constraint;
        try {
            constraint = (0,versions_constraint/* parseConstraint */.FJ)(call.constraint);
        }
        catch (error) {
            return { error: `version constraint ${JSON.stringify(call.constraint)} is invalid: ${error.message}` };
        }
        const found = newestFirst.find((v) => (0,versions_constraint/* satisfies */.ib)(v, constraint));
        return found !== undefined
            ? { version: found }
            : { error: `no version in the registry satisfies ${JSON.stringify(call.constraint)}; terraform init would fail` };
    }
    const newest = newestFirst.find(isRelease);
    return newest !== undefined ? { version: newest } : { error: 'the registry lists no release of this module' };
}
/**
 * What to move to: the newest version that is not deprecated and satisfies every constraint
 * given; else a newer release of the same major as the version in use (no breaking change to
 * make), else the newest release that is not deprecated, else nothing.
 */
function suggest(states, constraints, inUse) {
    const free = new Set(states.filter((s) => s.deprecation === null && s.revoked !== true).map((s) => s.version));
    const candidates = (0,selection/* sortNewestFirst */.BP)(states.map((s) => s.version)).filter((v) => free.has(v));
    const parsed = constraints.map(parseOptional).filter((c) => c !== undefined);
    const within = candidates.find((v) => (parsed.length === 0 ? isRelease(v) : parsed.every((c) => (0,versions_constraint/* satisfies */.ib)(v, c))));
    if (within !== undefined)
        return { version: within, withinConstraint: true };
    const used = inUse !== undefined ? semver_default().parse(inUse) : null;
    const sameMajor = used !== null
        ? candidates.find((v) => isRelease(v) && semver_default().major(v) === used.major && semver_default().gt(v, used))
        : undefined;
    if (sameMajor !== undefined)
        return { version: sameMajor, withinConstraint: false, sameMajor: true };
    const newest = candidates.find(isRelease);
    return newest !== undefined ? { version: newest, withinConstraint: false } : undefined;
}
function judge(calls, scope, lists) {
    const findings = calls.map((call) => {
        // Terraform refuses these blocks: so does the gate, at the block.
        if (call.problem !== undefined && call.problem.kind !== 'expression') {
            return { call, verdict: { status: 'error', error: problemText(call.problem), cause: 'configuration' } };
        }
        const target = targetOf(call, scope);
        if (!('address' in target))
            return { call, verdict: { status: 'not-checked', ...target } };
        const { address } = target;
        const list = lists.get(keyOf(address));
        if (list === undefined)
            return { call, verdict: { status: 'error', address, error: 'the versions were not read' } };
        if ('error' in list)
            return { call, verdict: { status: 'error', address, error: list.error } };
        const resolved = resolveVersion(list.map((s) => s.version), call);
        if ('error' in resolved) {
            return { call, verdict: { status: 'error', address, error: resolved.error, cause: 'configuration' } };
        }
        const state = list.find((s) => s.version === resolved.version);
        // A revoked version counts even where the read shows no deprecation: its runs fail all the same.
        if (state === undefined || (state.deprecation === null && state.revoked !== true)) {
            const revocation = state?.revoked === false ? { revoked: false } : {};
            return { call, verdict: { status: 'ok', address, version: resolved.version, ...revocation } };
        }
        const suggestion = suggest(list, [call.constraint], resolved.version);
        return {
            call,
            verdict: {
                status: 'deprecated',
                address,
                version: resolved.version,
                deprecation: state.deprecation ?? { reason: '', link: '' },
                ...(suggestion !== undefined && { suggestion }),
                ...(state.revoked !== undefined && { revoked: state.revoked }),
            },
        };
    });
    const groups = new Map();
    for (const finding of findings) {
        const v = finding.verdict;
        if (v.status !== 'deprecated')
            continue;
        const id = `${keyOf(v.address)}@${v.version}`;
        const group = groups.get(id) ?? {
            address: v.address,
            version: v.version,
            deprecation: v.deprecation,
            ...(v.revoked === true && { revoked: true }),
            calls: [],
        };
        group.calls.push(finding);
        groups.set(id, group);
    }
    const deprecated = [...groups.values()].map((g) => {
        const list = lists.get(keyOf(g.address));
        // Only calls whose own block sets the version can take a suggestion; nested ones cannot.
        const direct = g.calls.filter((f) => f.call.via === undefined);
        const suggested = direct.length === 0
            ? undefined
            : suggest(list, direct.map((f) => f.call.constraint), g.version)?.version;
        return { ...g, ...(suggested !== undefined && { suggested }) };
    });
    return { findings, deprecated };
}


// EXTERNAL MODULE: ./src/gate/scan.ts + 1 modules
var gate_scan = __webpack_require__(2721);
;// CONCATENATED MODULE: ./src/gate/check.ts
/**
 * The gate from end to end, short of reporting: find the module calls of each configuration
 * directory, read the versions of each private-registry module they use (one read per module,
 * several at once, under the transport's rate limiter), and judge every call.
 */




async function checkConfigurations(request, host, registry, log, concurrency) {
    const scope = { host, ...(request.organization !== undefined && { organization: request.organization }) };
    // One cache for the whole run: a local module shared by many stacks is read and parsed once.
    const cache = new gate_scan/* ScanCache */.Eu();
    const scans = await log.group('Find module calls', async () => {
        const found = [];
        for (const directory of request.directories) {
            const scan = await (0,gate_scan/* scanDirectory */.vc)(directory, { workspace: request.workspace, dataDir: request.dataDir, cache });
            log.info(`${scan.directory}: ${scan.calls.length} module call${scan.calls.length === 1 ? '' : 's'}, from ${scan.from === 'modules.json' ? `${scan.manifest} (exact versions from terraform init)` : 'the .tf files (versions resolved from the constraints; run terraform init first for exact versions and nested calls)'}`);
            if (scan.stale > 0) {
                log.info(`  ${scan.manifest} lacks ${(0,report/* plural */.LS)(scan.stale, 'call')} of the files: it predates them, so their versions are resolved from the constraints; run terraform init again`);
            }
            if (scan.ignored > 0) {
                log.info(`  ${(0,report/* plural */.LS)(scan.ignored, 'entry', 'entries')} of ${scan.manifest} ${scan.ignored === 1 ? 'is' : 'are'} no call of the files (removed calls, terraform test modules): ignored`);
            }
            found.push(scan);
        }
        log.info(`Read ${(0,report/* plural */.LS)(cache.files.read, 'configuration file')} in all.`);
        return found;
    });
    const calls = scans.flatMap((s) => s.calls);
    const targets = modulesToRead(calls, scope);
    const lists = new Map();
    if (targets.length > 0) {
        await log.group(`Read the versions of ${targets.length} module${targets.length === 1 ? '' : 's'}`, async () => {
            await (0,changes_concurrency/* mapConcurrent */._)(targets, concurrency, async (target) => {
                try {
                    // Revocation shows only in the v2 module read: one request more per module.
                    const [listed, revoked] = await Promise.all([
                        registry.listVersions(target.module),
                        registry.readRevokedVersions?.(target.module),
                    ]);
                    // Where the service shows revocation, every version is revoked or not; elsewhere unknown.
                    const versions = listed.map((v) => (revoked === undefined ? v : { ...v, revoked: revoked.has(v.version) }));
                    lists.set(keyOf(target.address), versions);
                    log.info(`  ${target.address}: ${versions.length} version${versions.length === 1 ? '' : 's'}`);
                }
                catch (error) {
                    const message = (0,report/* errorMessage */.gJ)(error);
                    lists.set(keyOf(target.address), { error: message });
                    log.info(`  ${target.address}: ${message}`);
                }
            });
        });
    }
    const judged = judge(calls, scope, lists);
    const revocations = await readRevocations(judged.deprecated, targets, registry, log, concurrency);
    const withRevocation = (item) => {
        const revocation = revocations.get(useKey(item.address, item.version));
        return revocation === undefined ? item : { ...item, revocation };
    };
    const findings = judged.findings.map((f) => f.verdict.status === 'deprecated' ? { ...f, verdict: withRevocation(f.verdict) } : f);
    const deprecated = judged.deprecated.map(withRevocation);
    return { scans, findings, deprecated, modulesRead: targets.length };
}
const useKey = (address, version) => `${keyOf(address)}@${version}`;
/**
 * The message and link of each revoked version in use (what its consumers most need, often
 * "CVE-…: upgrade to 2.x"): one read per version, not per call. Best effort: a version whose
 * read fails is still reported revoked, without them.
 */
async function readRevocations(uses, targets, registry, log, concurrency) {
    const revoked = uses.filter((u) => u.revoked === true);
    const found = new Map();
    const read = registry.readRevocation?.bind(registry);
    if (revoked.length === 0 || read === undefined)
        return found;
    const modules = new Map(targets.map((t) => [keyOf(t.address), t.module]));
    await log.group(`Read the revocation of ${(0,report/* plural */.LS)(revoked.length, 'revoked version')} in use`, async () => {
        await (0,changes_concurrency/* mapConcurrent */._)(revoked, concurrency, async (use) => {
            const module = modules.get(keyOf(use.address));
            if (module === undefined)
                return;
            try {
                // A private module's namespace is its organization.
                const revocation = await read(module.namespace, module, use.version);
                if (revocation !== null)
                    found.set(useKey(use.address, use.version), revocation);
            }
            catch (error) {
                log.info(`  ${use.address} ${use.version}: ${(0,report/* errorMessage */.gJ)(error)}`);
            }
        });
    });
    return found;
}

// EXTERNAL MODULE: ./src/gate/hcl.ts + 5 modules
var hcl = __webpack_require__(3091);
// EXTERNAL MODULE: ./src/request.ts + 4 modules
var src_request = __webpack_require__(980);
;// CONCATENATED MODULE: ./src/gate/result.ts
/**
 * The gate's outputs as JSON: `result` (one object per call) and `deprecated-uses` (one per
 * version in use), each kept within GitHub's output limit. Pure.
 */


const statusOf = (f) => f.verdict.status === 'deprecated'
    ? f.verdict.revoked === true
        ? 'revoked'
        : 'deprecated'
    : f.verdict.status === 'ok'
        ? 'not-deprecated'
        : f.verdict.status === 'not-checked'
            ? 'not-checked'
            : 'failed';
function callJson(finding) {
    const { call, verdict } = finding;
    return {
        call: (0,gate_calls/* callAddress */.hD)(call.key),
        directory: call.directory,
        source: call.source,
        version: 'version' in verdict ? verdict.version : (call.exact ?? null),
        constraint: call.constraint ?? null,
        status: statusOf(finding),
        // As in the other modes' entries: null where the service shows no revocation, or none was read.
        revoked: verdict.status === 'ok' || verdict.status === 'deprecated' ? (verdict.revoked ?? null) : null,
        file: call.location.file,
        line: call.location.line ?? null,
        ...(call.via !== undefined && { via: (0,gate_calls/* callAddress */.hD)(call.via) }),
        ...(verdict.status === 'deprecated' && {
            reason: verdict.deprecation.reason,
            link: verdict.deprecation.link,
            revocation: verdict.revocation ?? null,
            // A nested call's version is set by the enclosing module: no version to suggest here.
            suggested: call.via === undefined ? (verdict.suggestion?.version ?? null) : null,
        }),
        ...(verdict.status === 'not-checked' && { why: verdict.why }),
        ...(verdict.status === 'error' && { error: verdict.error }),
    };
}
function deprecatedJson(use, maxCalls = Infinity) {
    const calls = use.calls.slice(0, maxCalls);
    return {
        source: use.address,
        version: use.version,
        ...(calls.length < use.calls.length && { 'calls-omitted': use.calls.length - calls.length }),
        calls: calls.map((f) => ({
            call: (0,gate_calls/* callAddress */.hD)(f.call.key),
            file: f.call.location.file,
            line: f.call.location.line ?? null,
            constraint: f.call.constraint ?? null,
            suggested: f.verdict.status === 'deprecated' && f.call.via === undefined ? (f.verdict.suggestion?.version ?? null) : null,
        })),
        reason: use.deprecation.reason,
        link: use.deprecation.link,
        revocation: use.revocation ?? null,
        suggested: use.suggested ?? null,
    };
}
/**
 * The outputs, with the same meaning as in the other modes: `deprecated-versions` lists
 * `SOURCE@VERSION` items, comma separated; the detail per version in use is `deprecated-uses`.
 */
function gateOutputs(result, bounded = boundedResult(result), uses = boundedDeprecatedUses(result)) {
    return {
        result: bounded.json,
        deprecated: String(result.deprecated.length > 0),
        'deprecated-versions': result.deprecated.map((use) => `${use.address}@${use.version}`).join(','),
        'revoked-versions': result.deprecated
            .filter((use) => use.revoked === true)
            .map((use) => `${use.address}@${use.version}`)
            .join(','),
        'deprecated-uses': uses.json,
    };
}
/**
 * `deprecated-uses` within the output limit: every version in use stays, and past the limit each
 * one lists fewer of its calls (100, then 10, 1, none), saying how many it left out in
 * `calls-omitted`. The annotations and `result` still name every call.
 */
function boundedUses(result, limit = OUTPUT_LIMIT_BYTES) {
    return boundedDeprecatedUses(result, limit).json;
}
/**
 * `boundedUses`, and past even that (so many versions in use, or such long reasons, that they do
 * not fit without their calls) the versions that fit, in order, with how many were left out
 * (`omitted`, for a warning): `deprecated-versions` still names every one.
 */
function boundedDeprecatedUses(result, limit = report/* OUTPUT_LIMIT_BYTES */._G) {
    const json = (0,report/* fitOutput */.fT)([Infinity, 100, 10, 1, 0], (maxCalls) => result.deprecated.map((use) => deprecatedJson(use, maxCalls)), limit);
    if (Buffer.byteLength(json, 'utf8') <= limit)
        return { json, omitted: 0 };
    const kept = [];
    let used = 2;
    for (const use of result.deprecated) {
        const item = JSON.stringify(deprecatedJson(use, 0));
        if (used + Buffer.byteLength(item, 'utf8') + 1 > limit)
            break;
        kept.push(item);
        used += Buffer.byteLength(item, 'utf8') + 1;
    }
    return { json: `[${kept.join(',')}]`, omitted: result.deprecated.length - kept.length };
}
/**
 * The `result` JSON, one object per call, within `limit` bytes: past it, the calls that need
 * attention (deprecated, failed) are kept and calls that passed or were not checked are left
 * out, counted in `omitted`. The summary and the annotations still show every call.
 */
function boundedResult(result, limit = report/* OUTPUT_LIMIT_BYTES */._G) {
    // GitHub's limit is in bytes; names and reasons may be anything but ASCII.
    const size = (text) => Buffer.byteLength(text, 'utf8');
    const all = JSON.stringify(result.findings.map(callJson));
    if (size(all) <= limit)
        return { json: all, omitted: 0 };
    const urgent = (f) => f.verdict.status === 'deprecated' || f.verdict.status === 'error';
    const ordered = [...result.findings.filter(urgent), ...result.findings.filter((f) => !urgent(f))];
    const kept = [];
    let used = 2;
    for (const finding of ordered) {
        const item = JSON.stringify(callJson(finding));
        if (used + size(item) + 1 > limit)
            break;
        kept.push(item);
        used += size(item) + 1;
    }
    return { json: `[${kept.join(',')}]`, omitted: result.findings.length - kept.length };
}

// EXTERNAL MODULE: ./src/validation.ts
var validation = __webpack_require__(4344);
;// CONCATENATED MODULE: ./src/gate/annotations.ts


const quote = (text) => JSON.stringify(text);
/** The sentence that tells what to move to. */
function suggestionText(suggestion, constraint) {
    if (suggestion === undefined)
        return 'Every version of this module is deprecated.';
    const hasConstraint = constraint !== undefined && constraint.trim() !== '';
    if (suggestion.withinConstraint) {
        return hasConstraint
            ? `Upgrade to ${suggestion.version}, the newest version that is not deprecated and satisfies ${quote(constraint)}.`
            : `Upgrade to ${suggestion.version}, the newest version that is not deprecated.`;
    }
    return suggestion.sameMajor === true
        ? `No version that satisfies ${quote(constraint ?? '')} is free of deprecation: ${suggestion.version}, a newer release of the same major version, is not deprecated.`
        : `No version that satisfies ${quote(constraint ?? '')} is free of deprecation: the newest version that is not deprecated is ${suggestion.version}.`;
}
function nestedText(finding) {
    const { call } = finding;
    return call.via === undefined
        ? undefined
        : `Used by the nested call ${(0,gate_calls/* callAddress */.hD)(call.key)}, inside ${(0,gate_calls/* callAddress */.hD)(call.via)} shown here.`;
}
function gateAnnotations(result, failOnDeprecated, failOnRevoked = true) {
    return [...deprecationAnnotations(result, failOnDeprecated, failOnRevoked), ...staleAnnotations(result)];
}
/** A revoked version fails the step even when a deprecated one only warns, unless told otherwise. */
const levelOf = (revoked, failOnDeprecated, failOnRevoked) => (revoked ? failOnRevoked : failOnDeprecated) ? 'error' : 'warning';
const titleOf = (version, address, revoked) => `Module version ${version} of ${address} is ${revoked ? 'revoked' : 'deprecated'}`;
/** A manifest older than the files: said once per directory, at the first call it lacks. */
function staleAnnotations(result) {
    return result.scans.flatMap((scan) => {
        const first = result.findings.find((f) => f.call.directory === scan.directory && f.call.stale === true);
        if (first === undefined || scan.manifest === undefined)
            return [];
        return [
            {
                level: 'warning',
                title: `${scan.manifest} is older than the configuration`,
                message: `${(0,report/* plural */.LS)(scan.stale, 'module call')} of ${scan.directory}, this one first, ${scan.stale === 1 ? 'is' : 'are'} missing from the manifest terraform init wrote: ${scan.stale === 1 ? 'its version is' : 'their versions are'} resolved from the constraints instead. Run terraform init again (and do not commit .terraform/).`,
                file: first.call.location.file,
                ...(first.call.location.line !== undefined && { line: first.call.location.line }),
            },
        ];
    });
}
function deprecationAnnotations(result, failOnDeprecated, failOnRevoked) {
    const perCall = callAnnotations(result, failOnDeprecated, failOnRevoked);
    // One annotation per call while they fit in GitHub's per-step limit (one error is kept for the
    // verdict); past it, one per deprecated module version, listing its calls.
    const fits = ['error', 'warning'].every((level) => perCall.filter((a) => a.level === level).length < report/* ANNOTATIONS_PER_STEP */.Sg);
    if (fits)
        return perCall;
    const grouped = result.deprecated.map((use) => {
        const [first] = use.calls;
        const calls = use.calls.map((f) => `${f.call.location.file}${f.call.location.line !== undefined ? `:${f.call.location.line}` : ''} ${(0,gate_calls/* callAddress */.hD)(f.call.key)}`);
        const shown = calls.slice(0, MAX_CALLS_LISTED);
        const revoked = use.revoked === true;
        return {
            level: levelOf(revoked, failOnDeprecated, failOnRevoked),
            title: titleOf(use.version, use.address, revoked),
            message: [
                ...retiredLines(use.deprecation, revoked ? use.revocation : undefined, revoked),
                `Used by ${(0,report/* plural */.LS)(use.calls.length, 'module call')}:`,
                ...shown.map((c) => `- ${c}`),
                calls.length > shown.length ? `- and ${calls.length - shown.length} more (see the step summary)` : '',
                use.suggested !== undefined ? `Upgrade to ${use.suggested}, a version neither deprecated nor revoked.` : '',
            ]
                .filter((l) => l.trim() !== '')
                .join('\n'),
            ...(first !== undefined && {
                file: first.call.location.file,
                ...(first.call.location.line !== undefined && { line: first.call.location.line }),
            }),
        };
    });
    return [...perCall.filter((a) => !/ is (deprecated|revoked)$/.test(a.title)), ...grouped];
}
/**
 * What a deprecated or revoked version says, one line each: what revocation means, the
 * revocation's own message (what consumers most need), the deprecation's reason where it says
 * something else, and the links.
 */
function retiredLines(d, revocation, revoked) {
    const message = revocation?.message ?? '';
    const link = revocation?.link ?? '';
    return [
        revoked ? report/* REVOKED_CONSEQUENCE */.LA : '',
        message,
        d.reason !== message ? d.reason : '',
        link !== '' ? `More information: ${link}` : '',
        d.link !== '' && d.link !== link ? `More information: ${d.link}` : '',
    ];
}
/** Calls listed in one grouped annotation; the summary lists them all. */
const MAX_CALLS_LISTED = 20;
/**
 * What to do about a deprecated version that a nested call uses: its version is set by the
 * enclosing module's own files, out of reach, so the advice names the block the user can change.
 */
function nestedAdvice(finding, findings) {
    const { call } = finding;
    if (call.via === undefined || finding.verdict.status !== 'deprecated')
        return undefined;
    const enclosing = findings.find((f) => f.call.directory === call.directory && f.call.key === call.via);
    const which = enclosing !== undefined && 'version' in enclosing.verdict
        ? ` (${enclosing.verdict.address} ${enclosing.verdict.version})`
        : '';
    return `This version comes with ${(0,gate_calls/* callAddress */.hD)(call.via)}${which}, whose own files choose it: it cannot be set here. Upgrade ${(0,gate_calls/* callAddress */.hD)(call.via)} to a release that no longer uses ${finding.verdict.address} ${finding.verdict.version}.`;
}
function callAnnotations(result, failOnDeprecated, failOnRevoked) {
    const annotations = [];
    for (const finding of result.findings) {
        const { call, verdict } = finding;
        const where = { file: call.location.file, ...(call.location.line !== undefined && { line: call.location.line }) };
        if (verdict.status === 'deprecated') {
            const revoked = verdict.revoked === true;
            const lines = [
                ...retiredLines(verdict.deprecation, revoked ? verdict.revocation : undefined, revoked),
                nestedText(finding) ?? '',
                nestedAdvice(finding, result.findings) ?? suggestionText(verdict.suggestion, call.constraint),
            ].filter((l) => l.trim() !== '');
            annotations.push({
                level: levelOf(revoked, failOnDeprecated, failOnRevoked),
                title: titleOf(verdict.version, verdict.address, revoked),
                message: lines.join('\n'),
                ...where,
            });
        }
        else if (verdict.status === 'error') {
            annotations.push({
                level: 'error',
                title: `Cannot check ${(0,gate_calls/* callAddress */.hD)(call.key)}${verdict.address !== undefined ? ` (${verdict.address})` : ''}`,
                message: [verdict.error, nestedText(finding) ?? ''].filter((l) => l !== '').join('\n'),
                ...where,
            });
        }
    }
    // A local module that many configurations call puts the same call at the same block once per
    // configuration: one annotation says it, and keeps GitHub's per-step budget for the others.
    const seen = new Set();
    return annotations.filter((a) => {
        const key = JSON.stringify([a.level, a.title, a.file, a.line, a.message]);
        if (seen.has(key))
            return false;
        seen.add(key);
        return true;
    });
}

;// CONCATENATED MODULE: ./src/gate/report.ts




// The annotations and the outputs' builders have files of their own; importers have long taken
// them from here.


/** Up to this many calls, the verdict names each; past it, it counts them per directory. */
const CALLS_NAMED = 5;
const target = (f) => 'version' in f.verdict && f.verdict.address !== undefined
    ? `${f.verdict.address} ${f.verdict.version}`
    : f.call.source;
function named(findings) {
    return findings.map((f) => `${(0,gate_calls/* callAddress */.hD)(f.call.key)} (${target(f)})`).join(', ');
}
/**
 * The calls counted per module version and directory: on a large repository a list of every
 * call (hundreds of `module.this`) says less than where they are.
 */
function counted(findings) {
    const byTarget = new Map();
    for (const f of findings) {
        const dirs = byTarget.get(target(f)) ?? new Map();
        dirs.set(f.call.directory, (dirs.get(f.call.directory) ?? 0) + 1);
        byTarget.set(target(f), dirs);
    }
    return [...byTarget]
        .map(([what, dirs]) => {
        const places = [...dirs].map(([dir, n]) => `${n} in ${dir}`);
        const shown = places.slice(0, 3).join(', ');
        return `${what} (${shown}${places.length > 3 ? `, and ${places.length - 3} more directories` : ''})`;
    })
        .join('; ');
}
/** Whether the step fails, and the line that says why (or what was found). */
function gateVerdict(result, failOnDeprecated, allowEmpty = false, failOnRevoked = true, organization) {
    const failed = result.findings.filter((f) => f.verdict.status === 'error');
    const revoked = result.findings.filter((f) => statusOf(f) === 'revoked');
    const deprecated = result.findings.filter((f) => statusOf(f) === 'deprecated');
    const list = (fs) => (fs.length <= CALLS_NAMED ? named(fs) : counted(fs));
    const uses = (fs, what) => fs.length > 0
        ? `${(0,report/* plural */.LS)(fs.length, 'module call')} ${fs.length === 1 ? `uses a ${what} version` : `use ${what} versions`}: ${list(fs)}`
        : '';
    const parts = [
        failed.length > 0 ? `${(0,report/* plural */.LS)(failed.length, 'module call')} could not be checked: ${list(failed)}` : '',
        uses(revoked, 'revoked'),
        uses(deprecated, 'deprecated'),
    ].filter((p) => p !== '');
    const revokedFails = failOnRevoked && revoked.length > 0;
    if (failed.length > 0 || revokedFails || (failOnDeprecated && deprecated.length > 0)) {
        return {
            failed: true,
            reason: failed.length > 0
                ? // A re-run may help only where the service failed; a configuration must be corrected.
                    failed.every((f) => f.verdict.status === 'error' && f.verdict.cause === 'configuration')
                        ? 'invalid-input'
                        : 'service-error'
                : revokedFails
                    ? 'revoked-in-use'
                    : 'deprecated-in-use',
            message: `${parts.join('; ')}. See the annotations and the step summary.`,
        };
    }
    const checked = result.findings.filter((f) => f.verdict.status === 'ok').length + deprecated.length + revoked.length;
    const notChecked = result.findings.length - checked;
    if (checked === 0) {
        const directories = result.scans.map((s) => s.directory).join(', ');
        const filtered = filteredOut(result.findings, organization);
        if (filtered !== undefined) {
            // Calls of the registry were found, and the gate's settings or the files left them out: say which.
            const found = `No module call of ${directories} was checked: ${filtered.why}`;
            return allowEmpty
                ? { failed: false, message: `${found}; allow-empty is true, so the step passes.` }
                : {
                    failed: true,
                    reason: 'invalid-input',
                    message: `${found}. ${filtered.todo}, or set \`allow-empty: true\` if that is expected.`,
                };
        }
        // A gate that found nothing to check would pass on a wrong path or host: say so instead.
        const found = `No module call of ${directories} uses the private registry checked${notChecked > 0 ? ` (${(0,report/* plural */.LS)(notChecked, 'call')} not checked: see the summary)` : ''}`;
        return allowEmpty
            ? { failed: false, message: `${found}; allow-empty is true, so the step passes.` }
            : {
                failed: true,
                reason: 'invalid-input',
                message: `${found}, so nothing was checked. Check \`config-directory\` and \`hostname\`, or set \`allow-empty: true\` if that is expected.`,
            };
    }
    return {
        failed: false,
        message: deprecated.length + revoked.length > 0
            ? `${parts.join('; ')} (a warning only: ${revoked.length > 0 ? 'fail-on-revoked' : 'fail-on-deprecated'} is false).`
            : `Checked ${(0,report/* plural */.LS)(checked, 'module call')}: none uses a deprecated version${notChecked > 0 ? ` (${notChecked} not checked)` : ''}.`,
    };
}
/**
 * Where calls of the checked registry were all left out by `organization` or by a version that
 * is an expression: what left them out, and what to do; undefined where no call was.
 */
function filteredOut(findings, organization) {
    const count = (cause) => findings.filter((f) => f.verdict.status === 'not-checked' && f.verdict.cause === cause).length;
    const otherOrganization = count('other-organization');
    const expression = count('version-expression');
    if (otherOrganization + expression === 0)
        return undefined;
    const why = [];
    const todo = [];
    if (otherOrganization > 0) {
        why.push(`${(0,report/* plural */.LS)(otherOrganization, 'call')} ${otherOrganization === 1 ? 'uses a module' : 'use modules'} of another organization than ${(0,validation/* show */.WU)(organization ?? '')}, the one \`organization\` (or TF_CLOUD_ORGANIZATION) limits the check to`);
        todo.push('check `organization`');
    }
    if (expression > 0) {
        why.push(`${(0,report/* plural */.LS)(expression, 'call')} ${expression === 1 ? 'has a version that is an expression' : 'have versions that are expressions'} (a variable, say), which cannot be known from the files`);
        todo.push('run `terraform init` before the step, so that the gate reads the versions it installed from `.terraform/modules/modules.json`, or write the version as a literal');
    }
    const said = todo.join('; ');
    return { why: why.join('; '), todo: `${said.charAt(0).toUpperCase()}${said.slice(1)}` };
}
/**
 * A gate that checked nothing while calls use another private registry host has most likely
 * been pointed at the wrong host: say so, rather than pass in silence.
 */
function gateHints(result, host) {
    const checked = result.findings.filter((f) => f.verdict.status !== 'not-checked').length;
    const others = new Set(result.findings.flatMap((f) => f.verdict.status === 'not-checked' && f.verdict.why.startsWith('registry on ')
        ? [f.verdict.why.slice('registry on '.length)]
        : []));
    if (checked > 0 || others.size === 0)
        return [];
    const hosts = [...others].map((h) => `\`${h}\``).join(', ');
    return [
        `No module call uses the private registry on ${host}, so none was checked; some use ${hosts}. Set \`hostname\` to the host whose modules to check.`,
    ];
}
const STATUS_LABEL = {
    revoked: '⛔ revoked',
    deprecated: '⚠️ deprecated',
    'not-deprecated': '✅ not deprecated',
    'not-checked': '➖ not checked',
    failed: '❌ failed',
};
/** A status cell's detail: the revocation's message and the deprecation's reason, each once, and a link. */
function statusDetail(d, revocation) {
    const message = revocation?.message ?? '';
    const reason = d.reason !== message ? d.reason : '';
    const text = message !== '' && reason !== '' ? `${(0,report/* cell */.Hn)(message)}; deprecated: ${(0,report/* cell */.Hn)(reason)}` : (0,report/* cell */.Hn)(message || reason);
    const link = revocation?.link || d.link;
    return `${text !== '' ? `: ${text}` : ''}${link !== '' ? ` (${(0,report/* markdownLink */.iQ)('more', link)})` : ''}`;
}
function buildGateSummary(result, context) {
    const lines = [];
    const dirs = result.scans.map((s) => (0,report/* code */.aY)(s.directory)).join(', ');
    lines.push(`### Module versions used by ${dirs}`, '');
    const tally = (s) => result.findings.filter((f) => statusOf(f) === s).length;
    lines.push(`**${tally('revoked') > 0 ? `${tally('revoked')} revoked · ` : ''}${tally('deprecated')} deprecated · ${tally('not-deprecated')} not deprecated · ${tally('not-checked')} not checked · ${tally('failed')} failed**`, '');
    lines.push(`Checked: modules of the private registry on ${(0,report/* code */.aY)(context.host)}${context.organization !== undefined ? ` in organization ${(0,report/* code */.aY)(context.organization)}` : ''}.`);
    for (const scan of result.scans) {
        lines.push(`- ${(0,report/* code */.aY)(scan.directory)}: ${scan.from === 'modules.json' ? `from ${(0,report/* code */.aY)(scan.manifest ?? '')}, the exact versions \`terraform init\` installed` : 'from the `.tf` files, each version constraint resolved as `terraform init` would'}`);
    }
    lines.push('');
    if (result.findings.length === 0) {
        lines.push('No module calls found.', '');
    }
    else {
        const rows = result.findings.map((finding) => {
            const { call, verdict } = finding;
            // The version used, and the constraint it was picked by when that says more than the version.
            const constraint = call.constraint?.trim();
            const pinned = constraint === undefined ||
                constraint.replace(/^=?\s*v?/, '') === ('version' in verdict ? verdict.version : call.exact);
            const version = 'version' in verdict
                ? `${verdict.version}${call.exact === undefined && !pinned ? ` (${constraint})` : ''}`
                : (call.exact ?? constraint ?? '');
            const status = verdict.status === 'deprecated'
                ? `${STATUS_LABEL[statusOf(finding)]}${statusDetail(verdict.deprecation, verdict.revocation)}`
                : verdict.status === 'not-checked'
                    ? `${STATUS_LABEL['not-checked']} (${(0,report/* cell */.Hn)(verdict.why)})`
                    : verdict.status === 'error'
                        ? `${STATUS_LABEL.failed}: ${(0,report/* messageCell */.kf)(verdict.error)}`
                        : STATUS_LABEL['not-deprecated'];
            const suggested = verdict.status !== 'deprecated'
                ? ''
                : call.via !== undefined
                    ? `upgrade ${(0,gate_calls/* callAddress */.hD)(call.via)}`
                    : (verdict.suggestion?.version ?? '—');
            const where = `${(0,report/* cell */.Hn)(call.location.file)}${call.location.line !== undefined ? `:${call.location.line}` : ''}${call.via !== undefined ? ` (in ${(0,report/* cell */.Hn)((0,gate_calls/* callAddress */.hD)(call.via))})` : ''}`;
            return `| ${(0,report/* cellCode */.GA)((0,gate_calls/* callAddress */.hD)(call.key))} | ${(0,report/* cell */.Hn)(call.source)} | ${(0,report/* cell */.Hn)(version)} | ${status} | ${(0,report/* cell */.Hn)(suggested)} | ${where} |`;
        });
        const header = ['Module call', 'Source', 'Version', 'Status', 'Suggested', 'Location'];
        lines.push(...(0,report/* table */.tp)(header, rows, (0,report/* plural */.LS)(rows.length, 'module call')), '');
    }
    const footer = (0,report/* runFooter */.Vm)(context);
    if (footer.length > 0)
        lines.push(...footer, '');
    return lines.join('\n');
}

;// CONCATENATED MODULE: ./src/gate/run.ts





async function run(request, deps) {
    const { gate } = request;
    const { log } = deps;
    try {
        await (0,src_request/* logInputs */.iA)(log, request.warnings, [
            (0,src_request/* serviceLine */.o2)(request),
            ['Status', `check the module calls of ${gate.directories.map((d) => JSON.stringify(d.display)).join(', ')}`],
            [
                'Checks',
                `modules of the private registry on ${request.service.host}, ${gate.organization !== undefined ? `organization ${gate.organization} only` : 'every organization'}`,
            ],
        ]);
        const result = await checkConfigurations(gate, request.service.host, deps.registry, log, deps.concurrency);
        await log.group('Deprecation status of each module call', async () => {
            for (const f of result.findings) {
                const v = f.verdict;
                const what = v.status === 'deprecated'
                    ? `${v.version} DEPRECATED`
                    : v.status === 'ok'
                        ? `${v.version} not deprecated`
                        : v.status === 'not-checked'
                            ? `not checked (${v.why})`
                            : `failed: ${v.error}`;
                const line = f.call.location.line !== undefined ? `:${f.call.location.line}` : '';
                log.info(`  ${f.call.location.file}${line}  ${f.call.key}  ${f.call.source}  ${what}`);
            }
        });
        const context = {
            failOnDeprecated: request.failOnDeprecated,
            host: request.service.host,
            ...(gate.organization !== undefined && { organization: gate.organization }),
            ...deps.context,
        };
        const verdict = gateVerdict(result, request.failOnDeprecated, request.allowEmpty, request.failOnRevoked, gate.organization);
        const bounded = boundedResult(result);
        const { omitted } = bounded;
        const uses = boundedDeprecatedUses(result);
        // Passing with nothing checked is allowed, but worth a warning people see.
        const passedEmpty = !verdict.failed && result.findings.every((f) => f.verdict.status === 'not-checked');
        return {
            outputs: gateOutputs(result, bounded, uses),
            annotations: gateAnnotations(result, request.failOnDeprecated, request.failOnRevoked),
            summary: buildGateSummary(result, context),
            verdict: passedEmpty ? { failed: false } : verdict,
            warnings: [
                ...gateHints(result, request.service.host),
                ...(passedEmpty ? [verdict.message] : []),
                ...(omitted > 0
                    ? [
                        `The result output lists ${result.findings.length - omitted} of ${result.findings.length} module calls, every deprecated or failed one first: GitHub caps an output at 1 MB. The step summary and the annotations cover the rest.`,
                    ]
                    : []),
                ...(uses.omitted > 0
                    ? [
                        `The deprecated-uses output lists ${result.deprecated.length - uses.omitted} of ${result.deprecated.length} deprecated versions in use, without their calls: GitHub caps an output at 1 MB. The deprecated-versions output names every one.`,
                    ]
                    : []),
            ],
        };
    }
    catch (error) {
        // A configuration that cannot be read stops the gate: say which file, there and in the summary.
        const message = (0,report/* errorMessage */.gJ)(error);
        const file = error instanceof hcl/* GateError */.ue ? error.file : undefined;
        const line = error instanceof hcl/* GateError */.ue ? error.line : undefined;
        return {
            outputs: {},
            annotations: [
                {
                    level: 'error',
                    title: 'Module deprecation gate',
                    message,
                    ...(file !== undefined && { file }),
                    ...(line !== undefined && { line }),
                },
            ],
            summary: `### Module versions used by the configuration\n\n❌ ${(0,report/* messageCell */.kf)(message)}\n`,
            // The annotation above says why; a second error with the same text would only repeat it.
            verdict: { failed: true, reason: error instanceof hcl/* GateError */.ue ? 'invalid-input' : 'internal-error' },
            warnings: [],
        };
    }
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
/* harmony export */   q9: () => (/* reexport safe */ _errors_js__WEBPACK_IMPORTED_MODULE_2__.q),
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
    const valid = versions.filter((v) => semver__WEBPACK_IMPORTED_MODULE_0___default().valid(v) !== null);
    const invalid = versions.filter((v) => semver__WEBPACK_IMPORTED_MODULE_0___default().valid(v) === null);
    return [...semver__WEBPACK_IMPORTED_MODULE_0___default().rsort([...valid]), ...invalid];
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
