import type { Query, RequestBody, ResponseData } from '../api-types.js';
import type { Transport } from '../http/transport.js';

export type CreateTemplateRequest = RequestBody<'/api/templates', 'post'>;
export type UpdateTemplateRequest = RequestBody<'/api/templates/{slug}', 'put'>;
export type Template = ResponseData<'/api/templates/{slug}', 'get'>;
export type TemplateQuery = Query<'/api/templates/{slug}', 'get'>;
export type TemplateListQuery = Query<'/api/templates', 'get'>;
type ProjectQuery = Query<'/api/templates/{slug}', 'delete'>;
export type RenderTemplateRequest = RequestBody<'/api/templates/{slug}/render', 'post'>;
export type RenderedTemplate = ResponseData<'/api/templates/{slug}/render', 'post'>;

export class Templates {
  constructor(private readonly transport: Transport) {}

  create(request: CreateTemplateRequest): Promise<ResponseData<'/api/templates', 'post'>> {
    return this.transport.data({ method: 'POST', path: '/api/templates', body: request });
  }

  list(query: TemplateListQuery = {}): Promise<ResponseData<'/api/templates', 'get'>> {
    return this.transport.data({ method: 'GET', path: '/api/templates', query });
  }

  // `version` reads an earlier version.
  get(slug: string, query: TemplateQuery = {}): Promise<Template> {
    return this.transport.data({ method: 'GET', path: '/api/templates/{slug}', params: { slug }, query });
  }

  // A change of content makes a new version.
  update(
    slug: string,
    request: UpdateTemplateRequest,
    query: ProjectQuery = {},
  ): Promise<ResponseData<'/api/templates/{slug}', 'put'>> {
    return this.transport.data({
      method: 'PUT',
      path: '/api/templates/{slug}',
      params: { slug },
      query,
      body: request,
    });
  }

  delete(slug: string, query: ProjectQuery = {}): Promise<void> {
    return this.transport.perform({
      method: 'DELETE',
      path: '/api/templates/{slug}',
      params: { slug },
      query,
    });
  }

  // A preview of a version rendered with substitution data, as a send would render it; nothing is sent.
  render(slug: string, request: RenderTemplateRequest, query: ProjectQuery = {}): Promise<RenderedTemplate> {
    return this.transport.data({
      method: 'POST',
      path: '/api/templates/{slug}/render',
      params: { slug },
      query,
      body: request,
    });
  }

  mergeTags(
    slug: string,
    query: ProjectQuery = {},
  ): Promise<ResponseData<'/api/templates/{slug}/merge-tags', 'get'>> {
    return this.transport.data({
      method: 'GET',
      path: '/api/templates/{slug}/merge-tags',
      params: { slug },
      query,
    });
  }
}

export class Projects {
  constructor(private readonly transport: Transport) {}

  create(request: RequestBody<'/api/projects', 'post'>): Promise<ResponseData<'/api/projects', 'post'>> {
    return this.transport.data({ method: 'POST', path: '/api/projects', body: request });
  }

  list(): Promise<ResponseData<'/api/projects', 'get'>> {
    return this.transport.data({ method: 'GET', path: '/api/projects' });
  }
}
