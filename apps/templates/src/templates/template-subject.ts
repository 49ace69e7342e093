// SPEC's subject rule for a send with a template: the send's own subject wins, even over the template's;
// else the version's subject when it has one; else the template's name. An empty subject counts as none.
export function resolveSubject(
  requested: string | null | undefined,
  versionSubject: string | null,
  templateName: string,
): string {
  if (typeof requested === 'string' && requested !== '') return requested;
  if (versionSubject !== null && versionSubject !== '') return versionSubject;
  return templateName;
}
