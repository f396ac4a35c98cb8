export const id = 775;
export const ids = [775];
export const modules = {

/***/ 1775:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  planCounts: () => (/* binding */ planCounts),
  run: () => (/* binding */ run),
  stateText: () => (/* binding */ stateText)
});

// EXTERNAL MODULE: ./src/changes/carry-out.ts + 2 modules
var carry_out = __webpack_require__(1999);
// EXTERNAL MODULE: ./src/changes/outcome.ts
var outcome = __webpack_require__(8741);
// EXTERNAL MODULE: ./src/changes/plan.ts
var changes_plan = __webpack_require__(2314);
// EXTERNAL MODULE: ./src/changes/read.ts
var read = __webpack_require__(4885);
// EXTERNAL MODULE: ./src/usage/format.ts
var format = __webpack_require__(6348);
// EXTERNAL MODULE: ./src/usage/inputs.ts
var inputs = __webpack_require__(6994);
// EXTERNAL MODULE: ./src/address.ts
var src_address = __webpack_require__(6355);
// EXTERNAL MODULE: ./src/report.ts
var report = __webpack_require__(665);
// EXTERNAL MODULE: ./src/versions/selection.ts
var versions_selection = __webpack_require__(735);
// EXTERNAL MODULE: ./src/request.ts + 4 modules
var src_request = __webpack_require__(980);
// EXTERNAL MODULE: ./src/changes/result.ts
var result = __webpack_require__(3904);
;// CONCATENATED MODULE: ./src/single/report.ts
/**
 * What the single-module mode reports: outputs, annotations, the job summary (what was asked,
 * on which module, one row per version) and the verdict, all drawn from the outcomes. Pure: the
 * runner writes the `Report`.
 */





const SKIP_LABEL = {
    'not-selected': 'not selected',
    'keep-latest': '🛡️ kept (`keep-latest`)',
    'released-now': '🚀 kept (just released)',
};
const state = (d, revoked) => revoked === true ? '⛔ revoked' : d === null ? 'active' : '⚠️ deprecated';
/** A dry run changes nothing: the state after the step is the state before it. */
const revokedAfter = (o) => (o.status === 'planned' ? o.revokedBefore : o.revoked);
const deprecationAfter = (o) => (o.status === 'planned' ? o.before : o.after);
/** The requests of a change, in order: "deprecate → revoke"; a failed one is struck out with ✗. */
function actionCell(o) {
    if (o.steps.length === 0)
        return '';
    return o.steps
        .map(({ step, status }) => status === 'failed'
        ? `✗ ${carry_out/* STEP_VERB */.pG[step]}`
        : status === 'not-sent'
            ? `(${carry_out/* STEP_VERB */.pG[step]}: not sent)`
            : carry_out/* STEP_VERB */.pG[step])
        .join(' → ');
}
/** The reason, and the revocation's message where it says something else. */
function reasonCell(d, o) {
    const reason = d?.reason ?? '';
    const message = o.revoked === true ? (o.revocation?.message ?? '') : '';
    if (message === '' || message === reason)
        return (0,report/* cell */.Hn)(reason);
    return reason === '' ? `revoked: ${(0,report/* cell */.Hn)(message)}` : `${(0,report/* cell */.Hn)(reason)}; revoked: ${(0,report/* cell */.Hn)(message)}`;
}
const OUTCOME_LABEL = {
    changed: '✅ changed',
    unchanged: '➖ unchanged',
    planned: '📝 would change',
    failed: '❌ failed',
};
const ACTION_TITLE = {
    deprecated: 'Deprecate',
    undeprecated: 'Revert deprecation of',
    revoked: 'Revoke',
    unrevoked: 'Unrevoke',
    check: 'Check',
};
/**
 * Deprecated or revoked, as a check reads it. A revoked version is deprecated too, even where the
 * read shows no deprecation (what undeprecating a revoked version does is not documented).
 */
