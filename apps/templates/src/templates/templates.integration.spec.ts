import { INestMicroservice } from '@nestjs/common';
import { MicroserviceOptions } from '@nestjs/microservices';
import { Test } from '@nestjs/testing';
import { getDataSourceToken } from '@nestjs/typeorm';
import {
  CreateProjectDto,
  CreateTemplateDto,
  EnsureDefaultProjectRequest,
  Envelope,
  GetTemplateRequest,
  ListTemplatesQuery,
  MergeTagsView,
  OperatorEnvelope,
  ProjectListView,
  ProjectView,
  RequestContext,
  ResolvedTemplate,
  ResolveTemplateRequest,
  TemplateListView,
  TemplateRef,
  TemplateSubject,
  TemplateView,
  UpdateTemplateRequest,
} from '@mailroom/contracts';
import { DatabaseRootModule } from '@mailroom/database';
import { BusClient, MessagingModule, microserviceOptions, TransportSettings } from '@mailroom/messaging';
import { ObservabilityModule } from '@mailroom/observability';
import { createTestDatabase, TestDatabase } from '@mailroom/testing';
import { serviceFailure } from '@mailroom/testing/service-failure';
import { createHash, randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { TEMPLATES_SCHEMA } from '../database/templates.schema';
import { TemplatesModule } from '../templates.module';

// The use-cases through their bus handlers (in-process transport), on a real, freshly migrated database.
const settings: TransportSettings = { kind: 'in-process', requestTimeoutMs: 2000 };

let database: TestDatabase | undefined;
let app: INestMicroservice | undefined;
let bus: BusClient;
let lastTeamId = 1000;

beforeAll(async () => {
  database = await createTestDatabase();
  const moduleRef = await Test.createTestingModule({
    imports: [
      DatabaseRootModule.forRoot({ url: database.url, poolSize: 5 }),
      ObservabilityModule,
      MessagingModule.forRoot(settings),
      TemplatesModule.register({}),
    ],
  }).compile();
  app = moduleRef.createNestMicroservice<MicroserviceOptions>({
    ...microserviceOptions(settings, 'templates'),
    logger: ['error', 'warn'],
  });
  await app.listen();
  bus = app.get(BusClient);
});

afterAll(async () => {
  await app?.close();
  await database?.drop();
});

function newTeam(): number {
  lastTeamId += 1;
  return lastTeamId;
}

function ctxOf(teamId: number): RequestContext {
  return {
    team_id: teamId,
    key_id: `key-${teamId}`,
    key_type: 'live',
    scopes: [],
    plan: 'free',
    monthly_limit: 3_000,
    request_id: randomUUID(),
  };
}

function call<T>(subject: TemplateSubject, teamId: number, data: unknown): Promise<T> {
  const envelope: Envelope<unknown> = { ctx: ctxOf(teamId), data };
  return bus.request<T>(subject, envelope);
}

const api = {
  create: (teamId: number, data: CreateTemplateDto) =>
    call<TemplateView>(TemplateSubject.create, teamId, data),
  get: (teamId: number, data: GetTemplateRequest) => call<TemplateView>(TemplateSubject.get, teamId, data),
  list: (teamId: number, data: ListTemplatesQuery) =>
    call<TemplateListView>(TemplateSubject.list, teamId, data),
  update: (teamId: number, data: UpdateTemplateRequest) =>
    call<TemplateView>(TemplateSubject.update, teamId, data),
  delete: (teamId: number, data: TemplateRef) => call<{ slug: string }>(TemplateSubject.delete, teamId, data),
  mergeTags: (teamId: number, data: TemplateRef) =>
    call<MergeTagsView>(TemplateSubject.mergeTags, teamId, data),
  resolve: (teamId: number, data: ResolveTemplateRequest) =>
    call<ResolvedTemplate>(TemplateSubject.resolve, teamId, data),
  createProject: (teamId: number, data: CreateProjectDto) =>
    call<ProjectView>(TemplateSubject.createProject, teamId, data),
  listProjects: (teamId: number) => call<ProjectListView>(TemplateSubject.listProjects, teamId, {}),
  ensureDefaultProject: (teamId: number) => {
    const envelope: OperatorEnvelope<EnsureDefaultProjectRequest> = {
      request_id: randomUUID(),
      data: { team_id: teamId },
    };
    return bus.request<ProjectView>(TemplateSubject.ensureDefaultProject, envelope);
  },
};

function notFound(message?: RegExp) {
  return expect.objectContaining({
    status: 404,
    error_code: 'template_not_found',
    ...(message ? { message: expect.stringMatching(message) } : {}),
  });
}

function dataSource(): DataSource {
  return app!.get<DataSource>(getDataSourceToken(TEMPLATES_SCHEMA));
}

function sha256Of(subject: string | null, html: string | null, text: string | null): string {
  return createHash('sha256')
    .update(JSON.stringify([subject, html, text]))
    .digest('hex');
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('projects', () => {
  it('creates the default project once, however many concurrent calls ensure it', async () => {
    const team = newTeam();

    const answers = await Promise.all(Array.from({ length: 5 }, () => api.ensureDefaultProject(team)));

    expect(new Set(answers.map((project) => project.id)).size).toBe(1);
    expect(answers[0]).toMatchObject({ name: 'Default project', is_default: true });
    await expect(api.ensureDefaultProject(team)).resolves.toEqual(answers[0]);
    await expect(api.listProjects(team)).resolves.toEqual({ projects: [answers[0]] });
  });

  it('makes only the first project of a team its default, and lists them oldest first', async () => {
    const team = newTeam();

    const first = await api.createProject(team, { name: 'Transactional' });
    const second = await api.createProject(team, { name: 'Marketing' });

    expect(first).toMatchObject({ name: 'Transactional', is_default: true });
    expect(second).toMatchObject({ name: 'Marketing', is_default: false });
    await expect(api.ensureDefaultProject(team)).resolves.toEqual(first);
    await expect(api.listProjects(team)).resolves.toEqual({ projects: [first, second] });
  });

  it('refuses an operator call without a valid team id', async () => {
    const envelope = { request_id: randomUUID(), data: { team_id: 'x' } };
    await expect(
      serviceFailure(bus.request(TemplateSubject.ensureDefaultProject, envelope)),
    ).resolves.toMatchObject({
      status: 422,
      error_code: 'validation_error',
    });
  });
});

describe('creating templates', () => {
  it('creates version 1 in a default project made for a team that had none', async () => {
    const team = newTeam();

    const created = await api.create(team, {
      name: 'Welcome Email',
      subject: 'Hello {{first_name}}',
      html: '<p>Your total is {{order.total}}</p>',
      text: 'Your total is {{order.total}}',
    });

    const { projects } = await api.listProjects(team);
    expect(projects).toEqual([expect.objectContaining({ name: 'Default project', is_default: true })]);
    expect(created).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      slug: 'welcome-email',
      name: 'Welcome Email',
      project_id: projects[0].id,
      subject: 'Hello {{first_name}}',
      html: '<p>Your total is {{order.total}}</p>',
      text: 'Your total is {{order.total}}',
      version: 1,
      merge_tags: expect.arrayContaining(['first_name', 'order.total']),
      created_at: expect.any(String),
      updated_at: created.created_at,
    });
    expect(created.merge_tags).toHaveLength(2);
    await expect(api.get(team, { slug: 'welcome-email' })).resolves.toEqual(created);
  });

  it('numbers a derived slug that is taken and refuses a taken explicit slug with 409', async () => {
    const team = newTeam();
    const body = { name: 'Receipt', html: '<p>Thanks</p>' };

    const slugs = [];
    for (let index = 0; index < 3; index++) slugs.push((await api.create(team, body)).slug);
    const explicit = await api.create(team, { ...body, slug: 'receipt_custom' });

    expect(slugs).toEqual(['receipt', 'receipt-2', 'receipt-3']);
    expect(explicit.slug).toBe('receipt_custom');
    await expect(serviceFailure(api.create(team, { ...body, slug: 'receipt-2' }))).resolves.toMatchObject({
      status: 409,
      error_code: 'template_exists',
    });
    await expect(serviceFailure(api.create(team, { ...body, slug: 'Not A Slug' }))).resolves.toMatchObject({
      status: 422,
      errors: { slug: [expect.any(String)] },
    });
  });

  it('gives concurrent creates of one name distinct slugs', async () => {
    const team = newTeam();
    await api.ensureDefaultProject(team);

    const created = await Promise.all(
      Array.from({ length: 4 }, () => api.create(team, { name: 'Invoice', text: 'Due' })),
    );

    expect(created.map((template) => template.slug).sort()).toEqual([
      'invoice',
      'invoice-2',
      'invoice-3',
      'invoice-4',
    ]);
  });

  it('requires html or text, and refuses a template with a syntax error', async () => {
    const team = newTeam();

    await expect(serviceFailure(api.create(team, { name: 'Empty', subject: 'Hi' }))).resolves.toEqual({
      status: 422,
      error_code: 'validation_error',
      message: expect.any(String),
      errors: { html: [expect.any(String)], text: [expect.any(String)] },
    });
    await expect(
      serviceFailure(api.create(team, { name: 'Blank', html: '', text: '' })),
    ).resolves.toMatchObject({
      status: 422,
      errors: { html: [expect.any(String)], text: [expect.any(String)] },
    });
    const syntax = await serviceFailure(api.create(team, { name: 'Broken', html: '<p>{{#if x}}</p>' }));
    expect(syntax).toMatchObject({ status: 422, error_code: 'validation_error' });
    expect(Object.keys(syntax.errors ?? {})).toEqual(['html']);
    await expect(api.list(team, {})).resolves.toMatchObject({ templates: [] });
  });

  it('puts a template in the project named, and the same slug may exist in another project', async () => {
    const team = newTeam();
    const main = await api.createProject(team, { name: 'Main' });
    const other = await api.createProject(team, { name: 'Other' });

    const inMain = await api.create(team, { name: 'Reset', html: 'main' });
    const inOther = await api.create(team, { name: 'Reset', html: 'other', project_id: other.id });

    expect(inMain).toMatchObject({ slug: 'reset', project_id: main.id });
    expect(inOther).toMatchObject({ slug: 'reset', project_id: other.id });
    await expect(api.get(team, { slug: 'reset' })).resolves.toMatchObject({ html: 'main' });
    await expect(api.get(team, { slug: 'reset', project_id: other.id })).resolves.toMatchObject({
      html: 'other',
    });
    await expect(
      serviceFailure(api.create(team, { name: 'X', html: 'x', project_id: 999_999 })),
    ).resolves.toEqual(notFound(/project 999999 was not found/i));
  });
});

