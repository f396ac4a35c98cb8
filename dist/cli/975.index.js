export const id = 975;
export const ids = [975];
export const modules = {

/***/ 8554:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   LM: () => (/* binding */ revokesAnew),
/* harmony export */   OQ: () => (/* binding */ BLAST_RADIUS_SENTENCE),
/* harmony export */   _O: () => (/* binding */ BLAST_RADIUS_MEANING),
/* harmony export */   hx: () => (/* binding */ inUseWarning)
/* harmony export */ });
/* harmony import */ var _report_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(665);
/* harmony import */ var _usage_format_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6348);


/** What the blast radius means, said once where it is shown: in a sentence, and inside one. */
const BLAST_RADIUS_SENTENCE = 'Workspaces that already use a revoked version go on with a warning; a workspace that has not used it cannot start to.';
const BLAST_RADIUS_MEANING = `${BLAST_RADIUS_SENTENCE.charAt(0).toLowerCase()}${BLAST_RADIUS_SENTENCE.slice(1, -1)}`;
/** Whether a change revokes a version not revoked before: a new message on a revoked version reaches nobody new. */
const revokesAnew = (change) => change.revokedBefore !== true && change.steps.some((s) => (typeof s === 'string' ? s : s.step) === 'revoke');
/** A revocation of a version workspaces use: the warning every revoke plan gives. */
function inUseWarning(address, version, used, 
/** Revoked by this run, or (a dry run) only planned. */
done, 
/** What revokes only unused versions where the plan is made: the runner's setting, or a policy rule's key. */
onlyUnused) {
    return {
        title: `${address} ${version} ${done ? 'is revoked' : 'would be revoked'} while in use`,
        message: `${(0,_usage_format_js__WEBPACK_IMPORTED_MODULE_1__/* .usageText */ .tx)(used).replace(/^./, (c) => c.toUpperCase())} ${used.count === 1 ? 'uses' : 'use'} it. ${_report_js__WEBPACK_IMPORTED_MODULE_0__/* .REVOKED_CONSEQUENCE */ .LA} With ${onlyUnused}, only versions no workspace uses are revoked.`,
    };
}


/***/ }),

/***/ 8741:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   IP: () => (/* binding */ heldBackOutcomes),
/* harmony export */   QP: () => (/* binding */ hasFailures),
/* harmony export */   c: () => (/* binding */ buildOutcomes),
/* harmony export */   zd: () => (/* binding */ rerunMayHelp)
/* harmony export */ });
/* harmony import */ var _plan_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2314);
/* harmony import */ var _report_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(665);


