export const id = 626;
export const ids = [626];
export const modules = {

/***/ 5626:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  RECORD_NAME: () => (/* binding */ RECORD_NAME),
  report: () => (/* binding */ report_report)
});

// EXTERNAL MODULE: ./src/report.ts
var report = __webpack_require__(665);
// EXTERNAL MODULE: ./src/text.ts
var src_text = __webpack_require__(8992);
// EXTERNAL MODULE: ./src/module-pattern.ts
var module_pattern = __webpack_require__(7580);
// EXTERNAL MODULE: ./src/gate/edit/diff.ts
var diff = __webpack_require__(6565);
// EXTERNAL MODULE: ./src/address.ts
var address = __webpack_require__(6355);
;// CONCATENATED MODULE: ./src/campaign/outputs.ts
/**
 * The campaign's results as data: what was done (or would be) per module of each repository, in
 * one vocabulary for the outputs, the summary and the record file; the totals; the `repositories`
 * output within GitHub's limit; and the record (`result-file`), the whole plan with each file's
 * diff, whatever its size. Pure.
 */



/** What became of a step, in one word: `opened`, `would-open`, `updated`, `closed`, `declined`, … */
function doneOf(step, outcome) {
    const past = { open: 'opened', update: 'updated', close: 'closed', foreign: 'commented' };
    const future = {
        open: 'would-open',
        update: 'would-update',
        close: 'would-close',
        foreign: 'would-comment',
    };
    switch (step.action) {
        case 'open':
        case 'update':
        case 'close':
            break;
        case 'foreign':
            if (step.comment === undefined)
                return 'left-alone';
            break;
        case 'no-push-access':
            return 'no-push-access';
        default:
            return step.action;
    }
    if (outcome?.noPushAccess === true)
        return 'no-push-access';
    switch (outcome?.status) {
        case 'done':
            return past[step.action];
        case 'planned':
            return future[step.action];
        case 'stale':
            return 'left-for-next-run';
        case 'failed':
            return 'failed';
        default:
            return 'not-run';
    }
}
/** How a repository was read: whole, in part, not at all (and why), or skipped. */
function readOf(plan) {
    const { read } = plan;
    if (read.skipped !== undefined)
        return { read: 'skipped', why: read.skipped };
    if (read.notReached === true)
        return { read: 'not-reached' };
    if (read.failed !== undefined)
        return { read: 'failed', why: read.failed };
    const gaps = [...(read.files?.gaps ?? []), ...(read.judgement?.unread ?? []).map((u) => `${u.directory}: ${u.why}`)];
    return gaps.length > 0 ? { read: 'partial', why: gaps.join('; ') } : { read: 'whole' };
}
/** Calls on a deprecated or revoked version of a module named, each once. */
const callsOf = (plan) => (plan.read.judgement?.modules ?? []).reduce((n, m) => n + m.calls.length, 0);
function totalsOf(result) {
    const count = (word) => result.plan.repositories.reduce((n, r) => n + r.steps.filter((s) => doneOf(s, result.applied.outcomes.get(s)) === word).length, 0);
    const repositories = result.plan.repositories;
    return {
        listed: result.listing.listed,
        selected: repositories.length,
        skipped: repositories.filter((r) => r.read.skipped !== undefined).length,
        read: repositories.filter((r) => r.read.files !== undefined).length,
        notReached: repositories.filter((r) => r.read.notReached === true).length,
        failedToRead: repositories.filter((r) => r.read.failed !== undefined).length,
        calling: repositories.filter((r) => callsOf(r) > 0).length,
        calls: repositories.reduce((n, r) => n + callsOf(r), 0),
        opened: count('opened'),
        updated: count('updated'),
        closed: count('closed'),
        wouldOpen: count('would-open'),
        wouldUpdate: count('would-update'),
        wouldClose: count('would-close'),
        failed: count('failed'),
        held: count('held'),
        noPushAccess: count('no-push-access'),
        declined: count('declined'),
        foreign: count('left-alone') + count('commented') + count('would-comment'),
    };
}
function stepJson(step, outcome, withFiles) {
    const calls = step.fix?.calls ?? [];
    return {
        module: (0,address/* moduleName */.AO)(step.module),
        branch: step.branch,
        action: step.action,
        ...(step.would !== undefined && { would: step.would }),
        done: doneOf(step, outcome),
        'pull-request': outcome?.pull?.htmlUrl ?? step.pull?.htmlUrl ?? null,
        moved: calls.filter((c) => c.kind === 'rewrite').length,
        'by-hand': calls.filter((c) => c.kind !== 'rewrite').length,
        ...(outcome?.error !== undefined && { error: outcome.error }),
        ...(withFiles && {
            versions: step.fix?.versions.map((v) => ({
                version: v.version,
                state: v.state,
                reason: v.deprecation.reason,
                link: v.deprecation.link,
                ...(v.revocation !== undefined && { revocation: v.revocation }),
                suggested: v.suggestion?.version ?? null,
            })),
            calls,
            files: (step.commit?.files ?? []).map((f) => ({ file: f.file, diff: (0,diff/* unifiedDiff */.W)(f.file, f.before, f.after) })),
            ...(step.text !== undefined && { title: step.text.title }),
        }),
    };
}
/** One repository as the `repositories` output and the record list it; `detail` adds calls and diffs. */
function repositoryJson(plan, applied, detail) {
    const { read } = plan;
    const how = readOf(plan);
    return {
        repository: read.repository.fullName,
        found: read.found,
        read: how.read,
        ...(how.why !== undefined && { why: how.why }),
        calls: callsOf(plan),
        hcp: read.workspaces === undefined ? null : { linked: read.workspaces.length > 0, workspaces: read.workspaces },
        ...(detail !== 'brief' && {
            'pull-requests': plan.steps.map((s) => stepJson(s, applied.outcomes.get(s), detail === 'full')),
        }),
    };
}
/** `repositories` within GitHub's limit: every repository, then those with something to say, then briefer. */
function repositoriesOutput(result) {
    const all = result.plan.repositories;
    const notable = all.filter((r) => r.steps.length > 0 || !['whole', 'skipped'].includes(readOf(r).read));
    const levels = [
        [all, 'steps'],
        [notable, 'steps'],
        [notable, 'brief'],
        [notable.slice(0, 1000), 'brief'],
        [[], 'brief'],
    ];
    return (0,report/* fitOutput */.fT)(levels, ([plans, detail]) => plans.map((p) => repositoryJson(p, result.applied, detail)));
}
/** The record file: the whole plan and what was done, with each file's diff. */
function recordOf(result) {
    const { request } = result;
    return {
        campaign: {
            modules: `${request.pattern.namespace}/${request.pattern.name}/${request.pattern.provider}`,
            organization: request.organization,
            repositories: [...request.repositories.include, ...request.repositories.exclude.map((p) => `!${p}`)],
            'dry-run': request.dryRun,
            'pull-requests-limit': request.pullRequestsLimit,
        },
        totals: totalsOf(result),
        ...(result.applied.stopped !== undefined && { stopped: result.applied.stopped }),
        requests: result.requests,
        'blob-reads': result.blobReads,
        repositories: result.plan.repositories.map((p) => repositoryJson(p, result.applied, 'full')),
    };
}