describe('listing templates', () => {
  it('lists newest first with page numbers, optionally in one project', async () => {
    const team = newTeam();
    await api.createProject(team, { name: 'Main' });
    const other = await api.createProject(team, { name: 'Other' });
    const empty = await api.createProject(team, { name: 'Empty' });
    for (const name of ['One', 'Two', 'Three']) {
      await api.create(team, { name, text: name });
      await sleep(5);
    }
    await api.create(team, { name: 'Four', text: 'Four', project_id: other.id });
    await api.update(team, { slug: 'one', changes: { text: 'One, again' } });

    const first = await api.list(team, { per_page: 3 });
    const second = await api.list(team, { per_page: 3, page: 2 });
    const inOther = await api.list(team, { project_id: other.id });

    expect(first.templates.map((template) => template.slug)).toEqual(['four', 'three', 'two']);
    expect(first.pagination).toEqual({ total: 4, per_page: 3, current_page: 1, last_page: 2 });
    expect(second.templates).toEqual([
      expect.objectContaining({ slug: 'one', version: 2, text: 'One, again' }),
    ]);
    expect(inOther.templates.map((template) => template.slug)).toEqual(['four']);
    expect(inOther.pagination).toEqual({ total: 1, per_page: 25, current_page: 1, last_page: 1 });
    await expect(api.list(team, { project_id: empty.id })).resolves.toEqual({
      templates: [],
      pagination: { total: 0, per_page: 25, current_page: 1, last_page: 1 },
    });
    await expect(serviceFailure(api.list(team, { project_id: 999_999 }))).resolves.toEqual(notFound());
  });
});