/** A step as done, for "deprecated; then revoke failed: …". */
const STEP_DONE = {
    deprecate: 'deprecated',
    update: 'deprecation updated',
    revoke: 'revoked',
    unrevoke: 'unrevoked',
    undeprecate: 'deprecation reverted',
};
/** How a read showed a version, for messages. */
function describeState(state) {
    if (state.revoked === true)
        return 'revoked';
    return state.deprecation === null ? 'not deprecated' : `deprecated ${(0,_report_js__WEBPACK_IMPORTED_MODULE_0__/* .deprecationText */ .uH)(state.deprecation)}`;
}
/** The state after the steps that were done, when no read showed it. */
function afterSteps(change, done) {
    let after = change.before;
    let revoked = change.revokedBefore;
    for (const step of done) {
        if (step === 'deprecate' || step === 'update')
            after = change.after;
        if (step === 'undeprecate')
            after = null;
        if (step === 'revoke')
            revoked = true;
        if (step === 'unrevoke')
            revoked = false;
    }
    return { after, revoked };
}
function stepOutcomes(change, result) {
    return change.steps.map((step) => {
        if (result === undefined)
            return { step, status: 'not-sent' };
        if (result.done.includes(step))
            return { step, status: 'done' };
        return { step, status: !result.ok && result.failedStep === step ? 'failed' : 'not-sent' };
    });
}
function buildOutcomes(plan, context) {
    // Where the service shows no revocation, nothing is said about it either way.
    const revokedIf = (revoked) => plan.revocationKnown && revoked !== undefined ? { revoked } : {};
    const outcomes = plan.changes.map((change) => {
        const base = {
            version: change.version,
            kind: change.kind,
            before: change.before,
            ...(plan.revocationKnown && { revokedBefore: change.revokedBefore }),
            ...(change.revocationBefore !== undefined && { revocationBefore: change.revocationBefore }),
            ...(change.keptReason === true && { keptReason: true }),
        };
        const wanted = {
            ...revokedIf(change.revokedAfter),
            ...(change.revokedAfter && change.revocationAfter !== undefined && { revocation: change.revocationAfter }),
        };
        if (change.kind === 'unchanged') {
            // The plan's read is itself a read of the registry: the state is confirmed.
            return { ...base, status: 'unchanged', after: change.before, verified: true, ...wanted, steps: [] };
        }
        if (context.dryRun) {
            return {
                ...base,
                status: 'planned',
                after: change.after,
                verified: false,
                ...wanted,
                steps: change.steps.map((step) => ({ step, status: 'planned' })),
            };
        }
        const result = context.applied?.get(change.version);
        const steps = stepOutcomes(change, result);
        const seen = context.reads?.lastSeen.get(change.version);
        if (result === undefined || !result.ok) {
            const done = result?.done ?? [];
            const sentence = result === undefined ? 'not sent' : result.error;
            const error = done.length > 0 ? `${done.map((s) => STEP_DONE[s]).join(', ')}; then ${sentence}` : sentence;
            // A read after the failure says what state the version is really in: an answer lost on the way back may hide
            // a change that did happen.
            if (seen !== undefined && (0,_plan_js__WEBPACK_IMPORTED_MODULE_1__/* .shows */ .L7)(seen, change)) {
                return {
                    ...base,
                    status: 'changed',
                    after: seen.deprecation,
                    verified: true,
                    ...wanted,
                    steps,
                    error: `${error} (the registry shows the change all the same)`,
                };
            }
            const guess = afterSteps(change, done);
            return {
                ...base,
                status: 'failed',
                after: seen !== undefined ? seen.deprecation : guess.after,
                verified: false,
                ...revokedIf(seen?.revoked ?? guess.revoked),
                steps,
                error,
                ...(result?.ok === false && result.revocationUnavailable === true && { revocationUnavailable: true }),
                ...((result === undefined || result.transient === true) && { transient: true }),
            };
        }
        const id = result.deprecationId !== undefined ? { deprecationId: result.deprecationId } : {};
        if (!context.verify || context.reads === undefined) {
            return { ...base, status: 'changed', after: change.after, verified: false, ...wanted, ...id, steps };
        }
        const verified = context.reads.verified.get(change.version) === true;
        const shown = seen !== undefined
            ? `it still shows the version as ${describeState(seen)}`
            : `the read failed: ${context.reads.lastError ?? 'the version was not in the list'}`;
        return {
            ...base,
            status: 'changed',
            after: verified ? (seen?.deprecation ?? change.after) : change.after,
            verified,
            ...wanted,
            ...id,
            steps,
            ...(!verified && {
                error: `The service accepted the change, but the registry read API did not show it within ${context.verifyTimeoutMs / 1000} s: ${shown}. Run again to retry, or raise ${context.words.name('verifyTimeout')}.`,
            }),
        };
    });
    for (const version of plan.missing) {
        outcomes.push({
            version,
            kind: 'missing',
            status: 'failed',
            before: null,
            after: null,
            verified: false,
            steps: [],
            error: `Version ${version} is not in the registry's version list for this module.`,
        });
    }
    return outcomes;
}
/**
 * Whether a re-run may do what this run could not: a failure that may pass (the service failing
 * or not answering), or a change the registry did not show in time. A refusal or a version that
 * does not exist fails the same way again.
 */
function rerunMayHelp(outcomes, verify) {
    return outcomes.some((o) => (o.status === 'failed' && o.transient === true) || (verify && o.status === 'changed' && !o.verified));
}
/** The step fails when any version failed or a change could not be verified. */
function hasFailures(outcomes, verify) {
    return outcomes.some((o) => o.status === 'failed' || (verify && o.status === 'changed' && !o.verified));
}
/** A plan held back before any request, since something known would fail the step anyway: each change says why. */
function heldBackOutcomes(plan, why, context) {
    return buildOutcomes(plan, { ...context, dryRun: false, applied: new Map() }).map((o) => {
        if (o.kind === 'missing' || o.status !== 'failed')
            return o;
        // Held back for the input's mistake: a re-run holds it back again (not a transient failure).
        const { transient: _notTransient, ...held } = o;
        return { ...held, error: `Not sent: ${why}` };
    });
}


/***/ }),

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

/***/ 3904:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K: () => (/* binding */ resultEntries),
/* harmony export */   m: () => (/* binding */ stateJson)
/* harmony export */ });
/* harmony import */ var _usage_format_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6348);
/* harmony import */ var _plan_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2314);


const stateJson = (d, revoked, revocation) => ({
    state: (0,_plan_js__WEBPACK_IMPORTED_MODULE_1__/* .lifecycleOf */ .o0)(d, revoked === true),
    deprecated: d !== null || revoked === true,
    reason: d?.reason ?? null,
    link: d?.link ?? null,
    revoked: revoked ?? null,
    revocation: revoked === true ? (revocation ?? null) : null,
});
/** One entry per outcome; `maxNames` caps the workspace names of each (see `usageJson`). */
function resultEntries(outcomes, maxNames = Infinity) {
    return outcomes.map((o) => ({
        version: o.version,
        outcome: o.status,
        kind: o.kind,
        before: stateJson(o.before, o.revokedBefore, o.revocationBefore),
        after: stateJson(o.after, o.revoked, o.revocation),
        changed: o.status === 'changed' || o.status === 'planned',
        verified: o.verified,
        'deprecation-id': o.deprecationId ?? null,
        steps: [...o.steps],
        ...(o.error !== undefined && { error: o.error }),
        // Always present, as in `before` and `after`: one shape whatever the service shows.
        revoked: o.revoked ?? null,
        workspaces: (0,_usage_format_js__WEBPACK_IMPORTED_MODULE_0__/* .usageJson */ .AE)(o.usage, maxNames),
        ...(o.note !== undefined && { note: o.note }),
    }));
}


