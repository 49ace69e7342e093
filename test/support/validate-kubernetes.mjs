// Validates Kubernetes objects (a JSON array on stdin) against the Kubernetes OpenAPI schemas, offline.
// kubernetes-models ships ES modules only, so the jest suite runs this as a child process. Prints one
// line per invalid or unknown object and exits 1 if there is any.
import { readFileSync } from 'node:fs';

const objects = JSON.parse(readFileSync(0, 'utf8'));
const problems = [];
for (const object of objects) {
  const name = `${object.kind}/${object.metadata?.name}`;
  let group;
  try {
    group = await import(`kubernetes-models/${object.apiVersion}`);
  } catch {
    problems.push(`${name}: unknown apiVersion ${object.apiVersion}`);
    continue;
  }
  const Model = group[object.kind];
  if (!Model) {
    problems.push(`${name}: unknown kind ${object.kind} in ${object.apiVersion}`);
    continue;
  }
  try {
    new Model(object).validate();
  } catch (error) {
    problems.push(`${name}: ${error instanceof Error ? error.message : String(error)}`);
  }
}
process.stdout.write(problems.join('\n') + (problems.length ? '\n' : ''));
process.exit(problems.length ? 1 : 0);