;// CONCATENATED MODULE: ./src/campaign/summary.ts
/**
 * The campaign's job summary: the verdict, the totals, a table of the repositories with something
 * to say (each module's pull request and what became of it, how the repository was found, whether
 * an HCP workspace is connected to it), those skipped and why (folded), and the requests per
 * kind. Repository names, paths and GitHub's words are code spans or escaped cells, never markup
 * or a mention. Pure.
 */




/** Rows the repositories' table shows; the record file has every one. */
const ROWS = 500;
const WORDS = {
    opened: 'opened',
    'would-open': 'would open',
    updated: 'updated',
    'would-update': 'would update',
    unchanged: 'up to date',
    closed: 'closed (no longer needed)',
    'would-close': 'would close (no longer needed)',
    commented: 'left to its people (commits of others; said once)',
    'would-comment': 'would be left to its people (commits of others)',
    'left-alone': 'left to its people (commits of others)',
    declined: 'declined by a person: left closed',
    'by-hand': 'no pull request: every call needs a person',
    held: 'held for the next run (the bound)',
    'no-push-access': 'no push access',
    'left-for-next-run': 'a file changed since it was read: next run',
    failed: 'failed',
    'not-run': 'not run (the run stopped)',
};
function stepCell(step, outcome) {
    const done = doneOf(step, outcome);
    const pull = outcome?.pull ?? step.pull;
    const link = pull !== undefined ? ` ${(0,src_text/* markdownLink */.iQ)(`#${pull.number}`, pull.htmlUrl)}` : '';
    const would = step.would !== undefined ? ` (would ${step.would})` : '';
    const error = outcome?.error !== undefined ? `: ${(0,src_text/* messageCell */.kf)(outcome.error)}` : '';
    return `${(0,src_text/* cellCode */.GA)(`${step.module.name}/${step.module.provider}`)} ${WORDS[done] ?? done}${would}${link}${error}`;
}
function hcpCell(plan) {
    const workspaces = plan.read.workspaces;
    if (workspaces === undefined)
        return '';
    if (workspaces.length === 0)
        return 'outside HCP';
    const shown = workspaces.slice(0, 3).map(src_text/* cellCode */.GA).join(', ');
    return `linked: ${shown}${workspaces.length > 3 ? ` and ${workspaces.length - 3} more` : ''}`;
}
function repositoryRow(plan, done, hcp) {
    const how = readOf(plan);
    const read = how.read === 'whole' ? '' : ` (${how.read}${how.why !== undefined ? `: ${(0,src_text/* cell */.Hn)(how.why)}` : ''})`;
    const steps = plan.steps.map((s) => stepCell(s, done.applied.outcomes.get(s))).join('<br>');
    return `| ${(0,src_text/* cellCode */.GA)(plan.read.repository.fullName)}${read} | ${plan.read.found} | ${(0,src_text/* thousands */.oh)(callsOf(plan))} | ${steps} |${hcp ? ` ${hcpCell(plan)} |` : ''}`;
}
function campaignSummary(done, words) {
    const t = totalsOf(done);
    const { applied, request } = done;
    const failed = t.failed > 0;
    const warns = applied.stopped !== undefined || t.held > 0 || t.noPushAccess > 0 || t.failedToRead > 0;
    const standing = failed ? 'fails' : warns ? 'warns' : 'passes';
    const headline = request.dryRun
        ? `dry run: ${(0,src_text/* plural */.LS)(t.wouldOpen, 'pull request')} would be opened, ${t.wouldUpdate} updated, ${t.wouldClose} closed; nothing was written.`
        : `${(0,src_text/* plural */.LS)(t.opened, 'pull request')} opened, ${t.updated} updated, ${t.closed} closed${failed ? `; ${t.failed} failed` : ''}.`;
    const notable = done.plan.repositories.filter((r) => r.steps.length > 0 || !['whole', 'skipped'].includes(readOf(r).read));
    const skipped = done.plan.repositories.filter((r) => r.read.skipped !== undefined);
    const lines = [
        `## Module campaign: ${(0,src_text/* code */.aY)((0,module_pattern/* patternText */.U)(request.pattern))}`,
        '',
        (0,report/* verdictLine */.MT)(standing, headline, words.run),
        '',
        `${(0,src_text/* plural */.LS)(t.listed, 'repository', 'repositories')} listed, ${(0,src_text/* thousands */.oh)(t.selected)} selected, ${(0,src_text/* thousands */.oh)(t.read)} read (${t.skipped} skipped${t.notReached > 0 ? `, ${t.notReached} not reached` : ''}${t.failedToRead > 0 ? `, ${t.failedToRead} unreadable` : ''}); ${(0,src_text/* plural */.LS)(t.calling, 'repository calls', 'repositories call')} a deprecated or revoked version (${(0,src_text/* plural */.LS)(t.calls, 'call')}).`,
        '',
        ...(0,report/* countsLine */.J7)('Pull requests', [
            [t.opened, 'opened'],
            [t.wouldOpen, 'would be opened'],
            [t.updated, 'updated'],
            [t.wouldUpdate, 'would be updated'],
            [t.closed, 'closed'],
            [t.wouldClose, 'would be closed'],
            [t.held, `held for the next run (${words.name('pullRequestsLimit')}: ${request.pullRequestsLimit})`],
            [t.declined, 'declined'],
            [t.foreign, 'taken over by people'],
            [t.noPushAccess, 'without push access'],
            [t.failed, 'failed'],
        ]),
        ...(applied.stopped !== undefined
            ? [
                `> **Note**`,
                `> The run stopped at ${(0,src_text/* cellCode */.GA)(applied.stopped.at)}: ${(0,src_text/* messageCell */.kf)(applied.stopped.why)}. The next run goes on from GitHub's state: what was done is found again, nothing is done twice.`,
                '',
            ]
            : []),
    ];
    if (notable.length > 0) {
        const hcp = done.workspaces === 'read';
        const rows = notable.slice(0, ROWS).map((r) => repositoryRow(r, done, hcp));
        lines.push('### Repositories', '', ...(0,report/* table */.tp)(['Repository', 'Found by', 'Calls', 'Pull requests', ...(hcp ? ['HCP workspaces'] : [])], rows, (0,src_text/* plural */.LS)(notable.length, 'repository', 'repositories')), '', ...(notable.length > ROWS
            ? [`…and ${notable.length - ROWS} more, in the file the \`result-file\` output names.`, '']
            : []));
    }
    else {
        lines.push('No repository read calls a deprecated or revoked version of the modules named.', '');
    }
    if (skipped.length > 0) {
        const rows = skipped.slice(0, ROWS).map((r) => `| ${(0,src_text/* cellCode */.GA)(r.read.repository.fullName)} | ${r.read.skipped} |`);
        lines.push('### Skipped', '', ...(0,report/* table */.tp)(['Repository', 'Why'], rows, (0,src_text/* plural */.LS)(skipped.length, 'repository skipped', 'repositories skipped')), '');
    }
    const kinds = Object.entries(done.requests).filter(([, n]) => n > 0);
    lines.push('### Requests to GitHub', '', `| ${kinds.map(([k]) => k).join(' | ')} |`, `|${kinds.map(() => '---:').join('|')}|`, `| ${kinds.map(([, n]) => (0,src_text/* thousands */.oh)(n)).join(' | ')} |`, '', `Blobs read: ${(0,src_text/* thousands */.oh)(done.blobReads)} (a file several repositories hold alike is read once).`, '', ...(0,report/* runFooter */.Vm)(done.context));
    return { markdown: lines.join('\n'), standing, headline };
}