/***/ }),

/***/ 5542:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $G: () => (/* binding */ ganttChart),
/* harmony export */   Tz: () => (/* binding */ lineChart)
/* harmony export */ });
/* unused harmony export chartLabel */
/**
 * Mermaid charts for the job summary and comments, within what GitHub renders: its bundled Mermaid is older, so a
 * chart keeps to syntax Mermaid 10 parses, and carries no text the action did not write but names and versions the
 * registry's rules allow. Each stands beside a table with the same numbers, for readers without charts. Pure.
 */
function mermaidBlock(lines) {
    return ['```mermaid', ...lines, '```', ''];
}
/** Mermaid's text is its own syntax: keep a label to letters, digits and a few safe marks. */
function chartLabel(text) {
    return text
        .replace(/[^A-Za-z0-9 ._/+-]/g, ' ')
        .replace(/\s+/g, ' ')
        .trim();
}
/** A label inside double quotes (xychart-beta's titles and axis labels): a colon may stay. */
function quoted(text) {
    return `"${text
        .replace(/[^A-Za-z0-9 ._/+:,()-]/g, ' ')
        .replace(/\s+/g, ' ')
        .trim()}"`;
}
/** One x label per point, each series one line in the palette's colours (no legend: the table beside names them). */
function lineChart(title, labels, yTitle, series, palette) {
    const top = Math.max(1, ...series.flatMap((s) => s.values));
    const theme = { themeVariables: { xyChart: { plotColorPalette: palette.join(', ') } } };
    return mermaidBlock([
        `%%{init: ${JSON.stringify(theme)}}%%`,
        'xychart-beta',
        `  title ${quoted(title)}`,
        `  x-axis [${labels.map(quoted).join(', ')}]`,
        `  y-axis ${quoted(yTitle)} 0 --> ${Math.ceil(top * 1.1)}`,
        ...series.map((s) => `  line [${s.values.join(', ')}]`),
    ]);
}
/** A gantt chart of days, each section its tasks, with a milestone for `today` (YYYY-MM-DD). */
function ganttChart(title, today, sections) {
    return mermaidBlock([
        'gantt',
        `  title ${chartLabel(title)}`,
        '  dateFormat YYYY-MM-DD',
        '  axisFormat %Y-%m-%d',
        '  section Today',
        `  Today ${today} :milestone, ${today}, 0d`,
        ...sections.flatMap((section) => [
            `  section ${chartLabel(section.title)}`,
            ...section.tasks.map((t) => `  ${chartLabel(t.name)} :${t.start}, ${t.end}`),
        ]),
    ]);
}


/***/ }),

/***/ 3213:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  policyFailureSummary: () => (/* binding */ policyFailureSummary),
  policyOutputs: () => (/* binding */ policyOutputs),
  policyReport: () => (/* binding */ policyReport),
  policySummary: () => (/* binding */ policySummary),
  report: () => (/* binding */ report_report)
});

// EXTERNAL MODULE: ./src/changes/outcome.ts
var outcome = __webpack_require__(8741);
// EXTERNAL MODULE: ./src/changes/result.ts
var result = __webpack_require__(3904);
// EXTERNAL MODULE: ./src/usage/format.ts
var format = __webpack_require__(6348);
// EXTERNAL MODULE: ./src/report.ts
var report = __webpack_require__(665);
// EXTERNAL MODULE: ./src/policy/format.ts
var policy_format = __webpack_require__(8775);
// EXTERNAL MODULE: ./src/address.ts
var address = __webpack_require__(6355);
// EXTERNAL MODULE: ./src/charts.ts
var charts = __webpack_require__(5542);
// EXTERNAL MODULE: ./src/text.ts
var src_text = __webpack_require__(8992);
// EXTERNAL MODULE: ./src/policy/plan.ts
var plan = __webpack_require__(6055);
;// CONCATENATED MODULE: ./src/policy/schedule-chart.ts
/**
 * A policy plan's schedule as a picture: each revocation a `revoke-on` date schedules, as a Mermaid `gantt` bar from
 * the version's deprecation (today at the latest) to its revocation, one section per module, with the same dates in a
 * table beside it; a version this plan unrevokes until its day is marked so in both. Pure.
 */