const retired = (o) => o.after !== null || o.revoked === true;
function outcomeLabel(o, mode) {
    if (mode === 'check')
        return o.status === 'failed'
            ? OUTCOME_LABEL.failed
            : o.revoked === true
                ? '⛔ revoked'
                : o.after === null
                    ? '✅ not deprecated'
                    : '⚠️ deprecated';
    if (o.status === 'failed' && o.steps.some((s) => s.status === 'done'))
        return `${OUTCOME_LABEL.failed} (part done)`;
    const label = OUTCOME_LABEL[o.status];
    return o.status === 'changed' && !o.verified ? `${label} (not verified)` : label;
}
function buildSummary(outcomes, context) {
    const lines = [];
    const count = outcomes.length;
    lines.push(`### ${ACTION_TITLE[context.mode]} ${(0,report/* plural */.LS)(count, 'module version')} of ${(0,report/* code */.aY)(context.moduleAddress)}`, '');
    if (context.dryRun && context.mode !== 'check') {
        lines.push(...(0,report/* note */.N4)('Dry run: nothing was changed. The table shows what would change.'));
    }
    const tally = (s) => outcomes.filter((o) => o.status === s).length;
    const counts = context.mode === 'check'
        ? [
            `${outcomes.filter((o) => o.after !== null && o.revoked !== true).length} deprecated`,
            ...(outcomes.some((o) => o.revoked === true)
                ? [`${outcomes.filter((o) => o.revoked === true).length} revoked`]
                : []),
            `${outcomes.filter((o) => !retired(o) && o.status !== 'failed').length} not deprecated`,
            `${tally('failed')} failed`,
            // The migration report: how many retired versions someone still runs.
            ...(outcomes.some((o) => o.usage !== undefined)
                ? [
                    `${outcomes.filter((o) => retired(o) && (o.usage?.count ?? 0) > 0).length} deprecated or revoked still in use`,
                ]
                : []),
        ]
        : [
            context.dryRun ? `${tally('planned')} to change` : `${tally('changed')} changed`,
            `${tally('unchanged')} unchanged`,
            `${tally('failed')} failed`,
        ];
    lines.push(`**${counts.join(' · ')}**`, '');
    const linkCell = (d) => (d?.link ? (0,report/* markdownLink */.iQ)((0,report/* cell */.Hn)(d.link), d.link) : '');
    // Who uses each version, where usage was read: one more column.
    const showsUsage = outcomes.some((o) => o.usage !== undefined);
    const usageColumn = (o) => (showsUsage ? ` ${(0,format/* usageCell */.QZ)(o.usage)} |` : '');
    // A deprecation or its revert is one request, said by the title: the requests are shown only
    // where a change takes two, or touches revocation.
    const showsActions = outcomes.some((o) => o.steps.length > 1 || o.steps.some((s) => s.step === 'revoke' || s.step === 'unrevoke'));
    const versionsLabel = (0,report/* plural */.LS)(outcomes.length + (context.skipped?.length ?? 0), 'version');
    if (context.mode === 'check') {
        const rows = outcomes.map((o) => `| ${(0,report/* cell */.Hn)(o.version)} | ${outcomeLabel(o, context.mode)} |${usageColumn(o)} ${reasonCell(o.after, o)} | ${linkCell(o.after)} |`);
        lines.push(...(0,report/* table */.tp)(['Version', 'Status', ...(showsUsage ? ['Workspaces'] : []), 'Reason', 'Link'], rows, versionsLabel));
    }
    else {
        const rows = outcomes.map((o) => {
            const shown = o.after ?? o.before;
            // A version the registry does not have was in no state before, nor after.
            const before = o.kind === 'missing' ? '—' : state(o.before, o.revokedBefore);
            const after = o.kind === 'missing' ? '—' : state(o.after, o.revoked);
            const action = showsActions ? ` ${actionCell(o)} |` : '';
            return `| ${(0,report/* cell */.Hn)(o.version)} | ${before} | ${after} |${action}${usageColumn(o)} ${reasonCell(shown, o)} | ${linkCell(shown)} | ${outcomeLabel(o, context.mode)} |`;
        });
        for (const s of context.skipped ?? []) {
            const action = showsActions ? ' |' : '';
            rows.push(`| ${(0,report/* cell */.Hn)(s.version)} | ${state(s.state, s.revoked)} | ${state(s.state, s.revoked)} |${action}${usageColumn(s)} ${(0,report/* cell */.Hn)(s.state?.reason ?? '')} | ${linkCell(s.state)} | ${SKIP_LABEL[s.reason]} |`);
        }
        const columns = [
            'Version',
            'Before',
            'After',
            ...(showsActions ? ['Requests'] : []),
            ...(showsUsage ? ['Workspaces'] : []),
            'Reason',
            'Link',
            'Outcome',
        ];
        lines.push(...(0,report/* table */.tp)(columns, rows, versionsLabel));
    }
    const notes = outcomes.filter((o) => o.note !== undefined);
    if (notes.length > 0) {
        lines.push('', '**Held back**', '');
        for (const o of notes)
            lines.push(`- ${(0,report/* code */.aY)(o.version)}: ${(0,report/* cell */.Hn)(o.note ?? '')}`);
    }
    if (showsUsage)
        lines.push('', `<sub>${format/* USAGE_SCOPE_NOTE */.Yz}</sub>`);
    const errors = outcomes.filter((o) => o.error !== undefined);
    if (errors.length > 0) {
        lines.push('', '**Problems**', '');
        for (const o of errors)
            lines.push(`- ${(0,report/* code */.aY)(o.version)}: ${(0,report/* messageCell */.kf)(o.error ?? '')}`);
    }
    // Only a change the read API showed is verified: not when every write failed, nor in a check.
    const footer = (0,report/* runFooter */.Vm)(context, outcomes.some((o) => o.verified && o.status === 'changed') ? 'Verified through the registry read API. ' : '');
    if (footer.length > 0)
        lines.push('', ...footer);
    lines.push('');
    return lines.join('\n');
}
/**
 * The summary of a step that failed before it could account for each version, e.g. when the
 * first read failed. The message may quote what the service or a proxy answered: shown as text.
 */
