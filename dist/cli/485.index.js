export const id = 485;
export const ids = [485];
export const modules = {

/***/ 5485:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Kd: () => (/* binding */ pullRequestNumber),
/* harmony export */   Ql: () => (/* binding */ commentMarker),
/* harmony export */   commentOwner: () => (/* binding */ commentOwner),
/* harmony export */   iW: () => (/* binding */ COMMENT_LIMIT_CHARS),
/* harmony export */   jl: () => (/* binding */ draftComment)
/* harmony export */ });
/* unused harmony export fitComment */
/** GitHub refuses a comment body longer than this many characters. */
const COMMENT_LIMIT_CHARS = 65_536;
/** The step, from the variables the runner sets (GITHUB_ACTION names the step). */
function commentOwner(env) {
    return {
        workflow: env.GITHUB_WORKFLOW?.trim() ?? '',
        job: env.GITHUB_JOB?.trim() ?? '',
        step: env.GITHUB_ACTION?.trim() ?? '',
    };
}
/** The hidden line that marks the step's comment: percent-encoded, no name can close it or pass for another step's. */
function commentMarker(owner) {
    const part = (value) => encodeURIComponent(value);
    return `<!-- tfe-module-lifecycle comment workflow=${part(owner.workflow)} job=${part(owner.job)} step=${part(owner.step)} -->`;
}
/** The pull request the run is about, from a pull_request or pull_request_target event. */
function pullRequestNumber(event) {
    if (event.name !== 'pull_request' && event.name !== 'pull_request_target')
        return undefined;
    const number = event.payload?.pull_request?.number;
    return typeof number === 'number' && Number.isSafeInteger(number) && number > 0 ? number : undefined;
}
/** Whether a report has something to say on a pull request: what the mode says, else a failure, a warning or an error. */
function hasSomethingToReport(report) {
    return (report.noteworthy ??
        (report.verdict.failed || report.warnings.length > 0 || report.annotations.some((a) => a.level !== 'notice')));
}
/** The comment for a report; `setting` is `always` or `changes`. */
function draftComment(report, setting, owner, context) {
    const marker = commentMarker(owner);
    const noteworthy = hasSomethingToReport(report);
    const run = context.runUrl === undefined ? 'the latest run' : `[${context.runLabel ?? 'the latest run'}](${context.runUrl})`;
    const content = noteworthy
        ? report.summary.trim() === ''
            ? `The step ended without a summary: see ${run}.`
            : report.summary
        : [
            `✅ **Nothing to report** as of ${run}.`,
            ...(report.summary.trim() === ''
                ? []
                : ['', '<details><summary>Details</summary>', '', report.summary.trim(), '', '</details>']),
        ].join('\n');
    return {
        body: fitComment(`${marker}\n${content}`, context),
        onlyToUpdate: !noteworthy && setting === 'changes',
    };
}
/**
 * The body cut at a line below GitHub's limit, with a link to the run's summary where all of it is. A `<details>`
 * left open by the cut is closed, so the note renders.
 */
function fitComment(body, context, limit = COMMENT_LIMIT_CHARS) {
    if (body.length <= limit)
        return body;
    const where = context.runUrl === undefined
        ? "the run's job summary"
        : `the job summary of [${context.runLabel ?? 'the run'}](${context.runUrl})`;
    const note = [
        '',
        '> **Note**',
        `> This comment stops here: GitHub takes at most ${limit} characters. All of it is in ${where}.`,
        '',
    ];
    const room = limit - note.join('\n').length - 200;
    const lines = body.split('\n');
    const kept = [];
    let size = 0;
    for (const line of lines) {
        if (size + line.length + 1 > room)
            break;
        kept.push(line);
        size += line.length + 1;
    }
    // A single line longer than the room (a table row cannot be): cut inside it.
    if (kept.length === 0)
        kept.push((lines[0] ?? '').slice(0, room));
    const open = kept.filter((l) => l.trim().startsWith('<details')).length - kept.filter((l) => l.trim() === '</details>').length;
    return [...kept, ...Array.from({ length: Math.max(0, open) }, () => '</details>'), ...note].join('\n');
}


/***/ })

};
