import { createKey, createTeam, TestTeam } from './support/factories';
import { startStandalone, Standalone } from './support/standalone';

describe('templates and projects (standalone, over HTTP)', () => {
  let app: Standalone;
  let team: TestTeam;
  let otherTeam: TestTeam;
  let defaultProjectId: number;

  beforeAll(async () => {
    app = await startStandalone();
    team = await createTeam(app.admin);
    otherTeam = await createTeam(app.admin);
    defaultProjectId = (await app.admin.get(`/admin/teams/${team.id}`)).body.data.default_project_id;
  });

  afterAll(async () => {
    await app?.stop();
  });

  it('gives every new team a default project', async () => {
    expect(defaultProjectId).toEqual(expect.any(Number));
    const projects = await team.api.get('/projects');
    expect(projects.status).toBe(200);
    expect(projects.body.data.projects).toEqual([
      { id: defaultProjectId, name: expect.any(String), is_default: true, created_at: expect.any(String) },
    ]);
  });

  it('creates a template as version 1, with a slug made from its name', async () => {
    const response = await team.api.post('/templates', {
      name: 'Welcome Email!',
      subject: 'Welcome {{first_name}}',
      html: '<p>Hello {{first_name}}, your order {{order.id}} costs {{order.total}}</p>',
      text: 'Hello {{first_name}}',
    });
    expect(response.status).toBe(201);
    expect(response.body.data).toEqual({
      id: expect.any(String),
      slug: 'welcome-email',
      name: 'Welcome Email!',
      project_id: defaultProjectId,
      subject: 'Welcome {{first_name}}',
      html: '<p>Hello {{first_name}}, your order {{order.id}} costs {{order.total}}</p>',
      text: 'Hello {{first_name}}',
      version: 1,
      merge_tags: ['first_name', 'order.id', 'order.total'],
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
  });

  it('refuses a blank template or project name, which a send without a subject would use as its subject', async () => {
    for (const [path, body] of [
      ['/templates', { name: '   ', text: 'Hi' }],
      ['/projects', { name: '\t' }],
    ] as const) {
      const response = await team.api.post(path, body);
      expect({ path, status: response.status, errors: response.body.errors }).toEqual({
        path,
        status: 422,
        errors: { name: ['The name may not be blank.'] },
      });
      // An empty one is told it is required, once.
      const empty = await team.api.post(path, { ...body, name: '' });
      expect(empty.body.errors).toEqual({ name: ['The name field is required.'] });
    }
  });

  it('makes derived slugs unique and refuses a taken explicit slug with 409 template_exists', async () => {
    const second = await team.api.post('/templates', { name: 'Welcome email', text: 'Hi' });
    expect(second.status).toBe(201);
    expect(second.body.data.slug).toBe('welcome-email-2');
    const taken = await team.api.post('/templates', { name: 'Another', slug: 'welcome-email', text: 'Hi' });
    expect(taken.status).toBe(409);
    expect(taken.body.error_code).toBe('template_exists');
    // Slugs are per team: another team may use the same one.
    expect(
      (await otherTeam.api.post('/templates', { name: 'X', slug: 'welcome-email', text: 'Hi' })).status,
    ).toBe(201);
  });

  it('gives templates of one name created at the same moment a slug each: all 201, slugs -2 to -12', async () => {
    const { api } = await createTeam(app.admin);
    const created = await Promise.all(
      Array.from({ length: 12 }, () => api.post('/templates', { name: 'Burst of news', text: 'Hi' })),
    );
    expect(created.map((answer) => answer.status)).toEqual(Array(12).fill(201));
    const slugs = created.map((answer) => answer.body.data.slug as string);
    expect(slugs.sort()).toEqual(
      ['burst-of-news', ...Array.from({ length: 11 }, (_, i) => `burst-of-news-${i + 2}`)].sort(),
    );
  });

  it.each([
    [{ text: 'no name' }, ['name']],
    [{ name: 'n', slug: 'Not A Slug', text: 'x' }, ['slug']],
    [{ name: 'n' }, ['html', 'text']],
    [{ name: 'n', html: '<p>{{#if}}</p>' }, ['html']],
    [{ name: 'n', text: '{{unknown_helper first_name}}' }, ['text']],
    [{ name: 'n', text: 'x', subject: 's'.repeat(999) }, ['subject']],
    [{ name: 'n', text: 'x', subject: '' }, ['subject']],
    [{ name: 'n', text: 'x', subject: 'Hi\r\nBcc: x@example.com' }, ['subject']],
    [{ name: 'n', text: 'x', subject: 'Hi\u007f' }, ['subject']],
    [{ name: 'n', text: 'x', colour: 'red' }, ['colour']],
    [{ name: 'n', text: 'x', project_id: 'one' }, ['project_id']],
  ])('refuses %j with 422 and errors on %j, creating nothing', async (body, fields) => {
    const before = (await team.api.get('/templates')).body.data.pagination.total;
    const response = await team.api.post('/templates', body);
    expect(response.status).toBe(422);
    expect(response.body.error_code).toBe('validation_error');
    expect(Object.keys(response.body.errors).sort()).toEqual([...fields].sort());
    expect((await team.api.get('/templates')).body.data.pagination.total).toBe(before);
  });

  it('keeps a subject as given, a blank one too, and refuses an empty one rather than storing none', async () => {
    const blank = await team.api.post('/templates', { name: 'Blank subject', subject: '   ', text: 'x' });
    expect(blank.status).toBe(201);
    expect(blank.body.data.subject).toBe('   ');
    const empty = await team.api.put(`/templates/${blank.body.data.slug}`, { subject: '' });
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toEqual({
      subject: ['The subject may not be empty; leave it out for the template name to be used.'],
    });
    expect((await team.api.get(`/templates/${blank.body.data.slug}`)).body.data).toMatchObject({
      subject: '   ',
      version: 1,
    });
    await team.api.delete(`/templates/${blank.body.data.slug}`);
  });

  it('reads a template by slug and lists templates with pagination', async () => {
    const one = await team.api.get('/templates/welcome-email');
    expect(one.status).toBe(200);
    expect(one.body.data).toMatchObject({ slug: 'welcome-email', version: 1 });

    const page = await team.api.get('/templates?per_page=1&page=2');
    expect(page.status).toBe(200);
    expect(page.body.data.templates).toHaveLength(1);
    expect(page.body.data.pagination).toEqual({ total: 2, per_page: 1, current_page: 2, last_page: 2 });
    // Newest first: page 2 of 1 holds the older template.
    expect(page.body.data.templates[0].slug).toBe('welcome-email');

    for (const query of ['per_page=0', 'per_page=101', 'page=0', 'page=x', 'sort=name']) {
      const invalid = await team.api.get(`/templates?${query}`);
      expect(invalid.status).toBe(422);
      expect(invalid.body.error_code).toBe('validation_error');
    }
  });

  it('versions content changes, keeps old versions readable, and leaves name-only or identical changes at the same version', async () => {
    const changed = await team.api.put('/templates/welcome-email', {
      html: '<p>Hi {{first_name}} {{last_name}}</p>',
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({
      version: 2,
      html: '<p>Hi {{first_name}} {{last_name}}</p>',
      subject: 'Welcome {{first_name}}',
      text: 'Hello {{first_name}}',
      merge_tags: ['first_name', 'last_name'],
    });

    const renamed = await team.api.put('/templates/welcome-email', { name: 'Welcome' });
    expect(renamed.body.data).toMatchObject({ version: 2, name: 'Welcome' });
    const identical = await team.api.put('/templates/welcome-email', {
      html: '<p>Hi {{first_name}} {{last_name}}</p>',
    });
    expect(identical.body.data.version).toBe(2);

    const v1 = await team.api.get('/templates/welcome-email?version=1');
    expect(v1.status).toBe(200);
    expect(v1.body.data).toMatchObject({ version: 1, html: expect.stringContaining('{{order.total}}') });
    const current = await team.api.get('/templates/welcome-email');
    expect(current.body.data.version).toBe(2);

    const missing = await team.api.get('/templates/welcome-email?version=9');
    expect(missing.status).toBe(404);
    expect(missing.body.error_code).toBe('template_not_found');

    const broken = await team.api.put('/templates/welcome-email', { html: '{{#each items}}' });
    expect(broken.status).toBe(422);
    expect((await team.api.get('/templates/welcome-email')).body.data.version).toBe(2);
  });

  it('lists merge tags from subject, html and text, nested and repeated ones once', async () => {
    await team.api.post('/templates', {
      name: 'Receipt',
      subject: 'Order {{order.id}} for {{first_name}}',
      html: '{{first_name}}{{#each order.items}}{{name}}{{/each}}{{order.total}}',
      text: '{{first_name}} {{order.id}}',
    });
    const response = await team.api.get('/templates/receipt/merge-tags');
    expect(response.status).toBe(200);
    expect(response.body.data.merge_tags).toEqual([
      'order.id',
      'first_name',
      'order.items',
      'order.items.name',
      'order.total',
    ]);
  });

  it('renders a version with substitution data as a send would, for a preview', async () => {
    await team.api.post('/templates', {
      name: 'Shipped',
      subject: 'Order {{order.id}} shipped',
      html: '<p>Hi {{first_name}}</p>{{#if vip}}<p>VIP</p>{{/if}}',
    });
    await team.api.put('/templates/shipped', { html: '<p>Hello {{first_name}}</p>', subject: null });
    const data = { first_name: '<Ada>', order: { id: 'A-17' }, vip: true };

    const current = await team.api.post('/templates/shipped/render', { substitution_data: data });
    expect(current.status).toBe(200);
    // Version 2 has no subject: SPEC's rule falls back to the template's name.
    expect(current.body.data).toEqual({
      slug: 'shipped',
      version: 2,
      subject: 'Shipped',
      html: '<p>Hello &lt;Ada&gt;</p>',
      text: null,
    });
    const first = await team.api.post('/templates/shipped/render', { substitution_data: data, version: 1 });
    expect(first.body.data).toMatchObject({
      version: 1,
      subject: 'Order A-17 shipped',
      html: '<p>Hi &lt;Ada&gt;</p><p>VIP</p>',
    });
    // A missing value renders empty.
    expect((await team.api.post('/templates/shipped/render', {})).body.data.html).toBe('<p>Hello </p>');

    const missingVersion = await team.api.post('/templates/shipped/render', { version: 9 });
    expect([missingVersion.status, missingVersion.body.error_code]).toEqual([404, 'template_not_found']);
    const foreign = await otherTeam.api.post('/templates/shipped/render', {});
    expect([foreign.status, foreign.body.error_code]).toEqual([404, 'template_not_found']);
    const invalid = await team.api.post('/templates/shipped/render', { substitution_data: 'x', extra: 1 });
    expect(invalid.status).toBe(422);
    expect(Object.keys(invalid.body.errors).sort()).toEqual(['extra', 'substitution_data']);
    const sandbox = team.api.withToken(
      await createKey(app.admin, team.id, { permission: 'full_access', type: 'sandbox' }),
    );
    expect((await sandbox.post('/templates/shipped/render', {})).body.error_code).toBe('sandbox_restricted');
  });

  it('keeps templates in other projects apart', async () => {
    const project = await team.api.post('/projects', { name: 'Marketing' });
    expect(project.status).toBe(201);
    expect(project.body.data).toMatchObject({ name: 'Marketing', is_default: false });
    const projectId = project.body.data.id;

    const created = await team.api.post('/templates', {
      name: 'Promo',
      text: 'Sale!',
      project_id: projectId,
    });
    expect(created.body.data.project_id).toBe(projectId);
    expect((await team.api.get('/templates/promo')).status).toBe(404);
    expect((await team.api.get(`/templates/promo?project_id=${projectId}`)).status).toBe(200);
    const filtered = await team.api.get(`/templates?project_id=${projectId}`);
    expect(filtered.body.data.templates.map((t: { slug: string }) => t.slug)).toEqual(['promo']);

    const foreign = await otherTeam.api.post('/templates', {
      name: 'Steal',
      text: 'x',
      project_id: projectId,
    });
    expect(foreign.status).toBe(404);
    expect(foreign.body.error_code).toBe('template_not_found');
  });

  it("answers another team's template as 404 template_not_found", async () => {
    const responses = [
      await otherTeam.api.get('/templates/receipt'),
      await otherTeam.api.put('/templates/receipt', { text: 'mine now' }),
      await otherTeam.api.delete('/templates/receipt'),
      await otherTeam.api.get('/templates/receipt/merge-tags'),
    ];
    for (const response of responses) {
      expect(response.status).toBe(404);
      expect(response.body.error_code).toBe('template_not_found');
    }
    expect((await team.api.get('/templates/receipt')).body.data.text).toBe('{{first_name}} {{order.id}}');
  });

  it('lets sandbox keys read templates but not change them, and needs the templates scopes', async () => {
    const sandbox = team.api.withToken(
      await createKey(app.admin, team.id, { permission: 'full_access', type: 'sandbox' }),
    );
    expect((await sandbox.get('/templates')).status).toBe(200);
    expect((await sandbox.get('/templates/receipt')).status).toBe(200);
    expect((await sandbox.get('/templates/receipt/merge-tags')).status).toBe(200);
    expect((await sandbox.put('/templates/receipt', { text: 'x' })).body.error_code).toBe(
      'sandbox_restricted',
    );
    expect((await sandbox.get('/projects')).body.error_code).toBe('sandbox_restricted');

    const sending = team.api.withToken(
      await createKey(app.admin, team.id, { permission: 'sending_access', type: 'live' }),
    );
    expect((await sending.get('/templates/receipt')).status).toBe(200);
    const write = await sending.post('/templates', { name: 'x', text: 'x' });
    expect(write.status).toBe(403);
    expect(write.body.error_code).toBe('insufficient_scope');
  });

  it('deletes a template with all its versions', async () => {
    const deleted = await team.api.delete('/templates/welcome-email');
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ message: expect.any(String) });
    expect((await team.api.get('/templates/welcome-email')).body.error_code).toBe('template_not_found');
    expect((await team.api.get('/templates/welcome-email?version=1')).status).toBe(404);
    expect((await team.api.delete('/templates/welcome-email')).status).toBe(404);
    // The slug is free again, starting over at version 1.
    const again = await team.api.post('/templates', { name: 'Welcome', slug: 'welcome-email', text: 'new' });
    expect(again.body.data.version).toBe(1);
  });
});