function failureSummary(moduleAddress, message) {
    return `### Module deprecation: ${(0,report/* code */.aY)(moduleAddress)}\n\n❌ ${(0,report/* messageCell */.kf)(message)}\n`;
}
/** Every output is always set, so `if:` expressions in workflows never meet an unset one. */
function actionOutputs(outcomes) {
    const changed = outcomes.filter((o) => o.status === 'changed' || o.status === 'planned');
    const stateAfter = deprecationAfter;
    // A revoked version is deprecated too, and more.
    const deprecated = outcomes.filter((o) => stateAfter(o) !== null || revokedAfter(o) === true);
    const single = outcomes.length === 1 ? outcomes[0] : undefined;
    const ids = outcomes.filter((o) => o.deprecationId !== undefined);
    return {
        result: (0,report/* fitOutput */.fT)(format/* OUTPUT_NAME_LEVELS */.Ix, (maxNames) => (0,result/* resultEntries */.K)(outcomes, maxNames)),
        changed: String(changed.length > 0),
        'changed-versions': changed.map((o) => o.version).join(','),
        deprecated: String(deprecated.length > 0),
        'deprecated-versions': deprecated.map((o) => o.version).join(','),
        'revoked-versions': outcomes
            .filter((o) => revokedAfter(o) === true)
            .map((o) => o.version)
            .join(','),
        reason: (single && stateAfter(single)?.reason) ?? '',
        link: (single && stateAfter(single)?.link) ?? '',
        'deprecation-id': ids.length === 1 ? (ids[0]?.deprecationId ?? '') : '',
    };
}
/** Whether a checked version fails the step: a revoked one by `fail-on-revoked`, else by `fail-on-deprecated`. */
const failsCheck = (o, context) => o.revoked === true ? context.failOnRevoked !== false : context.failOnDeprecated;
/** The report of a run that accounted for every version it was asked about. */
function singleReport(outcomes, context) {
    const { mode, moduleAddress: address } = context;
    const annotations = [];
    for (const o of outcomes) {
        if (o.status === 'failed' || (o.error !== undefined && !o.verified && o.status === 'changed')) {
            annotations.push({
                level: 'error',
                title: `Module version ${o.version} of ${address}`,
                message: `${o.version}: ${o.error ?? 'failed'}`,
            });
        }
    }
    const deprecated = outcomes.filter((o) => retired(o) && o.status !== 'failed');
    if (mode === 'check') {
        for (const o of deprecated) {
            const d = o.after ?? { reason: '', link: o.revocation?.link ?? '' };
            const revocationMessage = o.revoked === true ? (o.revocation?.message ?? '') : '';
            const message = [
                o.revoked === true ? report/* REVOKED_CONSEQUENCE */.LA : '',
                d.reason,
                revocationMessage !== d.reason ? revocationMessage : '',
                d.link ? `More information: ${d.link}` : '',
            ]
                .filter((s) => s !== '')
                .join('\n');
            const title = `Module version ${o.version} of ${address} is ${o.revoked === true ? 'revoked' : 'deprecated'}`;
            annotations.push({ level: failsCheck(o, context) ? 'error' : 'warning', title, message: message || title });
        }
    }
    return {
        outputs: actionOutputs(outcomes),
        annotations,
        summary: buildSummary(outcomes, context),
        verdict: singleVerdict(outcomes, context, deprecated),
        warnings: [],
    };
}
function singleVerdict(outcomes, context, deprecated) {
    const failed = outcomes.filter((o) => o.status === 'failed');
    const missing = failed.filter((o) => o.kind === 'missing');
    if (missing.length > 0) {
        // The user's input, not the service: a re-run cannot help, a corrected `version` can.
        const changing = context.mode !== 'check' && !context.dryRun;
        return {
            failed: true,
            reason: 'invalid-input',
            message: `${missing.length === 1 ? 'Version' : 'Versions'} ${missing.map((o) => o.version).join(', ')} ${missing.length === 1 ? 'is' : 'are'} not in the registry's version list for this module: check \`version\`.${changing ? ' Nothing was changed: the step changes the versions listed only when every one of them exists.' : ''}`,
        };
    }
    if ((0,outcome/* hasFailures */.QP)(outcomes, context.verify)) {
        const unverified = outcomes.filter((o) => o.status === 'changed' && context.verify && !o.verified);
        const parts = [
            failed.length > 0
                ? `${failed.length} of ${outcomes.length} versions failed: ${failed.map((o) => o.version).join(', ')}`
                : '',
            unverified.length > 0
                ? `${unverified.length} changed but not verified: ${unverified.map((o) => o.version).join(', ')}`
                : '',
        ].filter((s) => s !== '');
        return {
            failed: true,
            reason: failed.length === 0
                ? 'verification-timeout'
                : failed.every((o) => o.revocationUnavailable === true)
                    ? 'revocation-unavailable'
                    : 'service-error',
            message: `${parts.join('; ')}. See the step summary${(0,outcome/* rerunMayHelp */.zd)(outcomes, context.verify) ? '; running the step again retries only what is not done' : ''}.`,
        };
    }
    if (context.mode === 'check' && deprecated.some((o) => failsCheck(o, context))) {
        const revoked = deprecated.filter((o) => o.revoked === true);
        return {
            failed: true,
            reason: revoked.some((o) => failsCheck(o, context)) ? 'revoked-in-use' : 'deprecated-in-use',
            message: retiredLine(deprecated),
        };
    }
    const changed = outcomes.filter((o) => o.status === 'changed' || o.status === 'planned').length;
    return {
        failed: false,
        message: context.mode === 'check'
            ? checkedLine(outcomes.length, deprecated)
            : `Done: ${changed} ${context.dryRun ? 'would change' : 'changed'}, ${outcomes.length - changed} unchanged.`,
    };
}
/**
 * "2 checked versions are deprecated or revoked: 1 deprecated (1.1.0), 1 revoked (1.0.0)." A
 * revoked version is counted once, as revoked, as the summary counts it.
 */
