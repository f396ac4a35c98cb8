export const id = 951;
export const ids = [951];
export const modules = {

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

/***/ 4697:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I: () => (/* binding */ retired),
/* harmony export */   k: () => (/* binding */ failsCheck)
/* harmony export */ });
/** Deprecated or revoked: a revoked version counts, even where the read shows no deprecation (an undocumented case). */
const retired = (o) => o.after !== null || o.revoked === true;
/** Whether a checked version fails the step: a revoked one by `failOnRevoked`, else by `failOnDeprecated`. */
const failsCheck = (o, context) => o.revoked === true ? context.failOnRevoked !== false : context.failOnDeprecated;


/***/ }),

/***/ 951:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  actionOutputs: () => (/* binding */ actionOutputs),
  failureSummary: () => (/* binding */ failureSummary),
  report: () => (/* binding */ report_report),
  singleReport: () => (/* binding */ singleReport)
});

// EXTERNAL MODULE: ./src/changes/blast-radius.ts
var blast_radius = __webpack_require__(8554);
// EXTERNAL MODULE: ./src/changes/outcome.ts
var outcome = __webpack_require__(8741);
// EXTERNAL MODULE: ./src/changes/result.ts
var result = __webpack_require__(3904);
// EXTERNAL MODULE: ./src/report.ts
var report = __webpack_require__(665);
// EXTERNAL MODULE: ./src/usage/format.ts
var format = __webpack_require__(6348);
// EXTERNAL MODULE: ./src/single/checked.ts
var single_checked = __webpack_require__(4697);
// EXTERNAL MODULE: ./src/changes/plan.ts
var plan = __webpack_require__(2314);
// EXTERNAL MODULE: ./src/text.ts
var src_text = __webpack_require__(8992);
;// CONCATENATED MODULE: ./src/single/headline.ts




/** What a step that changes versions did to them, by status: done, and (a dry run) would be. */
const DONE = {
    deprecated: { done: 'deprecated', already: 'deprecated' },
    revoked: { done: 'revoked', already: 'revoked' },
    undeprecated: { done: 'reverted to active', already: 'active' },
    unrevoked: { done: 'unrevoked', already: 'not revoked' },
};
/**
 * "3 versions deprecated, 1 unchanged", "1 version would be revoked (dry run)", "2 deprecations updated".
 * A version held back (`revokeOnlyUnused`) is not counted as revoked: the headline names it apart.
 */
function doneText(outcomes, context, verified) {
    const words = DONE[context.status];
    const counted = outcomes.filter((o) => o.note === undefined);
    const changed = counted.filter((o) => context.dryRun ? o.status === 'planned' : o.status === 'changed' && (o.verified || !verified));
    const unchanged = counted.filter((o) => o.status === 'unchanged').length;
    const dry = context.dryRun ? ' (dry run)' : '';
    if (changed.length === 0 && unchanged === 0) {
        return outcomes.length > 0 ? `No version ${words.done}${dry}` : `Nothing to change: no version selected${dry}`;
    }
    if (changed.length === 0)
        return `Nothing to change: ${(0,src_text/* plural */.LS)(unchanged, 'version')} already ${words.already}${dry}`;
    const done = (what) => (context.dryRun ? `would be ${what}` : what);
    const revocations = changed.filter(plan/* updatesRevocation */.V6).length;
    const reasons = changed.filter((o) => o.kind === 'update').length - revocations;
    const moved = changed.length - reasons - revocations;
    const parts = [
        moved > 0 ? `${(0,src_text/* plural */.LS)(moved, 'version')} ${done(words.done)}` : '',
        reasons > 0 ? `${(0,src_text/* plural */.LS)(reasons, 'deprecation')} ${done('updated')}` : '',
        revocations > 0 ? `${(0,src_text/* plural */.LS)(revocations, 'revocation message')} ${done('updated')}` : '',
        unchanged > 0 ? `${unchanged} unchanged` : '',
    ];
    return `${parts.filter((p) => p !== '').join(', ')}${dry}`;
}
/**
 * Why a check fails or warns: "1 checked version is deprecated (1.1.0), a warning only with" the setting, or
 * "warnings only: the `usage` command reports rather than fails". A revoked version is counted once, as revoked.
 */
