import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { parse, parseAllDocuments } from 'yaml';
import { ROOT } from './processes';

// What the deployment files say, read the way kubectl and docker compose read them, for tests that hold
// them against the code.

export interface KubernetesObject {
  apiVersion: string;
  kind: string;
  metadata: {
    name: string;
    namespace?: string;
    labels?: Record<string, string>;
    annotations?: Record<string, string>;
  };
  spec?: any;
  data?: Record<string, string>;
}

// Every app that runs as its own process in the distributed mode (apps/ without the CLI, standalone and the
// console, which is browser code the gateway serves).
export function distributedApps(): string[] {
  return readdirSync(join(ROOT, 'apps'))
    .filter((app) => !['cli', 'standalone', 'console'].includes(app))
    .sort();
}

const rendered = new Map<string, KubernetesObject[]>();

// `kubectl kustomize k8s/<dir>`, parsed (KUBECTL names another kubectl binary).
export function renderKustomization(dir: string): KubernetesObject[] {
  const cached = rendered.get(dir);
  if (cached) return cached;
  let output: string;
  try {
    output = execFileSync(process.env.KUBECTL ?? 'kubectl', ['kustomize', join(ROOT, 'k8s', dir)], {
      encoding: 'utf8',
      // Newer kustomize warns about the older fields the overlays use on purpose.
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT')
      throw new Error(
        'kubectl is required to test the Kubernetes manifests (it renders them with `kubectl kustomize`): ' +
          'install it (Debian: apt-get install kubernetes-client) and run the tests again',
      );
    throw error;
  }
  const objects = parseAllDocuments(output).map((document) => document.toJSON() as KubernetesObject);
  rendered.set(dir, objects);
  return objects;
}

// The data of the production overlay's ConfigMap: the environment every app is deployed with.
export function productionConfigMap(): Record<string, string> {
  const configMap = renderKustomization('overlays/production').find(
    (object) => object.kind === 'ConfigMap' && object.metadata.name === 'mailroom-config',
  );
  if (!configMap?.data) throw new Error('The production overlay renders no ConfigMap mailroom-config');
  return configMap.data;
}

export function deploymentOf(objects: KubernetesObject[], app: string): KubernetesObject | undefined {
  return objects.find((object) => object.kind === 'Deployment' && object.metadata.name === app);
}

// The readiness probe path the manifests give an app (its ops port's /ready).
export function readinessPath(app: string): string {
  const deployment = deploymentOf(renderKustomization('overlays/production'), app);
  const path = deployment?.spec.template.spec.containers[0].readinessProbe?.httpGet?.path;
  if (typeof path !== 'string') throw new Error(`No readiness probe path for ${app} in the manifests`);
  return path;
}

export interface DocumentedVariable {
  name: string;
  defaultValue: string;
  usedBy: string;
}

// The README's configuration table: the one list of the variables the apps read.
export function configurationTable(): DocumentedVariable[] {
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
  const section = readme.split(/^## Configuration$/m)[1]?.split(/^## /m)[0];
  if (!section) throw new Error('README.md has no "## Configuration" section');
  const variables: DocumentedVariable[] = [];
  for (const line of section.split('\n')) {
    const cells = line.split('|').map((cell) => cell.trim());
    if (cells.length < 5 || !cells[1].startsWith('`')) continue;
    for (const [, name] of cells[1].matchAll(/`([A-Z][A-Z0-9_]*)`/g))
      variables.push({ name, defaultValue: cells[2], usedBy: cells[3] });
  }
  return variables;
}

// The variables the table says an app reads ("all", "distributed apps" and "service apps" included).
export function variablesOf(app: string): Set<string> {
  const names = new Set<string>();
  for (const variable of configurationTable()) {
    const users = variable.usedBy.split(',').map((user) => user.trim());
    if (
      users.includes(app) ||
      users.includes('all') ||
      users.includes('distributed apps') ||
      (users.includes('service apps') && app !== 'gateway')
    )
      names.add(variable.name);
  }
  return names;
}

// docker-compose.yml with its anchors and merge keys resolved.

export function composeFile(): any {
  return parse(readFileSync(join(ROOT, 'docker-compose.yml'), 'utf8'), { merge: true });
}

// Runs the offline schema validation (kubernetes-models, ES modules only) in a child process; answers its
// report, empty when every object is valid.
export function schemaProblems(objects: KubernetesObject[]): string {
  try {
    execFileSync(process.execPath, [join(ROOT, 'test', 'support', 'validate-kubernetes.mjs')], {
      input: JSON.stringify(objects),
      encoding: 'utf8',
    });
    return '';
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string };
    return `${failed.stdout ?? ''}${failed.stderr ?? ''}`.trim() || String(error);
  }
}

// Fields the Kubernetes API does not know (a misspelt `resources`, a field at the wrong level): the schema
// validation above lets them through, and a real API server drops them silently or refuses the object. The
// objects are type-checked as object literals of kubernetes-models' interfaces, where TypeScript refuses
// every property the interface does not declare, at any depth.
export function unknownFieldProblems(objects: KubernetesObject[]): string {
  const file = join(ROOT, 'test', 'support', 'rendered-manifests.generated.mts');
  const source = objects
    .map(
      (object, index) =>
        `export const object${index}: import('kubernetes-models/${object.apiVersion}').I${object.kind} = ` +
        `${JSON.stringify(object)};`,
    )
    .join('\n');
  const options: ts.CompilerOptions = {
    noEmit: true,
    strict: true,
    skipLibCheck: true,
    module: ts.ModuleKind.Node16,
    moduleResolution: ts.ModuleResolutionKind.Node16,
    target: ts.ScriptTarget.ES2022,
    types: [],
  };
  const host = ts.createCompilerHost(options);
  const fileExists = host.fileExists.bind(host);
  const readFile = host.readFile.bind(host);
  const getSourceFile = host.getSourceFile.bind(host);
  host.fileExists = (name) => name === file || fileExists(name);
  host.readFile = (name) => (name === file ? source : readFile(name));
  host.getSourceFile = (name, version, ...rest) =>
    name === file ? ts.createSourceFile(name, source, version) : getSourceFile(name, version, ...rest);
  const program = ts.createProgram([file], options, host);
  return ts
    .getPreEmitDiagnostics(program)
    .map((diagnostic) => {
      const line = diagnostic.file?.getLineAndCharacterOfPosition(diagnostic.start ?? 0).line;
      const object = line === undefined ? undefined : objects[line];
      const where = object ? `${object.kind}/${object.metadata.name}: ` : '';
      return where + ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ');
    })
    .join('\n');
}