/** Bars the chart draws at most: past that a chart is unreadable; the table has every one. */
const CHART_BARS = 60;
/** Whether the day revokes the version: "yes", "only if unused"; "again" after this plan unrevokes it. */
function willRevoke(p) {
    const when = p.onlyUnused ? 'only if unused' : 'yes';
    return p.unrevokedNow ? `⚠️ ${when}, again: this plan unrevokes it until then (\`prune\`)` : when;
}
function scheduleSection(results) {
    const modules = results
        .map((r) => ({ name: (0,address/* moduleName */.AO)(r.entry.module), pending: (0,policy_format/* scheduled */.cX)(r.plan) }))
        .filter((m) => m.pending.length > 0);
    const first = modules[0]?.pending[0];
    if (first === undefined)
        return [];
    // The plan's today (UTC), from a date and the days left until it: the report reads no clock.
    const today = new Date(Date.parse(`${first.revokeOn}T00:00:00Z`) - first.daysLeft * plan/* DAY_MS */.sO)
        .toISOString()
        .slice(0, 10);
    let bars = 0;
    const sections = [];
    for (const m of modules) {
        const tasks = m.pending.slice(0, Math.max(0, CHART_BARS - bars)).map((p) => ({
            name: `${p.version}${p.onlyUnused ? ' if unused' : ''}${p.unrevokedNow ? ' unrevoked until then' : ''}`,
            start: today,
            end: p.revokeOn,
        }));
        bars += tasks.length;
        if (tasks.length > 0)
            sections.push({ title: m.name, tasks });
    }
    const rows = modules.flatMap((m) => m.pending.map((p) => `| ${(0,src_text/* cellCode */.GA)(m.name)} | ${(0,src_text/* cellCode */.GA)(p.version)} | ${p.revokeOn} | ${p.daysLeft} | ${willRevoke(p)} |`));
    return [
        '#### Revocation schedule',
        '',
        `Each bar runs from the version's deprecation (today at the latest) to the day a \`revoke-on\` date revokes it.${rows.length > bars ? ` The chart shows ${bars} of ${rows.length}; the table has every one.` : ''}`,
        '',
        ...(0,charts/* ganttChart */.$G)('Scheduled revocations', today, sections),
        ...(0,report/* table */.tp)(['Module', 'Version', 'Revoke on', 'Days left', 'Will revoke'], rows, `${(0,src_text/* plural */.LS)(rows.length, 'scheduled revocation')}`),
        '',
    ];
}

// EXTERNAL MODULE: ./src/policy/blast-radius.ts
var blast_radius = __webpack_require__(1231);
// EXTERNAL MODULE: ./src/policy/load.ts
var load = __webpack_require__(8164);
// EXTERNAL MODULE: ./src/changes/blast-radius.ts
var changes_blast_radius = __webpack_require__(8554);
// EXTERNAL MODULE: ./src/policy/patterns.ts
var policy_patterns = __webpack_require__(2819);
;// CONCATENATED MODULE: ./src/policy/report-patterns.ts
/** What patterns and revocations add to a policy's report: takes, overlaps, idle patterns, blast radius, unrevokes. */









const atLine = (at, line) => at.annotationFile !== undefined ? { file: at.annotationFile, line } : {};
/** A pattern that takes nothing: a warning at its line. */
function idlePatternAnnotations(patterns, at) {
    return (patterns?.idle ?? []).map((idle) => ({
        level: 'warning',
        title: 'A policy pattern takes no module',
        message: (0,policy_patterns/* idlePatternText */.ic)(idle),
        ...atLine(at, idle.entry.line),
    }));
}
/** A revocation of a version in use, now or within WARN_WITHIN_DAYS: a warning at its rule's line. */
function soonRevokedAnnotations(results, at) {
    return results.flatMap((r) => (0,blast_radius/* blastRadius */.X2)(r.plan, r.usage)
        .filter((reach) => (0,blast_radius/* warnsBefore */.bl)(reach) || (reach.revokeOn === undefined && (reach.usage?.count ?? 0) > 0))
        .map((reach) => {
        const rule = r.entry.rules[reach.rule];
        const line = rule?.line ?? r.entry.line;
        if (reach.revokeOn === undefined && reach.usage !== undefined) {
            const warning = (0,changes_blast_radius/* inUseWarning */.hx)(r.address, reach.version, reach.usage, at.dryRun !== true, `a rule's \`${load/* ONLY_UNUSED */.EG}: true\``);
            return {
                level: 'warning',
                ...warning,
                message: `The rule on line ${line} revokes ${r.address} ${reach.version}. ${warning.message}`,
                ...atLine(at, line),
            };
        }
        const users = reach.usage !== undefined ? (0,format/* usageText */.tx)(reach.usage) : '';
        return {
            level: 'warning',
            title: `${r.address} ${reach.version} is revoked in ${(0,src_text/* plural */.LS)(reach.daysLeft ?? 0, 'day')} and still used`,
            message: `The rule on line ${line} revokes ${r.address} ${reach.version} on ${reach.revokeOn ?? ''}, and ${users} still ${reach.usage?.count === 1 ? 'uses' : 'use'} it. ${report/* REVOKED_CONSEQUENCE */.LA}`,
            ...atLine(at, line),
        };
    }));
}
/**
 * A revocation the plan takes back (`prune`) lets new workspaces start on a version withdrawn for a reason: a warning
 * at the line of the rule covering it (of its module where none does), with the message that goes, and how to keep it.
 */