function checkReasons(outcomes, context) {
    // A version the registry lacks is the verdict's to say (a mistake in `version`).
    const unread = outcomes.filter((o) => o.status === 'failed' && o.kind !== 'missing').map((o) => o.version);
    const checked = outcomes.filter((o) => o.status !== 'failed' && (0,single_checked/* retired */.I)(o));
    const revoked = checked.filter((o) => o.revoked === true).map((o) => o.version);
    const deprecated = checked.filter((o) => o.revoked !== true).map((o) => o.version);
    const are = (versions, what) => `${(0,src_text/* plural */.LS)(versions.length, 'checked version')} ${versions.length === 1 ? 'is' : 'are'} ${what} (${(0,src_text/* cell */.Hn)((0,report/* someOf */.yU)(versions))})`;
    const part = (versions, what, warnsBy) => versions.length > 0 ? [{ text: are(versions, what), count: versions.length, warnsBy }] : [];
    const retiredParts = [
        ...part(revoked, 'revoked', context.failOnRevoked === false && 'failOnRevoked'),
        ...part(deprecated, 'deprecated', !context.failOnDeprecated && 'failOnDeprecated'),
    ];
    // A warning the person asked for names the setting; one the command gives by itself says so, once.
    const { warnsByDefault } = context;
    const byCommand = retiredParts.filter((p) => p.warnsBy !== false && warnsByDefault?.keys.includes(p.warnsBy) === true);
    const own = retiredParts
        .filter((p) => !byCommand.includes(p))
        .map((p) => p.warnsBy === false ? p.text : `${p.text}, a warning only with ${context.words.setting(p.warnsBy, 'false')}`);
    return [
        unread.length > 0 ? `${(0,src_text/* plural */.LS)(unread.length, 'version')} could not be checked (${(0,src_text/* cell */.Hn)((0,report/* someOf */.yU)(unread))})` : '',
        ...own,
        byCommand.length > 0 && warnsByDefault !== undefined
            ? `${byCommand.map((p) => p.text).join(' and ')}, ${byCommand.reduce((n, p) => n + p.count, 0) === 1 ? 'a warning' : 'warnings'} only: the \`${warnsByDefault.command}\` command reports rather than fails`
            : '',
    ].filter((r) => r !== '');
}
/** The summary's first line: the verdict, what the step did, and for a failure or a warning why. */
function singleOpening(outcomes, context, verdict, annotations) {
    if (context.status === 'check') {
        const reasons = checkReasons(outcomes, context);
        if (verdict.failed && (reasons.length === 0 || verdict.reason === 'invalid-input')) {
            return (0,report/* verdictLine */.MT)('fails', (0,src_text/* messageCell */.kf)(verdict.message ?? ''), context.words.run);
        }
        if (reasons.length > 0)
            return (0,report/* verdictLine */.MT)(verdict.failed ? 'fails' : 'warns', `${reasons.join('; ')}.`, context.words.run);
        return (0,report/* verdictLine */.MT)('passes', (0,src_text/* cell */.Hn)(checkedLine(outcomes.length, [])));
    }
    const failures = failureParts(outcomes, context);
    if (verdict.failed) {
        // A version the registry lacks stops the step before any change: its message says it all.
        if (failures.length === 0 || verdict.reason === 'invalid-input')
            return (0,report/* verdictLine */.MT)('fails', (0,src_text/* messageCell */.kf)(verdict.message ?? ''), context.words.run);
        const done = outcomes.some((o) => o.status === 'changed' && (o.verified || !context.verify))
            ? [doneText(outcomes, context, context.verify)]
            : [];
        return (0,report/* verdictLine */.MT)('fails', `${(0,src_text/* cell */.Hn)([...failures, ...done].join('; '))}.`);
    }
    const held = outcomes.filter((o) => o.note !== undefined).map((o) => o.version);
    const warnings = [
        held.length > 0 ? `${(0,src_text/* plural */.LS)(held.length, 'version')} held back: ${(0,src_text/* cell */.Hn)((0,report/* someOf */.yU)(held))} (see below)` : '',
        (0,report/* warningsWhy */.ax)(annotations, src_text/* cell */.Hn).replace(/\.$/, ''),
    ].filter((w) => w !== '');
    const done = doneText(outcomes, context, context.verify);
    return warnings.length > 0
        ? (0,report/* verdictLine */.MT)('warns', `${(0,src_text/* inSentence */.BX)(done)}; ${warnings.join('; ')}.`, context.words.run)
        : (0,report/* verdictLine */.MT)('passes', `${done}.`, context.words.run);
}
/** "1 of 3 versions failed: 1.1.0", "1 changed but not verified: 1.2.0": what went wrong in a write. */
function failureParts(outcomes, context) {
    const failed = outcomes.filter((o) => o.status === 'failed' && o.kind !== 'missing');
    const unverified = outcomes.filter((o) => o.status === 'changed' && context.verify && !o.verified);
    const part = (some, what) => some.length > 0 ? [`${some.length} ${what}: ${some.map((o) => o.version).join(', ')}`] : [];
    return [...part(failed, `of ${outcomes.length} versions failed`), ...part(unverified, 'changed but not verified')];
}
/** "Checked 4 versions: 1 deprecated, 1 revoked." (a revoked one counted once, no zeros), or "2 versions checked, none …". */
function checkedLine(checked, deprecated) {
    if (checked === 0)
        return 'No version to check.';
    if (deprecated.length === 0)
        return `${(0,src_text/* plural */.LS)(checked, 'version')} checked, none deprecated or revoked.`;
    const revoked = deprecated.filter((o) => o.revoked === true).length;
    const counts = [
        ...(deprecated.length > revoked ? [`${deprecated.length - revoked} deprecated`] : []),
        ...(revoked > 0 ? [`${revoked} revoked`] : []),
    ];
    return `Checked ${(0,src_text/* plural */.LS)(checked, 'version')}: ${counts.join(', ')}.`;
}