function retiredLine(retiredVersions) {
    const revoked = retiredVersions.filter((o) => o.revoked === true).map((o) => o.version);
    const deprecated = retiredVersions.filter((o) => o.revoked !== true).map((o) => o.version);
    const checked = `${(0,report/* plural */.LS)(retiredVersions.length, 'checked version')} ${retiredVersions.length === 1 ? 'is' : 'are'}`;
    if (revoked.length === 0)
        return `${checked} deprecated: ${deprecated.join(', ')}.`;
    if (deprecated.length === 0)
        return `${checked} revoked: ${revoked.join(', ')}.`;
    return `${checked} deprecated or revoked: ${deprecated.length} deprecated (${deprecated.join(', ')}), ${revoked.length} revoked (${revoked.join(', ')}).`;
}
/** "Checked 4 versions: 1 deprecated, 1 revoked." (a revoked version is counted once, as revoked) */
function checkedLine(checked, deprecated) {
    const revoked = deprecated.filter((o) => o.revoked === true).length;
    const counts = [`${deprecated.length - revoked} deprecated`, ...(revoked > 0 ? [`${revoked} revoked`] : [])];
    return `Checked ${(0,report/* plural */.LS)(checked, 'version')}: ${counts.join(', ')}.`;
}
/** A prerelease deprecates nothing unless `on-prerelease: deprecate` says so: the step says why. */
function prereleaseReport(moduleAddress, release) {
    const message = `Release ${release.tag} is a prerelease: nothing was deprecated. Set \`on-prerelease: deprecate\` to deprecate on prereleases too.`;
    return {
        outputs: {},
        annotations: [{ level: 'notice', title: `No deprecation of ${moduleAddress}`, message }],
        summary: `### Deprecate module versions of \`${moduleAddress}\`\n\n${(0,report/* cell */.Hn)(message)}\n`,
        verdict: { failed: false, message },
        warnings: [],
    };
}