function unrevokedAnnotations(results, at) {
    return results.flatMap((r) => r.outcomes
        // Revoked before, not after: taken back now (a dry run: would be).
        .filter((o) => (o.status === 'planned' || o.status === 'changed') && o.revokedBefore === true && o.revoked === false)
        .map((o) => {
        const coverage = r.plan?.coverage.get(o.version);
        const rule = typeof coverage === 'object' ? r.entry.rules[coverage.rule] : undefined;
        const line = rule?.line ?? r.entry.line;
        const why = rule === undefined
            ? 'no rule covers it'
            : typeof coverage === 'object' && coverage.revokeOn !== undefined
                ? `the rule on line ${line} revokes it only from ${coverage.revokeOn}`
                : `the rule on line ${line} deprecates it`;
        const goes = o.revocationBefore !== undefined
            ? ` Its revocation message goes away: ${(0,report/* deprecationText */.uH)((0,policy_format/* asDeprecation */.dw)(o.revocationBefore))}.`
            : '';
        const done = o.status === 'changed';
        return {
            level: 'warning',
            title: `${r.address} ${o.version} ${done ? 'is unrevoked: new workspaces can' : 'would be unrevoked: new workspaces could'} start on it again`,
            message: `\`prune: true\` takes back every revocation no rule asks for today, and ${why}.${goes} To keep it revoked, give it a rule with \`status: revoked\` before the rule that covers it, or set \`prune: false\` on its module.`,
            ...atLine(at, line),
        };
    }));
}
/** The summary's lines on what each pattern took; none without patterns. */
function patternSummary(patterns) {
    if (patterns === undefined || patterns.taken.length === 0)
        return [];
    const rows = patterns.taken.map(({ entry, modules }) => `| ${(0,src_text/* code */.aY)(entry.source)} | ${entry.line} | ${modules.length === 0 ? '0' : `${modules.length}: ${(0,src_text/* cell */.Hn)(modules.map(address/* moduleName */.AO).join(', '))}`} |`);
    return [
        '#### Patterns',
        '',
        ...(0,report/* table */.tp)(['Pattern', 'Line', 'Modules taken'], rows, (0,src_text/* plural */.LS)(patterns.taken.length, 'pattern')),
        '',
    ];
}
/** The summary's blast radius: each revocation now or within BLAST_RADIUS_DAYS, with its users. */
function blastRadiusSummary(results) {
    const rows = results.flatMap((r) => (0,blast_radius/* blastRadius */.X2)(r.plan, r.usage).map((reach) => `| ${(0,src_text/* code */.aY)(r.address)} | ${(0,src_text/* cell */.Hn)(reach.version)} | ${(0,src_text/* cell */.Hn)((0,policy_format/* reachWhen */.UB)(reach))}${(0,blast_radius/* warnsBefore */.bl)(reach) ? ' ⚠️' : ''} | ${reach.usage !== undefined ? (0,format/* usageCell */.QZ)(reach.usage) : 'not read'} |`));
    if (rows.length === 0)
        return [];
    return [
        '#### Blast radius',
        '',
        `Revocations now and within ${blast_radius/* BLAST_RADIUS_DAYS */.gy} days (⚠️: within ${blast_radius/* WARN_WITHIN_DAYS */.nv} days), with who uses each version. ${changes_blast_radius/* BLAST_RADIUS_SENTENCE */.OQ}`,
        '',
        ...(0,report/* table */.tp)(['Module', 'Version', 'Revocation', 'Workspaces'], rows, (0,src_text/* plural */.LS)(rows.length, 'revocation')),
        '',
    ];
}
/** The `blast-radius` of one module in the `plan` output. */
function blastRadiusJson(r, maxNames) {
    return (0,blast_radius/* blastRadius */.X2)(r.plan, r.usage).map((reach) => ({
        version: reach.version,
        'revoke-on': reach.revokeOn ?? null,
        'days-left': reach.daysLeft ?? 0,
        workspaces: reach.usage === undefined ? null : { count: reach.usage.count, names: reach.usage.names.slice(0, maxNames) },
    }));
}
/** Two patterns take the same modules: the run stops before any module is read, an error at each line. */
function overlapReport(patterns, policyFile, at) {
    const annotations = patterns.overlaps.flatMap((overlap) => overlap.patterns.map((entry) => ({
        level: 'error',
        title: 'Policy patterns overlap',
        message: (0,policy_patterns/* overlapText */.th)(overlap, entry),
        ...atLine(at, entry.line),
    })));
    const each = patterns.overlaps.map((o) => `${o.patterns.map((p) => `${p.source} (line ${p.line})`).join(' and ')} both take ${(0,policy_patterns/* modulesText */.vv)(o.modules)}`);
    const message = `Patterns in ${policyFile} take the same modules, so which rules apply would depend on the file's order: ${each.join('; ')}. Nothing was changed: give each such module its own entry, or narrow a pattern with \`exclude\`.`;
    const summary = [`### Deprecation policy ${(0,src_text/* code */.aY)(policyFile)}`, '', (0,report/* verdictLine */.MT)('fails', (0,src_text/* cell */.Hn)(message)), ''].join('\n');
    return (0,report/* failedReport */.kS)('invalid-input', message, summary, annotations);
}

// EXTERNAL MODULE: ./src/wording.ts
var wording = __webpack_require__(3395);
;// CONCATENATED MODULE: ./src/policy/report.ts
/** What a policy run reports (outputs, annotations, summary, verdict), drawn from per-module results. Pure. */









