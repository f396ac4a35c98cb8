export const id = 991;
export const ids = [991];
export const modules = {

/***/ 991:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  run: () => (/* binding */ run),
  runPolicy: () => (/* binding */ runPolicy)
});

// EXTERNAL MODULE: ./src/changes/carry-out.ts + 2 modules
var carry_out = __webpack_require__(1999);
// EXTERNAL MODULE: ./src/changes/concurrency.ts
var concurrency = __webpack_require__(9982);
// EXTERNAL MODULE: ./src/changes/outcome.ts
var changes_outcome = __webpack_require__(8741);
// EXTERNAL MODULE: ./src/address.ts
var address = __webpack_require__(6355);
// EXTERNAL MODULE: ./src/report.ts
var report = __webpack_require__(665);
// EXTERNAL MODULE: ./src/usage/format.ts
var format = __webpack_require__(6348);
;// CONCATENATED MODULE: ./src/policy/format.ts


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
    return `Plan: ${parts.join(', ')}${pending > 0 ? `; ${(0,report/* plural */.LS)(pending, 'revocation')} scheduled` : ''}${failed > 0 ? `; ${(0,report/* plural */.LS)(failed, 'module')} could not be read` : ''}.`;
}
/** A revocation as a deprecation is shown: its message and link. */
const asDeprecation = (r) => ({ reason: r.message, link: r.link });
/**
 * What a change does to its version, e.g. `deprecate with "reason" <link>`; `show` renders a
 * deprecation (as text for the log by default, as Markdown for the summary).
 */
function changeText(change, show = report/* deprecationText */.uH) {
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
                const used = (0,format/* usageOf */.Fs)(m.usage, version);
                return used !== undefined ? ` · ${(0,format/* usageText */.tx)(used)}` : '';
            };
            for (const c of changes) {
                lines.push(`  ${SYMBOL[c.kind]} ${c.version}: ${changeText(c)}${users(c.version)}`);
            }
            for (const [version, used] of m.plan.held) {
                lines.push(`  = ${version}: not revoked, in use by ${(0,format/* usageText */.tx)(used)} (\`only-unused\`)`);
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
    if (modules.every((m) => m.plan !== undefined && m.plan.missing.length === 0 && m.plan.changes.every((c) => c.kind === 'unchanged'))) {
        lines.push('', 'No changes. The registry matches the policy.');
    }
    return lines;
}
/** "revoke on 2027-03-01 (in 99 days)", "… (in 99 days, if unused by then)". */
function scheduleText(p) {
    return `revoke on ${p.revokeOn} (in ${(0,report/* plural */.LS)(p.daysLeft, 'day')}${p.onlyUnused ? ', if unused by then' : ''})`;
}

// EXTERNAL MODULE: ./src/request.ts + 4 modules
var src_request = __webpack_require__(980);
// EXTERNAL MODULE: ./node_modules/semver/index.js
var semver = __webpack_require__(2088);
var semver_default = /*#__PURE__*/__webpack_require__.n(semver);
// EXTERNAL MODULE: ./src/changes/plan.ts
var plan = __webpack_require__(2314);
// EXTERNAL MODULE: ./src/versions/constraint.ts
var constraint = __webpack_require__(4486);
// EXTERNAL MODULE: ./src/versions/selection.ts
var selection = __webpack_require__(735);
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

// EXTERNAL MODULE: ./src/usage/inputs.ts
var inputs = __webpack_require__(6994);
// EXTERNAL MODULE: ./src/changes/read.ts
var read = __webpack_require__(4885);
// EXTERNAL MODULE: ./src/changes/result.ts
var result = __webpack_require__(3904);
;// CONCATENATED MODULE: ./src/policy/report.ts
/**
 * What a policy run reports: outputs, an annotation per module not fully applied, the job
 * summary and the verdict, drawn from per-module results. Pure: the runner writes the `Report`.
 */






