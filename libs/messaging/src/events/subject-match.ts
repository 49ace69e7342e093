// NATS subject matching: `*` stands for one token, a final `>` for one or more. Both event buses use it so
// that a subscription means the same thing in standalone and distributed mode.
export function subjectMatches(pattern: string, subject: string): boolean {
  const wanted = pattern.split('.');
  const tokens = subject.split('.');
  for (let i = 0; i < wanted.length; i++) {
    if (wanted[i] === '>') return i === wanted.length - 1 && tokens.length > i;
    if (i >= tokens.length || (wanted[i] !== '*' && wanted[i] !== tokens[i])) return false;
  }
  return tokens.length === wanted.length;
}

export function subscribedTo(patterns: readonly string[], subject: string): boolean {
  return patterns.some((pattern) => subjectMatches(pattern, subject));
}