/** The single mode's outputs, with versions as `MODULE@VERSION` items: a policy covers many modules. */
function policyOutputs(results) {
    const items = (pick) => results.flatMap((r) => r.outcomes.filter(pick).map((o) => `${r.address}@${o.version}`));
    const changed = items((o) => o.status === 'changed' || o.status === 'planned');
    // A dry run changes nothing: the state after the step is the state before it.
    const revokedAfter = (o) => (o.status === 'planned' ? o.revokedBefore : o.revoked) === true;
    const deprecated = items((o) => ((o.status === 'planned' ? o.before : o.after) !== null || revokedAfter(o)) && o.status !== 'failed');
    const revoked = items((o) => revokedAfter(o) && o.status !== 'failed');
    return {
        changed: String(changed.length > 0),
        'changed-versions': changed.join(','),
        deprecated: String(deprecated.length > 0),
        'deprecated-versions': deprecated.join(','),
        'revoked-versions': revoked.join(','),
        result: (0,report/* fitOutput */.fT)(format/* OUTPUT_NAME_LEVELS */.Ix, (maxNames) => results.map((r) => ({
            module: r.address,
            ...(r.error !== undefined && { error: r.error }),
            versions: (0,result/* resultEntries */.K)(r.outcomes, maxNames),
        }))),
        plan: (0,report/* fitOutput */.fT)(format/* OUTPUT_NAME_LEVELS */.Ix, (maxNames) => results.map((r) => ({
            module: r.address,
            ...(r.entry.takenBy !== undefined && { pattern: r.entry.takenBy.source, 'pattern-line': r.entry.takenBy.line }),
            ...(r.plan === undefined && { error: r.error ?? 'not planned' }),
            changes: (r.plan?.changes ?? [])
                .filter((c) => c.kind !== 'unchanged')
                .map((c) => ({
                version: c.version,
                action: c.kind,
                steps: c.steps,
                workspaces: (0,format/* usageJson */.AE)((0,format/* usageOf */.Fs)(r.usage, c.version), maxNames),
                before: (0,result/* stateJson */.m)(c.before, known(r, c.revokedBefore), c.revocationBefore),
                after: (0,result/* stateJson */.m)(c.after, known(r, c.revokedAfter), c.revocationAfter),
            })),
            scheduled: (0,policy_format/* scheduled */.cX)(r.plan).map((p) => ({
                version: p.version,
                'revoke-on': p.revokeOn,
                'days-left': p.daysLeft,
                'only-unused': p.onlyUnused,
            })),
            'blast-radius': blastRadiusJson(r, maxNames),
            // Versions a rule for unused versions only would revoke but workspaces use: left deprecated.
            held: [...(r.plan?.held ?? new Map())].map(([version, used]) => ({
                version,
                workspaces: (0,format/* usageJson */.AE)(used, maxNames),
            })),
        }))),
    };
}
/** Revoked or not, where the module's service shows revocation. */
const known = (r, revoked) => r.plan?.revocationKnown === true ? revoked : undefined;
const LABEL = {
    changed: '✅ changed',
    unchanged: '➖ unchanged',
    planned: '📝 would change',
    failed: '❌ failed',
};
/** The summary; `headline` is the verdict line it starts with (`policyHeadline`). */
function policySummary(results, context, headline) {
    const lines = [`### Deprecation policy ${(0,src_text/* code */.aY)(context.policyFile)}: ${(0,src_text/* plural */.LS)(results.length, 'module')}`, ''];
    if (headline !== undefined)
        lines.push(headline, '');
    if (context.dryRun)
        lines.push(...(0,report/* note */.N4)('Dry run: nothing was changed. This is the plan.'));
    lines.push((0,policy_format/* planHeadline */.MM)(results), '');
    lines.push(...patternSummary(context.patterns), ...blastRadiusSummary(results), ...scheduleSection(results));
    for (const r of results) {
        const changes = r.outcomes.filter((o) => o.kind !== 'unchanged');
        const unchanged = r.outcomes.length - changes.length;
        lines.push(`#### ${(0,src_text/* code */.aY)(r.address)}${r.entry.takenBy !== undefined ? ` (pattern ${(0,src_text/* code */.aY)(r.entry.takenBy.source)})` : ''}`, '');
        if (r.error !== undefined)
            lines.push(`❌ ${(0,src_text/* messageCell */.kf)(r.error)}`, '');
        const pending = (0,policy_format/* scheduled */.cX)(r.plan);
        const notes = r.outcomes.filter((o) => o.note !== undefined);
        const idle = r.plan?.idle ?? [];
        const schedule = [
            ...(pending.length > 0
                ? [`⏳ Scheduled: ${pending.map((p) => `${(0,src_text/* code */.aY)(p.version)} ${(0,policy_format/* scheduleText */.lH)(p)}`).join(', ')}.`, '']
                : []),
            // The action's own words: its code spans (a rule's keys) render as code.
            ...notes.map((o) => `- ${(0,src_text/* code */.aY)(o.version)}: ${(0,src_text/* messageCell */.kf)(o.note ?? '')}`),
            ...(notes.length > 0 ? [''] : []),
            ...idle.map((i) => `- ⚠️ ${(0,policy_format/* idleText */.U9)(i, r.entry.rules, { text: src_text/* cell */.Hn, code: src_text/* code */.aY })}`),
            ...(idle.length > 0 ? [''] : []),
        ];
        if (changes.length === 0 && r.error === undefined) {
            lines.push(`No changes; ${(0,src_text/* plural */.LS)(unchanged, 'version')} as the policy says.`, '', ...schedule);
            continue;
        }
        const showsUsage = r.usage !== undefined;
        if (changes.length > 0) {
            const rows = changes.map((o) => {
                const outcome = o.status === 'changed' && !o.verified ? `${LABEL.changed} (not verified)` : LABEL[o.status];
                const text = (0,policy_format/* changeText */.k0)({ ...o, ...(o.revocation !== undefined && { revocationAfter: o.revocation }) }, deprecationMarkdown);
                const users = showsUsage ? ` ${(0,format/* usageCell */.QZ)(o.usage)} |` : '';
                return `| ${(0,src_text/* cell */.Hn)(o.version)} | ${text} |${users} ${outcome}${o.error ? `: ${(0,src_text/* messageCell */.kf)(o.error)}` : ''} |`;
            });
            const columns = ['Version', 'Change', ...(showsUsage ? ['Workspaces'] : []), 'Outcome'];
            lines.push(...(0,report/* table */.tp)(columns, rows, (0,src_text/* plural */.LS)(changes.length, 'change')));
            lines.push('', `${(0,src_text/* plural */.LS)(unchanged, 'other version')} unchanged.`, '');
        }
        lines.push(...schedule);
    }
    if (results.some((r) => r.usage !== undefined))
        lines.push(`<sub>${(0,format/* usageScopeNote */.QL)(context.words)}</sub>`, '');
    // Only a change the read API showed is verified, as in the single-module mode.
    const verified = results.some((r) => r.outcomes.some((o) => o.verified && o.status === 'changed'));
    const footer = (0,report/* runFooter */.Vm)(context, verified ? report/* VERIFIED_NOTE */.CB : '');
    if (footer.length > 0)
        lines.push(...footer, '');
    return lines.join('\n');
}
function policyReport(results, context) {
    // Modules that failed to read, or whose changes failed or could not be verified.
    const failed = results.filter((r) => r.error !== undefined || (0,outcome/* hasFailures */.QP)(r.outcomes, context.verify));
    const failures = failed.map((r) => ({
        level: 'error',
        title: `Policy for ${r.address} was not fully applied`,
        message: [r.error, ...r.outcomes.map((o) => (o.error !== undefined ? `${o.version}: ${o.error}` : undefined))]
            .filter((p) => p !== undefined)
            .join('\n'),
    }));
    // A rule that takes no version is almost always a mistake in the file's order: said at its line.
    const idle = results.flatMap((r) => (r.plan?.idle ?? []).map((i) => ({
        level: 'warning',
        title: `A policy rule for ${r.address} takes no version`,
        message: (0,policy_format/* idleText */.U9)(i, r.entry.rules),
        ...atLine(context, r.entry.rules[i.rule]?.line ?? r.entry.line),
    })));
    const annotations = [
        ...failures,
        // Loudest of the warnings: new workspaces can start on a version withdrawn for a reason.
        ...unrevokedAnnotations(results, context),
        ...idle,
        ...idlePatternAnnotations(context.patterns, context),
        ...soonRevokedAnnotations(results, context),
    ];
    const missing = results.flatMap((r) => r.outcomes.filter((o) => o.kind === 'missing').map((o) => `${r.address} ${o.version}`));
    const missingText = `The policy names ${missing.length === 1 ? 'a version' : 'versions'} the registry does not list: ${missing.join(', ')}.${context.dryRun ? '' : ' Nothing was changed: correct or remove the rules that name them.'}`;
    const failedText = `${failed.length} of ${(0,src_text/* plural */.LS)(results.length, 'module')} were not fully applied: ${failed.map((r) => r.address).join(', ')}. The others were.`;
    const verdict = missing.length > 0
        ? // The file's mistake, not the service's: a re-run cannot help, a corrected rule can.
            { failed: true, reason: 'invalid-input', message: missingText }
        : failed.length > 0
            ? {
                failed: true,
                reason: policyFailureReason(failed),
                message: `${failedText} ${(0,wording/* seeSummary */.SI)(context.words, failed.some((r) => r.transient === true || (0,outcome/* rerunMayHelp */.zd)(r.outcomes, context.verify)))}`,
            }
            : {
                failed: false,
                message: context.dryRun ? 'Dry run: the plan above was not applied.' : 'The registry matches the policy.',
            };
    const headline = verdict.failed
        ? (0,report/* verdictLine */.MT)('fails', (0,src_text/* cell */.Hn)(missing.length > 0 ? missingText : failedText))
        : policyHeadline(results, context, annotations);
    return {
        outputs: policyOutputs(results),
        annotations,
        summary: policySummary(results, context, headline),
        verdict,
        warnings: [],
        // For a pull request: a plan that changes something, or anything that went wrong or looks wrong.
        noteworthy: missing.length > 0 ||
            annotations.length > 0 ||
            results.some((r) => r.error !== undefined || r.outcomes.some((o) => o.kind !== 'unchanged')),
    };
}
/** The first line of a run that did not fail: what changed (or would), and the warnings' titles. */
function policyHeadline(results, context, annotations) {
    const changed = results.reduce((n, r) => n + r.outcomes.filter((o) => o.status === (context.dryRun ? 'planned' : 'changed')).length, 0);
    const held = results.reduce((n, r) => n + r.outcomes.filter((o) => o.note !== undefined).length, 0);
    const done = changed === 0
        ? `Nothing to change: the registry matches the policy${context.dryRun ? ' (dry run)' : ''}`
        : context.dryRun
            ? `${(0,src_text/* plural */.LS)(changed, 'version')} would change (dry run)`
            : `${(0,src_text/* plural */.LS)(changed, 'version')} changed; the registry matches the policy`;
    const warnings = [
        held > 0 ? `${(0,src_text/* plural */.LS)(held, 'revocation')} held back: in use (see below)` : '',
        (0,report/* warningsWhy */.ax)(annotations, src_text/* cell */.Hn).replace(/\.$/, ''),
    ].filter((w) => w !== '');
    return warnings.length > 0
        ? (0,report/* verdictLine */.MT)('warns', `${(0,src_text/* inSentence */.BX)(done)}; ${warnings.join('; ')}.`, context.words.run)
        : (0,report/* verdictLine */.MT)('passes', `${done}.`, context.words.run);
}
/** Why a policy run failed, as the single mode says it: a module that could not be read counts as a failed write. */
function policyFailureReason(failed) {
    return (0,report/* writeFailureReason */.oe)(failed.flatMap((r) => [
        ...(r.error !== undefined ? [r.noRevocation === true] : []),
        ...r.outcomes.filter((o) => o.status === 'failed').map((o) => o.revocationUnavailable === true),
    ]));
}
/** The step's report for what the run ended with. */
function report_report(result) {
    const { request } = result;
    if (result.kind === 'failed') {
        return (0,report/* failedReport */.kS)(result.reason, result.message, policyFailureSummary(request.policyFile, result.message));
    }
    const at = request.annotationFile !== undefined ? { annotationFile: request.annotationFile } : {};
    if (result.kind === 'overlap')
        return overlapReport(result.patterns, request.policyFile, at);
    return policyReport(result.modules, {
        policyFile: request.policyFile,
        ...at,
        dryRun: request.dryRun,
        verify: request.verify,
        ...(result.patterns !== undefined && { patterns: result.patterns }),
        ...result.context,
    });
}
/** The summary of a policy run that stopped before it could account for each module. */
function policyFailureSummary(policyFile, message) {
    return `### Deprecation policy ${(0,src_text/* code */.aY)(policyFile)}\n\n${(0,report/* verdictLine */.MT)('fails', (0,src_text/* messageCell */.kf)(message))}\n`;
}
/** A deprecation in a table cell: the reason quoted as text, the link a real link. */
function deprecationMarkdown(d) {
    return `${(0,src_text/* cell */.Hn)(JSON.stringify(d.reason))}${d.link !== '' ? ` (${(0,src_text/* markdownLink */.iQ)((0,src_text/* cell */.Hn)(d.link), d.link)})` : ''}`;
}