// EXTERNAL MODULE: ./src/changes/carry-out.ts + 2 modules
var carry_out = __webpack_require__(1999);
;// CONCATENATED MODULE: ./src/single/summary.ts
/**
 * The single-module mode's job summary: one row per version (the changed first, then the module's others), who uses
 * each, the blast radius of a revoke, what was held back and what went wrong. Pure.
 */







const skipLabel = (reason, words) => ({
    'not-selected': 'not selected',
    'newest-kept': `🛡️ kept (${words.name('keepLatest')})`,
    'released-now': '🚀 kept (just released)',
})[reason];
const state = (d, revoked) => revoked === true ? '⛔ revoked' : d === null ? 'active' : '⚠️ deprecated';
/** The requests of a change, in order: "deprecate → revoke"; a failed one is struck out with ✗. */
function actionCell(o) {
    if (o.steps.length === 0)
        return '';
    return o.steps
        .map(({ step, status }) => status === 'failed' ? `✗ ${carry_out/* VERB */.C_[step]}` : status === 'not-sent' ? `(${carry_out/* VERB */.C_[step]}: not sent)` : carry_out/* VERB */.C_[step])
        .join(' → ');
}
/** The reason, and the revocation's message where it says something else. */
function reasonCell(d, o) {
    const reason = d?.reason ?? '';
    const message = o.revoked === true ? (o.revocation?.message ?? '') : '';
    if (message === '' || message === reason)
        return (0,src_text/* cell */.Hn)(reason);
    // Apart, not joined by a semicolon: a reason typed with its full stop would read ".; revoked".
    return reason === '' ? `revoked: ${(0,src_text/* cell */.Hn)(message)}` : `${(0,src_text/* cell */.Hn)(reason)} · revoked: ${(0,src_text/* cell */.Hn)(message)}`;
}
/** A reason or link replaced by another: `"Old" → "New"`, `none` where there was none. */
function replacedCell(before, after, show) {
    const shown = (s) => (s === undefined || s === '' ? 'none' : show(s));
    return before === after ? shown(after) : `${shown(before)} → ${shown(after)}`;
}
const linkCell = (d) => (d?.link ? (0,src_text/* markdownLink */.iQ)((0,src_text/* cell */.Hn)(d.link), d.link) : '');
const quotedCell = (text) => (0,src_text/* cell */.Hn)(JSON.stringify(text));
/** A changed version's Reason and Link cells: what consumers read after the step; where it replaces them, old and new. */
function reasonAndLink(o) {
    const shown = o.after ?? o.before;
    const revocation = { before: o.revocationBefore, after: o.revocation };
    if ((0,plan/* updatesRevocation */.V6)(o) && revocation.before !== undefined && revocation.after !== undefined) {
        const message = replacedCell(revocation.before.message, revocation.after.message, quotedCell);
        const reason = shown?.reason ?? '';
        return [
            reason === '' ? `revoked: ${message}` : `${(0,src_text/* cell */.Hn)(reason)} · revoked: ${message}`,
            replacedCell(revocation.before.link, revocation.after.link, (l) => linkCell({ link: l })),
        ];
    }
    // A deprecation replaced by another: what consumers read before, and what they read now.
    if (o.before !== null && o.after !== null && !(0,plan/* sameDeprecation */.hn)(o.before, o.after)) {
        return [
            replacedCell(o.before.reason, o.after.reason, quotedCell),
            replacedCell(o.before.link, o.after.link, (l) => linkCell({ link: l })),
        ];
    }
    return [reasonCell(shown, o), linkCell(shown)];
}
/** Who uses each version the step revokes; where usage was not read, one line says so. */
function blastRadiusLines(revoked, words) {
    if (revoked.every((o) => o.usage === undefined)) {
        return [
            `**Blast radius**: who uses ${revoked.map((o) => (0,src_text/* code */.aY)(o.version)).join(', ')} was not read (${words.name('usage')}). ${blast_radius/* BLAST_RADIUS_SENTENCE */.OQ}`,
        ];
    }
    return [
        '**Blast radius**: who uses each version revoked.',
        '',
        ...revoked.map((o) => `- ${(0,src_text/* code */.aY)(o.version)}: ${o.usage !== undefined ? (0,format/* usageCell */.QZ)(o.usage) : 'not read'}`),
        '',
        blast_radius/* BLAST_RADIUS_SENTENCE */.OQ,
    ];
}
/** A version this step revokes (or would) that was not revoked before: its users are the blast radius. */
const revokedByStep = (o) => (o.status === 'changed' || o.status === 'planned') && (0,blast_radius/* revokesAnew */.LM)(o);
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
function outcomeLabel(o, status) {
    if (status === 'check') {
        if (o.status === 'failed')
            return OUTCOME_LABEL.failed;
        return o.revoked === true ? '⛔ revoked' : o.after === null ? '✅ not deprecated' : '⚠️ deprecated';
    }
    if (o.status === 'failed' && o.steps.some((s) => s.status === 'done'))
        return `${OUTCOME_LABEL.failed} (part done)`;
    if (o.keptReason === true)
        return `${OUTCOME_LABEL.unchanged} (${o.revokedBefore === true ? 'message' : 'reason'} kept)`;
    const label = OUTCOME_LABEL[o.status];
    return o.status === 'changed' && !o.verified ? `${label} (not verified)` : label;
}
function buildSummary(outcomes, context) {
    const lines = [];
    const title = context.reportOnly === true ? 'Migration report:' : ACTION_TITLE[context.status];
    lines.push(`### ${title} ${(0,src_text/* plural */.LS)(outcomes.length, 'module version')} of ${(0,src_text/* code */.aY)(context.moduleAddress)}`, '');
    if (context.opening !== undefined)
        lines.push(context.opening, '');
    if (context.dryRun && context.status !== 'check') {
        lines.push(...(0,report/* note */.N4)('Dry run: nothing was changed. The table shows what would change.'));
    }
    if (context.status === 'check') {
        // A write's verdict says what it did; a check's counts say more than its verdict: what is fine.
        const checked = outcomes.filter((o) => o.status !== 'failed');
        const missing = outcomes.filter((o) => o.kind === 'missing').length;
        lines.push(...(0,report/* countsLine */.J7)('Versions', [
            [checked.filter((o) => o.after !== null && o.revoked !== true).length, 'deprecated'],
            [checked.filter((o) => o.revoked === true).length, 'revoked'],
            [checked.filter((o) => !(0,single_checked/* retired */.I)(o)).length, 'not deprecated'],
            [outcomes.length - checked.length - missing, 'could not be checked'],
            [missing, 'not in the registry'],
            // The migration report: how many retired versions someone still runs.
            [checked.filter((o) => (0,single_checked/* retired */.I)(o) && (o.usage?.count ?? 0) > 0).length, 'deprecated or revoked still in use'],
        ]));
    }
    // Who uses each version, where usage was read: one more column.
    const showsUsage = outcomes.some((o) => o.usage !== undefined);
    const usageColumn = (o) => (showsUsage ? ` ${(0,format/* usageCell */.QZ)(o.usage)} |` : '');
    const usageTitle = showsUsage ? ['Workspaces'] : [];
    // One request (a deprecation or its revert) is said by the title: requests show where there are two, or revocation.
    const showsActions = outcomes.some((o) => o.steps.length > 1 || o.steps.some((s) => s.step === 'revoke' || s.step === 'unrevoke'));
    const versionsLabel = (0,src_text/* plural */.LS)(outcomes.length + (context.skipped?.length ?? 0), 'version');
    if (context.status === 'check') {
        // A version the registry lacks has no status to show: the verdict names it.
        const rows = outcomes
            .filter((o) => o.kind !== 'missing')
            .map((o) => `| ${(0,src_text/* cell */.Hn)(o.version)} | ${outcomeLabel(o, context.status)} |${usageColumn(o)} ${reasonCell(o.after, o)} | ${linkCell(o.after)} |`);
        // No version to check: no table, not a header over nothing.
        if (rows.length > 0)
            lines.push(...(0,report/* table */.tp)(['Version', 'Status', ...usageTitle, 'Reason', 'Link'], rows, versionsLabel));
    }
    else {
        const rows = outcomes.map((o) => {
            // A version the registry does not have was in no state before, nor after.
            const before = o.kind === 'missing' ? '—' : state(o.before, o.revokedBefore);
            const after = o.kind === 'missing' ? '—' : state(o.after, o.revoked);
            const action = showsActions ? ` ${actionCell(o)} |` : '';
            const [reason, link] = reasonAndLink(o);
            return `| ${(0,src_text/* cell */.Hn)(o.version)} | ${before} | ${after} |${action}${usageColumn(o)} ${reason} | ${link} | ${outcomeLabel(o, context.status)} |`;
        });
        for (const s of context.skipped ?? []) {
            const action = showsActions ? ' |' : '';
            rows.push(`| ${(0,src_text/* cell */.Hn)(s.version)} | ${state(s.state, s.revoked)} | ${state(s.state, s.revoked)} |${action}${usageColumn(s)} ${(0,src_text/* cell */.Hn)(s.state?.reason ?? '')} | ${linkCell(s.state)} | ${skipLabel(s.reason, context.words)} |`);
        }
        const columns = [
            'Version',
            'Before',
            'After',
            ...(showsActions ? ['Requests'] : []),
            ...usageTitle,
            'Reason',
            'Link',
            'Outcome',
        ];
        if (rows.length > 0)
            lines.push(...(0,report/* table */.tp)(columns, rows, versionsLabel));
    }
    const revoked = outcomes.filter(revokedByStep);
    if (revoked.length > 0)
        lines.push('', ...blastRadiusLines(revoked, context.words));
    const notes = outcomes.filter((o) => o.note !== undefined);
    if (notes.length > 0) {
        lines.push('', '**Held back**', '');
        // The runner's own words: its code spans (a setting's name) render as code.
        for (const o of notes)
            lines.push(`- ${(0,src_text/* code */.aY)(o.version)}: ${(0,src_text/* messageCell */.kf)(o.note ?? '')}`);
    }
    if (showsUsage)
        lines.push('', `<sub>${(0,format/* usageScopeNote */.QL)(context.words)}</sub>`);
    // A version the registry lacks is the verdict's to name, once.
    const errors = outcomes.filter((o) => o.error !== undefined && o.kind !== 'missing');
    if (errors.length > 0) {
        lines.push('', '**Problems**', '');
        for (const o of errors)
            lines.push(`- ${(0,src_text/* code */.aY)(o.version)}: ${(0,src_text/* messageCell */.kf)(o.error ?? '')}`);
    }
    // Only a change the read API showed is verified: not when every write failed, nor in a check.
    const footer = (0,report/* runFooter */.Vm)(context, outcomes.some((o) => o.verified && o.status === 'changed') ? report/* VERIFIED_NOTE */.CB : '');
    if (footer.length > 0)
        lines.push('', ...footer);
    lines.push('');
    return lines.join('\n');
}