describe('versions', () => {
  it('makes a version per content change, keeps it for a rename or an identical PUT, and reads old ones', async () => {
    const team = newTeam();
    const v1 = await api.create(team, { name: 'Order', subject: 'Order {{id}}', html: '<p>v1 {{a}}</p>' });

    const v2 = await api.update(team, { slug: 'order', changes: { html: '<p>v2 {{b}}</p>' } });
    const renamed = await api.update(team, { slug: 'order', changes: { name: 'Order placed' } });
    const identical = await api.update(team, {
      slug: 'order',
      changes: { name: 'Order placed', subject: 'Order {{id}}', html: '<p>v2 {{b}}</p>' },
    });
    const old = await api.get(team, { slug: 'order', version: 1 });

    expect(v2).toMatchObject({ version: 2, subject: 'Order {{id}}', html: '<p>v2 {{b}}</p>', text: null });
    expect(v2.merge_tags.sort()).toEqual(['b', 'id']);
    expect(renamed).toMatchObject({ version: 2, name: 'Order placed', html: '<p>v2 {{b}}</p>' });
    expect(identical).toEqual(renamed);
    expect(old).toMatchObject({ version: 1, name: 'Order placed', html: '<p>v1 {{a}}</p>' });
    expect(old.merge_tags.sort()).toEqual(['a', 'id']);
    expect(old.updated_at).toBe(v1.updated_at);
    await expect(api.get(team, { slug: 'order' })).resolves.toEqual(identical);
    await expect(serviceFailure(api.get(team, { slug: 'order', version: 3 }))).resolves.toEqual(
      notFound(/version 3 of template order/i),
    );
  });

  it('clears a part given as empty, refuses to clear both bodies, and checks the new syntax', async () => {
    const team = newTeam();
    await api.create(team, { name: 'Both', subject: 'S', html: '<p>h</p>', text: 't' });

    const cleared = await api.update(team, { slug: 'both', changes: { html: '', subject: '' } });

    expect(cleared).toMatchObject({ version: 2, subject: null, html: null, text: 't' });
    await expect(
      serviceFailure(api.update(team, { slug: 'both', changes: { text: '' } })),
    ).resolves.toMatchObject({
      status: 422,
      errors: { html: [expect.any(String)], text: [expect.any(String)] },
    });
    const syntax = await serviceFailure(api.update(team, { slug: 'both', changes: { text: '{{#each}}' } }));
    expect(syntax).toMatchObject({ status: 422, error_code: 'validation_error' });
    expect(syntax.errors).toHaveProperty('text');
    await expect(api.get(team, { slug: 'both' })).resolves.toMatchObject({ version: 2, text: 't' });
  });

  it('gives concurrent PUTs distinct, consecutive version numbers', async () => {
    const team = newTeam();
    await api.create(team, { name: 'Busy', text: 'v1' });

    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        api.update(team, { slug: 'busy', changes: { text: `edit ${index}` } }),
      ),
    );

    expect(answers.map((answer) => answer.version).sort((a, b) => a - b)).toEqual([2, 3, 4, 5, 6, 7]);
    const current = await api.get(team, { slug: 'busy' });
    expect(current.version).toBe(7);
    for (const answer of answers) {
      await expect(api.get(team, { slug: 'busy', version: answer.version })).resolves.toMatchObject({
        text: answer.text,
      });
    }
  });

  it('answers the merge tags of the current version', async () => {
    const team = newTeam();
    await api.create(team, {
      name: 'Tags',
      subject: '{{greeting}}',
      html: '{{ first_name }}',
      text: '{{x.y}}',
    });

    const before = await api.mergeTags(team, { slug: 'tags' });
    await api.update(team, { slug: 'tags', changes: { text: 'plain' } });
    const after = await api.mergeTags(team, { slug: 'tags' });

    expect(before.merge_tags.sort()).toEqual(['first_name', 'greeting', 'x.y']);
    expect(after.merge_tags.sort()).toEqual(['first_name', 'greeting']);
  });
});