/***/ }),

/***/ 6348:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AE: () => (/* binding */ usageJson),
/* harmony export */   Fs: () => (/* binding */ usageOf),
/* harmony export */   Ix: () => (/* binding */ OUTPUT_NAME_LEVELS),
/* harmony export */   QL: () => (/* binding */ usageScopeNote),
/* harmony export */   QZ: () => (/* binding */ usageCell),
/* harmony export */   Se: () => (/* binding */ withUsage),
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
/** For a summary table cell: the count and the names, folded into a one-line `<details>` (as GitHub renders it in a table). */
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
/** For the outputs: `{count, names}`, or null where not read; names (never the count) dropped to fit GitHub's limit. */
function usageJson(u, maxNames = Infinity) {
    return u === undefined ? null : { count: u.count, names: u.names.slice(0, maxNames) };
}
/** How many workspace names each version keeps in an output, tried in turn until it fits. */
const OUTPUT_NAME_LEVELS = [Infinity, 100, 10, 0];
/** Each outcome with who uses its version, and, for a revoke held back because workspaces use it, why. */
function withUsage(outcomes, usage, held, 
/** What revokes only unused versions where the plan was made: the runner's setting, or a policy rule's key. */
option) {
    return outcomes.map((o) => {
        const used = o.kind === 'missing' ? undefined : usageOf(usage, o.version);
        const kept = held.get(o.version);
        return {
            ...o,
            ...(used !== undefined && { usage: used }),
            ...(kept !== undefined && {
                note: `Not revoked: in use by ${usageText(kept)}. With ${option}, only unused versions are revoked, so it stays deprecated.`,
            }),
        };
    });
}
/** Under every summary that shows usage: what the figures cover. */
const usageScopeNote = (words) => `Workspaces are those of HCP Terraform (from its Explorer). Configurations run elsewhere are not counted: the gate (${words.name('configDirectory')}) covers those from their side.`;


/***/ })

};