;// CONCATENATED MODULE: ./src/campaign/report.ts
/**
 * The campaign as the step's report: the counts of pull requests opened, updated and closed, the
 * `repositories` output, the summary, and the record file (`result-file`: the whole plan, every
 * diff). A pull request GitHub refused fails the step (`service-error`) once everything else is
 * done; a stop before the end, pull requests held by the bound, and repositories the token may
 * not write are warnings. Pure.
 */




/** The record file's name in the runner's temporary folder. */
const RECORD_NAME = 'campaign-result.json';
function report_report(result) {
    if (result.kind === 'failed') {
        return {
            ...(0,report/* failedReport */.kS)(result.reason, `The campaign could not be run: ${result.message}`),
            warnings: result.warnings,
        };
    }
    const words = result.context.words;
    const t = totalsOf(result);
    const { markdown, standing, headline } = campaignSummary(result, words);
    const warnings = [...result.warnings];
    if (result.applied.stopped !== undefined) {
        warnings.push(`The campaign stopped at ${result.applied.stopped.at}: ${result.applied.stopped.why}. The next run goes on.`);
    }
    if (t.held > 0) {
        warnings.push(`${(0,src_text/* plural */.LS)(t.held, 'pull request')} were held back by ${words.name('pullRequestsLimit')} (${result.request.pullRequestsLimit}): the next run opens them.`);
    }
    if (t.noPushAccess > 0) {
        warnings.push(`The GitHub token may not push to ${(0,src_text/* plural */.LS)(t.noPushAccess, 'repository that needs', 'repositories that need')} a pull request: listed as \`no-push-access\` (give the app access to ${t.noPushAccess === 1 ? 'it' : 'them'}).`);
    }
    const record = recordOf(result);
    return {
        outputs: {
            'pull-requests-opened': String(t.opened),
            'pull-requests-updated': String(t.updated),
            'pull-requests-closed': String(t.closed),
            repositories: repositoriesOutput(result),
        },
        annotations: [],
        summary: markdown,
        verdict: standing === 'fails'
            ? {
                failed: true,
                reason: 'service-error',
                message: `GitHub refused or failed ${(0,src_text/* plural */.LS)(t.failed, 'pull request change')}; ${headline} See ${words.summary}.`,
            }
            : { failed: false, message: `Campaign: ${headline}` },
        warnings,
        noteworthy: t.opened + t.updated + t.closed + t.wouldOpen + t.wouldUpdate + t.wouldClose > 0,
        files: [{ output: 'result-file', name: RECORD_NAME, content: `${JSON.stringify(record, null, 2)}\n` }],
        completeIn: `the file ${words.output('result-file')} names`,
        record: () => record,
    };
}


/***/ }),

/***/ 6565:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   W: () => (/* binding */ unifiedDiff)
/* harmony export */ });
/* harmony import */ var diff__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7291);
/**
 * The unified diff of a fixed file, as `git diff` and `git apply` read it. Made with jsdiff (the
 * `diff` package), the diff library most of npm uses, rather than a hand-written one. Pure.
 */

function unifiedDiff(file, before, after) {
    return (0,diff__WEBPACK_IMPORTED_MODULE_0__/* .createTwoFilesPatch */ .ss)(`a/${file}`, `b/${file}`, before, after, undefined, undefined, {
        context: 3,
        headerOptions: diff__WEBPACK_IMPORTED_MODULE_0__/* .FILE_HEADERS_ONLY */ .jr,
    });
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


/***/ })

};