describe('deleting templates', () => {
  it('deletes the template with all its versions', async () => {
    const team = newTeam();
    const created = await api.create(team, { name: 'Gone', text: 'v1' });
    await api.update(team, { slug: 'gone', changes: { text: 'v2' } });

    await expect(api.delete(team, { slug: 'gone' })).resolves.toEqual({ slug: 'gone' });

    await expect(serviceFailure(api.get(team, { slug: 'gone' }))).resolves.toEqual(notFound());
    await expect(serviceFailure(api.delete(team, { slug: 'gone' }))).resolves.toEqual(notFound());
    const versions: unknown[] = await dataSource().query(
      `SELECT 1 FROM "templates"."template_version" WHERE template_id = $1`,
      [created.id],
    );
    expect(versions).toHaveLength(0);
  });
});

describe('team isolation', () => {
  it("answers another team's template and project exactly like missing ones", async () => {
    const owner = newTeam();
    const other = newTeam();
    const secret = await api.create(owner, { name: 'Secret', subject: 'S', text: 'for the owner' });
    await api.create(other, { name: 'Mine', text: 'mine' });
    const ownerProject = secret.project_id;

    const missing = await serviceFailure(api.get(other, { slug: 'no-such-template' }));
    const foreign = await serviceFailure(api.get(other, { slug: 'secret' }));
    expect(missing.message).toBe('Template no-such-template was not found.');
    expect(foreign).toEqual({ ...missing, message: 'Template secret was not found.' });

    const ref = { slug: 'secret' };
    await expect(serviceFailure(api.update(other, { ...ref, changes: { text: 'hacked' } }))).resolves.toEqual(
      notFound(),
    );
    await expect(serviceFailure(api.delete(other, ref))).resolves.toEqual(notFound());
    await expect(serviceFailure(api.mergeTags(other, ref))).resolves.toEqual(notFound());
    await expect(serviceFailure(api.resolve(other, ref))).resolves.toEqual(notFound());
    const projectRef = { ...ref, project_id: ownerProject };
    const projectMessage = new RegExp(`project ${ownerProject} was not found`, 'i');
    const attempts = [
      () => api.get(other, projectRef),
      () => api.resolve(other, projectRef),
      () => api.mergeTags(other, projectRef),
      () => api.delete(other, projectRef),
      () => api.update(other, { ...projectRef, changes: { text: 'hacked' } }),
      () => api.create(other, { name: 'Intruder', text: 'x', project_id: ownerProject }),
      () => api.list(other, { project_id: ownerProject }),
    ];
    for (const attempt of attempts) {
      await expect(serviceFailure(attempt())).resolves.toEqual(notFound(projectMessage));
    }

    await expect(api.get(owner, ref)).resolves.toEqual(secret);
    await expect(api.list(owner, {})).resolves.toMatchObject({ templates: [secret] });
    const otherList = await api.list(other, {});
    expect(otherList.templates.map((template) => template.slug)).toEqual(['mine']);
  });
});