// EXTERNAL MODULE: ./src/wording.ts
var wording = __webpack_require__(3395);
;// CONCATENATED MODULE: ./src/single/report.ts
/** What the single-module mode reports, all drawn from the outcomes. Pure: the runner writes the `Report`. */










/** The summary of a step that failed before it accounted for each version; the message may quote the service: text. */
function failureSummary(moduleAddress, message) {
    return `### Module deprecation: ${(0,src_text/* code */.aY)(moduleAddress)}\n\n${(0,report/* verdictLine */.MT)('fails', (0,src_text/* messageCell */.kf)(message))}\n`;
}
/** A dry run changes nothing: the state after the step is the state before it. */
const revokedAfter = (o) => (o.status === 'planned' ? o.revokedBefore : o.revoked);
const deprecationAfter = (o) => (o.status === 'planned' ? o.before : o.after);
/** Every output is always set, so `if:` expressions in workflows never meet an unset one. */
function actionOutputs(outcomes) {
    const changed = outcomes.filter((o) => o.status === 'changed' || o.status === 'planned');
    // A revoked version is deprecated too, and more.
    const deprecated = outcomes.filter((o) => deprecationAfter(o) !== null || revokedAfter(o) === true);
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
        reason: (single && deprecationAfter(single)?.reason) ?? '',
        link: (single && deprecationAfter(single)?.link) ?? '',
        'deprecation-id': ids.length === 1 ? (ids[0]?.deprecationId ?? '') : '',
    };
}
/** The report of a run that accounted for every version it was asked about. */
function singleReport(outcomes, context) {
    const { status, moduleAddress: address } = context;
    const annotations = [];
    for (const o of outcomes) {
        // A version the registry lacks is the verdict's error, which names it: not an error of its own.
        if (o.kind === 'missing')
            continue;
        if (o.status === 'failed' || (o.error !== undefined && !o.verified && o.status === 'changed')) {
            annotations.push({
                level: 'error',
                title: `Module version ${o.version} of ${address}`,
                message: `${o.version}: ${o.error ?? 'failed'}`,
            });
        }
    }
    // Every revoke plan warns of the versions it revokes while workspaces use them.
    for (const o of outcomes.filter(revokedByStep)) {
        if (o.usage === undefined || o.usage.count === 0)
            continue;
        const onlyUnused = context.words.setting('revokeOnlyUnused', 'true');
        annotations.push({
            level: 'warning',
            ...(0,blast_radius/* inUseWarning */.hx)(address, o.version, o.usage, o.status === 'changed', onlyUnused),
        });
    }
    const deprecated = outcomes.filter((o) => (0,single_checked/* retired */.I)(o) && o.status !== 'failed');
    if (status === 'check') {
        for (const o of deprecated) {
            const d = o.after ?? { reason: '', link: o.revocation?.link ?? '' };
            const revocationMessage = o.revoked === true ? (o.revocation?.message ?? '') : '';
            const message = [
                o.revoked === true ? report/* REVOKED_CONSEQUENCE */.LA : '',
                (0,src_text/* sentence */.em)(d.reason),
                revocationMessage !== d.reason ? (0,src_text/* sentence */.em)(revocationMessage) : '',
                d.link ? `More information: ${d.link}` : '',
            ]
                .filter((s) => s !== '')
                .join('\n');
            const title = `Module version ${o.version} of ${address} is ${o.revoked === true ? 'revoked' : 'deprecated'}`;
            annotations.push({ level: (0,single_checked/* failsCheck */.k)(o, context) ? 'error' : 'warning', title, message: message || title });
        }
    }
    const verdict = singleVerdict(outcomes, context, deprecated);
    return {
        outputs: actionOutputs(outcomes),
        annotations,
        summary: buildSummary(outcomes, {
            ...context,
            reportOnly: status === 'check' && !context.failOnDeprecated && context.failOnRevoked === false,
            opening: singleOpening(outcomes, context, verdict, annotations),
        }),
        verdict,
        warnings: [],
    };
}
function singleVerdict(outcomes, context, deprecated) {
    const failed = outcomes.filter((o) => o.status === 'failed');
    const missing = failed.filter((o) => o.kind === 'missing');
    if (missing.length > 0) {
        // The user's input, not the service: a re-run cannot help, a corrected `version` can.
        const changing = context.status !== 'check' && !context.dryRun;
        return {
            failed: true,
            reason: 'invalid-input',
            message: `${missing.length === 1 ? 'Version' : 'Versions'} ${missing.map((o) => o.version).join(', ')} ${missing.length === 1 ? 'is' : 'are'} not in the registry's version list for this module: check ${context.words.name('version')}.${changing ? ` Nothing was changed: ${context.words.run} changes the versions listed only when every one of them exists.` : ''}`,
        };
    }
    if ((0,outcome/* hasFailures */.QP)(outcomes, context.verify)) {
        const parts = failureParts(outcomes, context);
        return {
            failed: true,
            reason: (0,report/* writeFailureReason */.oe)(failed.map((o) => o.revocationUnavailable === true)),
            message: `${parts.join('; ')}. ${(0,wording/* seeSummary */.SI)(context.words, (0,outcome/* rerunMayHelp */.zd)(outcomes, context.verify))}`,
        };
    }
    if (context.status === 'check' && deprecated.some((o) => (0,single_checked/* failsCheck */.k)(o, context))) {
        const revoked = deprecated.filter((o) => o.revoked === true);
        return {
            failed: true,
            reason: revoked.some((o) => (0,single_checked/* failsCheck */.k)(o, context)) ? 'revoked-in-use' : 'deprecated-in-use',
            message: retiredLine(deprecated),
        };
    }
    // The log's last line says what the summary opens with, without the zeros.
    return {
        failed: false,
        message: context.status === 'check'
            ? checkedLine(outcomes.length, deprecated)
            : `${doneText(outcomes, context, context.verify)}.`,
    };
}
/** "2 checked versions are deprecated or revoked: 1 deprecated (1.1.0), 1 revoked (1.0.0)." (revoked counted once). */
function retiredLine(retiredVersions) {
    const revoked = retiredVersions.filter((o) => o.revoked === true).map((o) => o.version);
    const deprecated = retiredVersions.filter((o) => o.revoked !== true).map((o) => o.version);
    const checked = `${(0,src_text/* plural */.LS)(retiredVersions.length, 'checked version')} ${retiredVersions.length === 1 ? 'is' : 'are'}`;
    if (revoked.length === 0)
        return `${checked} deprecated: ${deprecated.join(', ')}.`;
    if (deprecated.length === 0)
        return `${checked} revoked: ${revoked.join(', ')}.`;
    return `${checked} deprecated or revoked: ${deprecated.length} deprecated (${deprecated.join(', ')}), ${revoked.length} revoked (${revoked.join(', ')}).`;
}
/** A prerelease deprecates nothing unless `onPrerelease` says to: the step says why. */
function prereleaseReport(moduleAddress, release, words) {
    const message = `Release ${release.tag} is a prerelease: nothing was deprecated. Set ${words.setting('onPrerelease', 'deprecate')} to deprecate on prereleases too.`;
    return {
        outputs: {},
        annotations: [{ level: 'notice', title: `No deprecation of ${moduleAddress}`, message }],
        summary: `### Deprecate module versions of \`${moduleAddress}\`\n\n${(0,report/* verdictLine */.MT)('passes', (0,src_text/* cell */.Hn)(message))}\n`,
        verdict: { failed: false, message },
        warnings: [],
    };
}
/** The step's report for what the run ended with. */
function report_report(result) {
    if (result.kind === 'prerelease')
        return prereleaseReport(result.address, result.release, result.context.words);
    if (result.kind === 'failed') {
        return (0,report/* failedReport */.kS)(result.reason, result.message, failureSummary(result.address, result.message));
    }
    const { request } = result;
    return singleReport(result.outcomes, {
        moduleAddress: result.address,
        status: request.status,
        dryRun: request.dryRun,
        verify: request.verify,
        failOnDeprecated: request.failOnDeprecated,
        failOnRevoked: request.failOnRevoked,
        ...(request.warnsByDefault !== undefined && { warnsByDefault: request.warnsByDefault }),
        ...result.context,
        skipped: result.skipped,
    });
}


/***/ })

};