/**
 * The outputs, with the same meaning as in the single-module mode; versions are listed as
 * `MODULE@VERSION` items since a policy covers many modules.
 */
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
            scheduled: scheduled(r.plan).map((p) => ({
                version: p.version,
                'revoke-on': p.revokeOn,
                'days-left': p.daysLeft,
                'only-unused': p.onlyUnused,
            })),
            // Versions an only-unused rule would revoke but workspaces use: left deprecated.
            held: [...(r.plan?.held ?? new Map())].map(([version, used]) => ({
                version,
                workspaces: (0,format/* usageJson */.AE)(used, maxNames),
            })),
        }))),
    };
}
/** Revoked or not, where the module's service shows revocation. */
const known = (r, revoked) => r.plan?.revocationKnown === true ? revoked : undefined;
/** Modules that failed to read, or whose changes failed or could not be verified. */
function failedModules(results, verify) {
    return results.filter((r) => r.error !== undefined || (0,changes_outcome/* hasFailures */.QP)(r.outcomes, verify));
}
const LABEL = {
    changed: '✅ changed',
    unchanged: '➖ unchanged',
    planned: '📝 would change',
    failed: '❌ failed',
};
function policySummary(results, context) {
    const lines = [`### Deprecation policy ${(0,report/* code */.aY)(context.policyFile)}: ${(0,report/* plural */.LS)(results.length, 'module')}`, ''];
    if (context.dryRun)
        lines.push(...(0,report/* note */.N4)('Dry run: nothing was changed. This is the plan.'));
    lines.push(`**${planHeadline(results)}**`, '');
    for (const r of results) {
        const changes = r.outcomes.filter((o) => o.kind !== 'unchanged');
        const unchanged = r.outcomes.length - changes.length;
        lines.push(`#### ${(0,report/* code */.aY)(r.address)}`, '');
        if (r.error !== undefined)
            lines.push(`❌ ${(0,report/* messageCell */.kf)(r.error)}`, '');
        const pending = scheduled(r.plan);
        const notes = r.outcomes.filter((o) => o.note !== undefined);
        const idle = r.plan?.idle ?? [];
        const schedule = [
            ...(pending.length > 0
                ? [`⏳ Scheduled: ${pending.map((p) => `${(0,report/* code */.aY)(p.version)} ${scheduleText(p)}`).join(', ')}.`, '']
                : []),
            ...notes.map((o) => `- ${(0,report/* code */.aY)(o.version)}: ${(0,report/* cell */.Hn)(o.note ?? '')}`),
            ...(notes.length > 0 ? [''] : []),
            ...idle.map((i) => `- ⚠️ ${idleText(i, r.entry.rules, { text: report/* cell */.Hn, code: report/* code */.aY })}`),
            ...(idle.length > 0 ? [''] : []),
        ];
        if (changes.length === 0 && r.error === undefined) {
            lines.push(`No changes; ${(0,report/* plural */.LS)(unchanged, 'version')} as the policy says.`, '', ...schedule);
            continue;
        }
        const showsUsage = r.usage !== undefined;
        if (changes.length > 0) {
            const rows = changes.map((o) => {
                const outcome = o.status === 'changed' && !o.verified ? `${LABEL.changed} (not verified)` : LABEL[o.status];
                const text = changeText({ ...o, ...(o.revocation !== undefined && { revocationAfter: o.revocation }) }, deprecationMarkdown);
                const users = showsUsage ? ` ${(0,format/* usageCell */.QZ)(o.usage)} |` : '';
                return `| ${(0,report/* cell */.Hn)(o.version)} | ${text} |${users} ${outcome}${o.error ? `: ${(0,report/* messageCell */.kf)(o.error)}` : ''} |`;
            });
            const columns = ['Version', 'Change', ...(showsUsage ? ['Workspaces'] : []), 'Outcome'];
            lines.push(...(0,report/* table */.tp)(columns, rows, (0,report/* plural */.LS)(changes.length, 'change')));
            lines.push('', `${(0,report/* plural */.LS)(unchanged, 'other version')} unchanged.`, '');
        }
        lines.push(...schedule);
    }
    if (results.some((r) => r.usage !== undefined))
        lines.push(`<sub>${format/* USAGE_SCOPE_NOTE */.Yz}</sub>`, '');
    const footer = (0,report/* runFooter */.Vm)(context);
    if (footer.length > 0)
        lines.push(...footer, '');
    return lines.join('\n');
}
function policyReport(results, context) {
    const failed = failedModules(results, context.verify);
    const failures = failed.map((r) => {
        const problems = [
            r.error,
            ...r.outcomes.filter((o) => o.error !== undefined).map((o) => `${o.version}: ${o.error}`),
        ];
        return {
            level: 'error',
            title: `Policy for ${r.address} was not fully applied`,
            message: problems.filter((p) => p !== undefined).join('\n'),
        };
    });
    // A rule that takes no version is almost always a mistake in the file's order: said at its line.
    const idle = results.flatMap((r) => (r.plan?.idle ?? []).map((i) => ({
        level: 'warning',
        title: `A policy rule for ${r.address} takes no version`,
        message: idleText(i, r.entry.rules),
        ...(context.annotationFile !== undefined && {
            file: context.annotationFile,
            line: r.entry.rules[i.rule]?.line ?? r.entry.line,
        }),
    })));
    const annotations = [...failures, ...idle];
    const missing = results.flatMap((r) => r.outcomes.filter((o) => o.kind === 'missing').map((o) => `${r.address} ${o.version}`));
    return {
        outputs: policyOutputs(results),
        annotations,
        summary: policySummary(results, context),
        verdict: missing.length > 0
            ? {
                // The file's mistake, not the service's: a re-run cannot help, a corrected rule can.
                failed: true,
                reason: 'invalid-input',
                message: `The policy names ${missing.length === 1 ? 'a version' : 'versions'} the registry does not list: ${missing.join(', ')}.${context.dryRun ? '' : ' Nothing was changed: correct or remove the rules that name them.'}`,
            }
            : failed.length > 0
                ? {
                    failed: true,
                    reason: policyFailureReason(failed),
                    message: `${failed.length} of ${(0,report/* plural */.LS)(results.length, 'module')} were not fully applied: ${failed.map((r) => r.address).join(', ')}. The others were. See the step summary${failed.some((r) => r.transient === true || (0,changes_outcome/* rerunMayHelp */.zd)(r.outcomes, context.verify)) ? '; running the step again retries only what is not done' : ''}.`,
                }
                : {
                    failed: false,
                    message: context.dryRun ? 'Dry run: the plan above was not applied.' : 'The registry matches the policy.',
                },
        warnings: [],
    };
}
/**
 * Why a policy run failed, as the single mode says it: a refusal or error anywhere is a
 * service error, unless every one was the service lacking revocation; with none, the changes
 * that failed were only unverified.
 */
