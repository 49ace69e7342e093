import { type FormEvent, useEffect, useState } from 'react';
import { useApp } from '../components/app-context';
import { SandboxedHtml } from '../components/sandboxed-html';
import { ConfirmButton, ErrorMessage, Link, Loading, PageControls, Time } from '../components/ui';
import { useAction, useApi } from '../components/use-api';
import { navigate } from '../router';

interface Template {
  slug: string;
  name: string;
  subject: string | null;
  html: string | null;
  text: string | null;
  version: number;
  merge_tags: string[];
  updated_at: string;
}

interface Rendered {
  version: number;
  subject: string;
  html: string | null;
  text: string | null;
}

interface Pagination {
  total: number;
  per_page: number;
  current_page: number;
  last_page: number;
}

export function TemplatesScreen() {
  const { api } = useApp();
  const [page, setPage] = useState(1);
  const list = useApi(
    () =>
      api.mailroom.templates.list({ page, per_page: 25 }) as Promise<{
        templates: Template[];
        pagination: Pagination;
      }>,
    [api, page],
  );
  const [name, setName] = useState('');
  const create = useAction();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const created = await create.run(() =>
      api.mailroom.templates.create({
        name,
        subject: 'Hello {{first_name}}',
        html: '<p>Hello {{first_name}},</p>',
        text: 'Hello {{first_name}},',
      }),
    );
    if (created) navigate(`/templates/${created.slug}`);
  };

  return (
    <section>
      <h1>Templates</h1>
      <form className="inline" onSubmit={(e) => void submit(e)}>
        <label>
          New template
          <input
            name="name"
            value={name}
            onChange={(e) => setName(e.target.value)}
            placeholder="Welcome"
            required
          />
        </label>
        <button type="submit" disabled={create.pending}>
          Create template
        </button>
      </form>
      <ErrorMessage error={create.error} />
      <ErrorMessage error={list.error} />
      {list.loading && !list.data && <Loading what="templates" />}
      {list.data && (
        <>
          <table>
            <thead>
              <tr>
                <th>Name</th>
                <th>Slug</th>
                <th>Version</th>
                <th>Merge tags</th>
                <th>Updated</th>
              </tr>
            </thead>
            <tbody>
              {list.data.templates.map((t) => (
                <tr key={t.slug}>
                  <td>
                    <Link to={`/templates/${t.slug}`}>{t.name}</Link>
                  </td>
                  <td>
                    <code>{t.slug}</code>
                  </td>
                  <td>{t.version}</td>
                  <td>{t.merge_tags.join(', ')}</td>
                  <td>
                    <Time value={t.updated_at} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <PageControls pagination={list.data.pagination} onPage={setPage} />
        </>
      )}
    </section>
  );
}

export function TemplateScreen({ slug }: { slug: string }) {
  const { api } = useApp();
  const [version, setVersion] = useState<number | null>(null);
  const current = useApi(() => api.mailroom.templates.get(slug) as Promise<Template>, [api, slug]);
  const shown = useApi(
    () => api.mailroom.templates.get(slug, version === null ? {} : { version }) as Promise<Template>,
    [api, slug, version],
  );
  const [draft, setDraft] = useState({ name: '', subject: '', html: '', text: '' });
  const save = useAction();
  const remove = useAction();

  useEffect(() => {
    if (shown.data) {
      setDraft({
        name: shown.data.name,
        subject: shown.data.subject ?? '',
        html: shown.data.html ?? '',
        text: shown.data.text ?? '',
      });
    }
  }, [shown.data]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // An empty subject is none (null): a send then uses the template name. The API refuses an empty string.
    const changes = { ...draft, subject: draft.subject === '' ? null : draft.subject };
    const saved = await save.run(() => api.mailroom.templates.update(slug, changes) as Promise<Template>);
    if (saved) {
      setVersion(null);
      current.reload();
      shown.reload();
    }
  };
  const runDelete = async () => {
    if (await remove.run(() => api.mailroom.templates.delete(slug).then(() => true))) navigate('/templates');
  };

  // The version list waits for the current version: before it arrives, the one shown would pass for it.
  const latest = current.data?.version;
  return (
    <section>
      <h1>Template {slug}</h1>
      <ErrorMessage error={current.error ?? shown.error} />
      {(!shown.data || latest === undefined) && (shown.loading || current.loading) && (
        <Loading what="the template" />
      )}
      {shown.data && latest !== undefined && (
        <div className="columns">
          <form className="card editor" onSubmit={(e) => void submit(e)}>
            <label>
              Version
              <select
                name="version"
                value={version ?? latest}
                onChange={(e) =>
                  setVersion(Number(e.target.value) === latest ? null : Number(e.target.value))
                }
              >
                {Array.from({ length: latest }, (_, i) => latest - i).map((v) => (
                  <option key={v} value={v}>
                    {v === latest ? `${v} (current)` : v}
                  </option>
                ))}
              </select>
            </label>
            <label>
              Name
              <input
                name="name"
                value={draft.name}
                onChange={(e) => setDraft({ ...draft, name: e.target.value })}
              />
            </label>
            <label>
              Subject <span className="muted">(left empty, a send uses the template name)</span>
              <input
                name="subject"
                value={draft.subject}
                onChange={(e) => setDraft({ ...draft, subject: e.target.value })}
              />
            </label>
            <label>
              HTML
              <textarea
                name="html"
                rows={8}
                value={draft.html}
                onChange={(e) => setDraft({ ...draft, html: e.target.value })}
              />
            </label>
            <label>
              Text
              <textarea
                name="text"
                rows={4}
                value={draft.text}
                onChange={(e) => setDraft({ ...draft, text: e.target.value })}
              />
            </label>
            <button type="submit" disabled={save.pending}>
              {version === null
                ? 'Save (a content change makes a new version)'
                : `Save version ${version}'s content as a new version`}
            </button>
            <ErrorMessage error={save.error} />
            <h3>Merge tags</h3>
            <ul className="tags" aria-label="Merge tags">
              {shown.data.merge_tags.map((tag) => (
                <li key={tag}>
                  <code>{`{{${tag}}}`}</code>
                </li>
              ))}
              {shown.data.merge_tags.length === 0 && <li className="muted">none</li>}
            </ul>
            <ConfirmButton
              label="Delete template"
              question={
                <>
                  Delete <bdi>{slug}</bdi> and all its versions?
                </>
              }
              confirmLabel="Yes, delete"
              onConfirm={() => void runDelete()}
            />
            <ErrorMessage error={remove.error} />
          </form>
          <TemplatePreview slug={slug} template={shown.data} />
        </div>
      )}
    </section>
  );
}

// The service renders the version (POST /templates/{slug}/render) with the substitution data given here.
function TemplatePreview({ slug, template }: { slug: string; template: Template }) {
  const { api } = useApp();
  const [data, setData] = useState(() =>
    JSON.stringify(
      Object.fromEntries(template.merge_tags.filter((t) => !t.includes('.')).map((t) => [t, 'Ada'])),
      null,
      2,
    ),
  );
  const [rendered, setRendered] = useState<Rendered | null>(null);
  const render = useAction();
  // A render belongs to the version it was made of: another version shown (a save, a version chosen) clears it.
  useEffect(() => setRendered(null), [slug, template.version]);

  const run = async () => {
    let substitution: unknown;
    try {
      substitution = JSON.parse(data || '{}');
    } catch {
      await render.run(() => Promise.reject(new Error('The substitution data is not valid JSON.')));
      return;
    }
    const result = await render.run(
      () =>
        api.mailroom.templates.render(slug, {
          version: template.version,
          // Whatever was typed: the API answers a value that is not an object with its validation error.
          substitution_data: substitution as Record<string, unknown>,
        }) as Promise<Rendered>,
    );
    if (result) setRendered(result);
  };

  return (
    <div className="card preview">
      <h2>Preview</h2>
      <label>
        Substitution data (JSON)
        <textarea name="substitution_data" rows={4} value={data} onChange={(e) => setData(e.target.value)} />
      </label>
      <button type="button" onClick={() => void run()} disabled={render.pending}>
        Render version {template.version}
      </button>
      <ErrorMessage error={render.error} />
      {rendered && (
        <div aria-label="Rendered preview">
          <p className="muted" data-testid="preview-version">
            Version {rendered.version}, as rendered by the service
          </p>
          <p>
            Subject: <strong data-testid="preview-subject">{rendered.subject}</strong>
          </p>
          {rendered.html !== null && <SandboxedHtml html={rendered.html} title="Rendered HTML" />}
          {rendered.text !== null && <pre className="text-part">{rendered.text}</pre>}
        </div>
      )}
    </div>
  );
}
