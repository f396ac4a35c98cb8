/**
 * The workflow commands the GitHub runner would read in a log, found the way its parser finds
 * them (actions/runner, src/Runner.Worker/ActionCommandManager.cs and ActionCommand.cs): each
 * line is split on CR and LF; a line that starts with `::` once trimmed of white space is a
 * command (`::name props::data`), and so is anything from a `##[` on (`##[name props]data`).
 */
export interface RunnerCommand {
  readonly form: 'v2' | 'legacy';
  readonly name: string;
  readonly line: string;
}

// .NET's String.Trim() strips Unicode white space (Char.IsWhiteSpace).
const DOTNET_WHITESPACE = /^[\s\u0085\u180e]+|[\s\u0085\u180e]+$/gu;

export function commandsIn(log: string): RunnerCommand[] {
  const found: RunnerCommand[] = [];
  for (const line of log.split(/\r\n|\r|\n/)) {
    const trimmed = line.replace(DOTNET_WHITESPACE, '');
    const v2 = /^::([^\s:]+)[^:]*::/.exec(trimmed);
    if (v2 !== null) {
      found.push({ form: 'v2', name: v2[1] as string, line });
      continue;
    }
    const legacy = /##\[([^\s\]]+)[^\]]*\]/.exec(line);
    if (legacy !== null) found.push({ form: 'legacy', name: legacy[1] as string, line });
  }
  return found;
}