function policyFailureReason(failed) {
    const failures = failed.flatMap((r) => [
        ...(r.error !== undefined ? [r.noRevocation === true] : []),
        ...r.outcomes.filter((o) => o.status === 'failed').map((o) => o.revocationUnavailable === true),
    ]);
    if (failures.length === 0)
        return 'verification-timeout';
    return failures.every((noRevocation) => noRevocation) ? 'revocation-unavailable' : 'service-error';
}
/** The summary of a policy run that stopped before it could account for each module. */
function policyFailureSummary(policyFile, message) {
    return `### Deprecation policy ${(0,report/* code */.aY)(policyFile)}\n\n❌ ${(0,report/* messageCell */.kf)(message)}\n`;
}
/** A deprecation in a table cell: the reason quoted as text, the link a real link. */
function deprecationMarkdown(d) {
    return `${(0,report/* cell */.Hn)(JSON.stringify(d.reason))}${d.link !== '' ? ` (${(0,report/* markdownLink */.iQ)((0,report/* cell */.Hn)(d.link), d.link)})` : ''}`;
}

;// CONCATENATED MODULE: ./src/policy/run.ts
/**
 * Runs a policy: one versions read per module (concurrently, under the shared rate limiter),
 * a plan for all of them, then each module's plan carried out exactly as the single-module mode
 * does. A failure in one module never stops the others.
 */