describe('resolving a template for a send', () => {
  it('applies the subject rule and picks the version asked for', async () => {
    const team = newTeam();
    const withSubject = await api.create(team, {
      name: 'Shipped',
      subject: 'Shipped {{id}}',
      html: '<p>{{id}}</p>',
    });
    await api.create(team, { name: 'No subject', text: 'Hello' });
    await api.update(team, { slug: 'shipped', changes: { subject: 'Your parcel {{id}}' } });

    await expect(api.resolve(team, { slug: 'shipped', subject: 'Given' })).resolves.toEqual({
      slug: 'shipped',
      project_id: withSubject.project_id,
      name: 'Shipped',
      version: 2,
      subject: 'Given',
      html: '<p>{{id}}</p>',
      text: null,
      content_hash: sha256Of('Your parcel {{id}}', '<p>{{id}}</p>', null),
    });
    await expect(api.resolve(team, { slug: 'shipped' })).resolves.toMatchObject({
      version: 2,
      subject: 'Your parcel {{id}}',
    });
    await expect(api.resolve(team, { slug: 'shipped', version: 1 })).resolves.toMatchObject({
      version: 1,
      subject: 'Shipped {{id}}',
      content_hash: sha256Of('Shipped {{id}}', '<p>{{id}}</p>', null),
    });
    await expect(api.resolve(team, { slug: 'no-subject' })).resolves.toMatchObject({ subject: 'No subject' });
    await expect(
      api.resolve(team, { slug: 'no-subject', project_id: withSubject.project_id, subject: 'Hi' }),
    ).resolves.toMatchObject({ subject: 'Hi' });
  });

  it('answers 404 template_not_found for every way of missing', async () => {
    const team = newTeam();
    const neverUsed = newTeam();
    await api.create(team, { name: 'Exists', text: 'x' });

    await expect(serviceFailure(api.resolve(team, { slug: 'missing' }))).resolves.toEqual(
      notFound(/missing/),
    );
    await expect(serviceFailure(api.resolve(team, { slug: 'exists', project_id: 987_654 }))).resolves.toEqual(
      notFound(/project 987654/i),
    );
    await expect(serviceFailure(api.resolve(team, { slug: 'exists', version: 2 }))).resolves.toEqual(
      notFound(/version 2/i),
    );
    await expect(serviceFailure(api.resolve(team, { slug: 'exists', version: 0 }))).resolves.toEqual(
      notFound(),
    );
    await expect(serviceFailure(api.resolve(neverUsed, { slug: 'exists' }))).resolves.toEqual(
      notFound(/no default project/i),
    );
    // Resolving never creates the default project that a first template would.
    await expect(api.listProjects(neverUsed)).resolves.toEqual({ projects: [] });
  });
});

describe('the migration', () => {
  it('can be reverted and applied again', async () => {
    await dataSource().undoLastMigration({ transaction: 'each' });
    const tables: unknown[] = await dataSource().query(
      `SELECT 1 FROM information_schema.tables WHERE table_schema = 'templates' AND table_name <> 'migrations'`,
    );
    expect(tables).toHaveLength(0);

    await dataSource().runMigrations({ transaction: 'each' });
    const team = newTeam();
    await expect(api.create(team, { name: 'After', text: 'x' })).resolves.toMatchObject({ version: 1 });
  });
});