;// CONCATENATED MODULE: ./src/single/run.ts
/**
 * The single-module mode: read the module's versions, select the ones asked for, plan, then
 * carry the plan out (apply, verify) or only check; report one outcome per version.
 */











/** A version's state for the log: active, deprecated or revoked, with the reason and message. */
function stateText(v) {
    if (v.revoked === true) {
        const message = v.revocation !== undefined
            ? ` (revocation ${(0,report/* deprecationText */.uH)({ reason: v.revocation.message, link: v.revocation.link })})`
            : '';
        return `revoked${v.deprecation !== null ? `: ${(0,report/* deprecationText */.uH)(v.deprecation)}` : ''}${message}`;
    }
    return v.deprecation === null ? 'active' : `deprecated: ${(0,report/* deprecationText */.uH)(v.deprecation)}`;
}
async function run(request, deps) {
    const address = (0,src_address/* formatModuleAddress */.wc)(request.service.host, request.module);
    const { release } = request;
    if ((0,src_request/* setsDeprecation */.Sn)(request.mode) && release?.prerelease && request.onPrerelease === 'skip') {
        return prereleaseReport(address, release);
    }
    try {
        const { outcomes, skipped } = await execute(request, deps, address, release);
        return singleReport(outcomes, {
            moduleAddress: address,
            mode: request.mode,
            dryRun: request.dryRun,
            verify: request.verify,
            failOnDeprecated: request.failOnDeprecated,
            failOnRevoked: request.failOnRevoked,
            ...deps.context,
            skipped,
        });
    }
    catch (error) {
        const message = (0,report/* errorMessage */.gJ)(error);
        return (0,report/* failedReport */.kS)((0,report/* failureReasonOf */.M3)(error, 'service-error'), message, failureSummary(address, message));
    }
}
async function execute(request, { registry, log, concurrency, usage: usageLookup }, address, release) {
    let target = request.target;
    const changing = (0,src_request/* setsDeprecation */.Sn)(request.mode);
    const lines = [
        ['Module', `${address} (organization ${request.organization})`],
        (0,src_request/* serviceLine */.o2)(request),
        ['Status', request.mode],
        ['Versions', (0,versions_selection/* describeSelector */.r5)(request.versions)],
    ];
    if (changing && request.keepLatest > 0) {
        lines.push(['Keep latest', `the ${request.keepLatest} newest released versions are never ${request.mode}`]);
    }
    if (changing && release !== undefined) {
        lines.push([
            'Release',
            release.version !== undefined
                ? `${release.version} (tag ${release.tag}) was just released and is never ${request.mode} by this step`
                : `tag ${release.tag} names no version, so no version is protected as the release`,
        ]);
        if ((target?.to === 'deprecated' || target?.to === 'revoked') && target.link === '' && release.url !== undefined) {
            target = { ...target, link: release.url };
            lines.push(['Link', `none given; using the release page ${release.url}`]);
        }
    }
    lines.push((0,src_request/* runOptionsLine */.RN)(request, request.mode !== 'check'), (0,inputs/* usageLine */.U)(request));
    await (0,src_request/* logInputs */.iA)(log, request.warnings, lines);
    const { versions: current, revocationKnown } = await log.group(`Read current state of ${address}`, async () => {
        // The versions list shows deprecation; revocation only the v2 module read: one request more.
        const state = await (0,read/* readModuleState */.Mw)(registry, request.module, { revocation: true });
        log.info(`The registry lists ${(0,report/* plural */.LS)(state.versions.length, 'version')}.`);
        if (!state.revocationKnown) {
            log.info('The service shows no revocation (it needs a newer release or the Premium edition).');
        }
        return state;
    });
    if (!revocationKnown && (request.mode === 'revoked' || request.mode === 'unrevoked')) {
        // Nothing is sent: revoking would deprecate first and then fail on every version.
        throw new read/* NoRevocationError */.IX();
    }
    // Who uses each version: one Explorer query (and its pages), when `usage` allows.
    const usage = await readUsage(request, usageLookup, log);
    // Missing versions go to the plan too, which reports them as missing.
    const rules = changing
        ? { keepLatest: request.keepLatest, ...(release?.version !== undefined && { protect: release.version }) }
        : {};
    const selection = (0,versions_selection/* selectVersions */.QR)(request.versions, current.map((v) => v.version), rules);
    const { selected, missing } = selection;
    const skipped = selection.skipped.map((s) => {
        const state = current.find((v) => v.version === s.version);
        const used = (0,format/* usageOf */.Fs)(usage, s.version);
        return {
            ...s,
            state: state?.deprecation ?? null,
            ...(state?.revoked === true && { revoked: true }),
            ...(used !== undefined && { usage: used }),
        };
    });
    // A revoke compares the message and link of a revocation, and a check shows them: one read
    // per revoked version among those selected.
    const chosen = new Set(selected);
    const states = request.mode === 'revoked' || request.mode === 'check'
        ? await (0,read/* withRevocationDetails */.xi)(registry, request.organization, request.module, current, (v) => chosen.has(v), concurrency, 
        // A check only shows the message: a version whose read fails is still reported revoked.
        { bestEffort: request.mode === 'check' })
        : current;
    const planned = (0,changes_plan/* planChanges */.XA)(states, [...selected, ...missing], target, revocationKnown);
    // A safe revoke: a version some workspace uses is deprecated (if active) but not revoked.
    const held = new Map();
    if (request.revokeOnlyUnused && target?.to === 'revoked' && usage !== undefined) {
        for (const change of planned.changes) {
            const used = (0,format/* usageOf */.Fs)(usage, change.version);
            if (used !== undefined && used.count > 0 && !change.revokedBefore)
                held.set(change.version, used);
        }
    }
    const plan = {
        ...planned,
        changes: planned.changes.map((change) => {
            if (!held.has(change.version) || target?.to !== 'revoked')
                return change;
            const state = states.find((v) => v.version === change.version) ?? { version: change.version, deprecation: null };
            const deprecateOnly = state.deprecation === null ? { to: 'deprecated', reason: target.reason, link: target.link } : undefined;
            return (0,changes_plan/* planVersion */.Uk)(state, deprecateOnly);
        }),
    };
    if (request.versions.kind === 'constraint' && plan.changes.length === 0) {
        log.info(`The constraint "${request.versions.constraint.text}" matches no version to ${request.mode === 'check' ? 'check' : 'change'}.`);
    }
    await log.group(request.mode === 'check' ? 'Lifecycle status' : 'Plan', async () => {
        // The versions `keep-latest` took out of the selection, so the log says what it protected.
        for (const kept of selection.skipped.filter((s) => s.reason === 'keep-latest')) {
            log.info(`  ${kept.version.padEnd(12)} kept: one of the ${request.keepLatest} newest released (\`keep-latest\`)`);
        }
        for (const change of plan.changes) {
            const state = stateText(states.find((v) => v.version === change.version) ?? { deprecation: change.before });
            const used = (0,format/* usageOf */.Fs)(usage, change.version);
            const users = used !== undefined ? ` · ${(0,format/* usageText */.tx)(used)}` : '';
            const heldBack = held.has(change.version) ? ', not revoked: in use (`revoke-only-unused`)' : '';
            log.info(request.mode === 'check'
                ? `  ${change.version.padEnd(12)} ${state}${users}`
                : `  ${change.version.padEnd(12)} ${state.padEnd(40)} → ${(0,carry_out/* changeVerb */.s5)(change)}${heldBack}${leftRevoked(change, request.mode)}${users}`);
        }
        for (const version of plan.missing)
            log.info(`  ${version.padEnd(12)} not in the registry`);
        if (request.mode === 'check')
            return;
        log.info(planCounts(plan.changes, plan.missing.length));
    });
    const options = { dryRun: request.dryRun, verify: request.verify, verifyTimeoutMs: request.verifyTimeoutMs };
    // A listed version the registry lacks fails the step whatever else happens: nothing is sent,
    // rather than changing the other versions first.
    const heldBack = changing && !request.dryRun && plan.missing.length > 0
        ? `${plan.missing.join(', ')} ${plan.missing.length === 1 ? 'is' : 'are'} not in the registry, so no version was changed.`
        : undefined;
    if (heldBack !== undefined)
        log.info(`Nothing sent: ${heldBack}`);
    const outcomes = request.mode === 'check'
        ? (0,outcome/* buildOutcomes */.c)(plan, { ...options, dryRun: false })
        : heldBack !== undefined
            ? (0,outcome/* heldBackOutcomes */.IP)(plan, heldBack, options)
            : await (0,carry_out/* carryOut */.u0)(registry, request.organization, request.module, plan, { ...options, concurrency }, log);
    return { outcomes: (0,format/* withUsage */.Se)(outcomes, usage, held), skipped };
}
/** Usage under the `usage` input: read, or undefined (not asked, or not readable under `auto`). */
async function readUsage(request, lookup, log) {
    if (lookup === undefined || !lookup.enabled)
        return undefined;
    return log.group('Read who uses each version (Explorer)', async () => {
        const usage = await lookup.read(request.organization, request.module, request.revokeOnlyUnused);
        if (usage !== undefined) {
            const inUse = [...usage.values()].filter((u) => u.count > 0).length;
            log.info(`${(0,report/* plural */.LS)(inUse, 'version')} of the module ${inUse === 1 ? 'is' : 'are'} in use in HCP Terraform workspaces.`);
        }
        return usage;
    });
}
/** Why a revoked version selected for deprecation stays as it is. */
function leftRevoked(change, mode) {
    return mode === 'deprecated' && change.kind === 'unchanged' && change.revokedBefore
        ? ' (revoked, which is deprecated and more: only `unrevoked` or `undeprecated` take it back)'
        : '';
}
/** "Plan: 1 to deprecate, 2 to revoke, …": only the kinds that occur, and always the unchanged. */
function planCounts(changes, missing) {
    const n = (k) => changes.filter((c) => c.kind === k).length;
    const parts = [
        ['deprecate', 'to deprecate'],
        ['update', 'to update'],
        ['revoke', 'to revoke'],
        ['unrevoke', 'to unrevoke'],
        ['revert', 'to revert'],
    ]
        .filter(([kind]) => n(kind) > 0)
        .map(([kind, label]) => `${n(kind)} ${label}`);
    const requests = changes.reduce((sum, c) => sum + c.steps.length, 0);
    return `Plan: ${[...parts, `${n('unchanged')} unchanged`, ...(missing > 0 ? [`${missing} missing`] : [])].join(', ')}${requests > 0 ? ` (${(0,report/* plural */.LS)(requests, 'request')})` : ''}.`;
}


/***/ })

};
