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

// Distinct subjects a subscription remembers its answer for: a stream carries a handful, and a stream of
// arbitrary subjects must not grow the memory without bound.
const REMEMBERED_SUBJECTS = 256;

// subscribedTo for one subscription's patterns, worked out once per subject: a consumer asks for every
// message it reads.
export function subjectFilter(patterns: readonly string[]): (subject: string) => boolean {
  const answers = new Map<string, boolean>();
  return (subject) => {
    let wanted = answers.get(subject);
    if (wanted === undefined) {
      wanted = subscribedTo(patterns, subject);
      if (answers.size < REMEMBERED_SUBJECTS) answers.set(subject, wanted);
    }
    return wanted;
  };
}
