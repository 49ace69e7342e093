// A rule on a list whose problems belong to single entries: the gateway reports them under `<field>.<index>`
// (`to.3`) instead of under the list. The rule puts this in its class-validator context.
export interface EntryProblemsContext {
  entryProblems: (value: unknown) => Record<number, string>;
}

export function isEntryProblemsContext(value: unknown): value is EntryProblemsContext {
  return typeof (value as Partial<EntryProblemsContext> | undefined)?.entryProblems === 'function';
}