const MODULES_AT_ONCE = 4;
async function run(request, deps) {
    const { log } = deps;
    try {
        await (0,src_request/* logInputs */.iA)(log, request.warnings, [
            ['Policy', `${request.policyFile} (${(0,report/* plural */.LS)(request.policy.modules.length, 'module')})`],
            (0,src_request/* serviceLine */.o2)(request),
            (0,src_request/* runOptionsLine */.RN)(request),
            (0,inputs/* usageLine */.U)(request),
        ]);
        const results = await runPolicy(request.policy, deps.registry, {
            host: request.service.host,
            dryRun: request.dryRun,
            verify: request.verify,
            verifyTimeoutMs: request.verifyTimeoutMs,
            concurrency: deps.concurrency,
            today: utcDay(new Date()),
        }, log, deps.usage);
        return policyReport(results, {
            policyFile: request.policyFile,
            ...(request.annotationFile !== undefined && { annotationFile: request.annotationFile }),
            dryRun: request.dryRun,
            verify: request.verify,
            ...deps.context,
        });
    }
    catch (error) {
        const message = (0,report/* errorMessage */.gJ)(error);
        return (0,report/* failedReport */.kS)('service-error', message, policyFailureSummary(request.policyFile, message));
    }
}
async function runPolicy(policy, client, options, log, usageLookup) {
    const addressOf = (entry) => (0,address/* formatModuleAddress */.wc)(options.host, entry.module);
    const planned = await log.group(`Read ${(0,report/* plural */.LS)(policy.modules.length, 'module')}`, () => (0,concurrency/* mapConcurrent */._)(policy.modules, options.concurrency, async (entry) => {
        try {
            const state = await (0,read/* readModuleState */.Mw)(client, entry.module, { revocation: true });
            const revokes = entry.rules.some((r) => revokesNow(r, options.today));
            if (revokes && !state.revocationKnown)
                throw new read/* NoRevocationError */.IX();
            // A revoked version a rule revokes today is compared by its message: one read each.
            const compare = new Set(revocationsToCompare(entry, state.versions, options.today));
            const current = await (0,read/* withRevocationDetails */.xi)(client, entry.organization, entry.module, state.versions, (v) => compare.has(v), options.concurrency);
            // Who uses each version: one Explorer query per module, when `usage` allows (and always for
            // an `only-unused` rule that revokes today).
            const usage = usageLookup?.enabled
                ? await usageLookup.read(entry.organization, entry.module, needsUsage(entry, options.today))
                : undefined;
            log.info(`  ${addressOf(entry)}: ${current.length} versions`);
            const plan = planModule(entry, current, options.today, state.revocationKnown, usage);
            return {
                entry,
                address: addressOf(entry),
                plan,
                ...(usage !== undefined && { usage }),
                outcomes: [],
            };
        }
        catch (error) {
            const message = (0,report/* errorMessage */.gJ)(error);
            log.info(`  ${addressOf(entry)}: ✗ ${message}`);
            const noRevocation = (0,report/* failureReasonOf */.M3)(error, 'service-error') === 'revocation-unavailable';
            return {
                entry,
                address: addressOf(entry),
                outcomes: [],
                error: message,
                ...(noRevocation && { noRevocation: true }),
                ...((0,report/* isTransient */.dg)(error) && { transient: true }),
            };
        }
    }));
    await log.group('Plan', async () => {
        for (const line of formatPlan(planned))
            log.info(line);
    });
    // Modules run side by side, but the runner's log groups cannot nest or interleave: each
    // module's lines are kept and written as one group, in the policy file's order, as soon as the
    // modules before it are written.
    // A rule naming a version the registry lacks fails the run whatever else happens: nothing is
    // sent in the whole run, rather than changing the other modules and versions first.
    const missing = planned.flatMap((r) => (r.plan?.missing ?? []).map((v) => `${r.address} ${v}`));
    const heldBack = !options.dryRun && missing.length > 0
        ? `the policy names ${missing.join(', ')}, which the registry does not list, so no version was changed.`
        : undefined;
    if (heldBack !== undefined)
        log.info(`Nothing sent: ${heldBack}`);
    const writer = new OrderedGroups(log);
    return (0,concurrency/* mapConcurrent */._)(planned.map((result, index) => ({ result, index })), MODULES_AT_ONCE, async ({ result, index }) => {
        const buffered = new BufferedLog();
        let outcome = result;
        if (result.plan !== undefined) {
            try {
                const outcomes = heldBack !== undefined
                    ? (0,changes_outcome/* heldBackOutcomes */.IP)(result.plan, heldBack, options)
                    : await (0,carry_out/* carryOut */.u0)(client, result.entry.organization, result.entry.module, result.plan, options, buffered);
                outcome = {
                    ...result,
                    outcomes: (0,format/* withUsage */.Se)(missingNamed(outcomes, result.entry), result.usage, result.plan.held, 'only-unused'),
                };
            }
            catch (error) {
                const message = (0,report/* errorMessage */.gJ)(error);
                buffered.info(`✗ ${message}`);
                outcome = { ...result, error: message, ...((0,report/* isTransient */.dg)(error) && { transient: true }) };
            }
        }
        // A module with nothing to change logs nothing: the plan already said so.
        await writer.done(index, result.address, buffered.lines);
        return outcome;
    });
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


/***/ })

};
