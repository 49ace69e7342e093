import type { paths } from './generated/openapi.js';

// Request and response types of each operation, read from the types generated from the OpenAPI document, so
// the hand-written surface follows the document when it is regenerated.

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';
export type ApiPath = keyof paths;

type Operation<P extends ApiPath, M extends HttpMethod> = NonNullable<paths[P][M]>;

type OrUnknown<T> = [T] extends [never] ? unknown : T;

type JsonContent<T> = T extends { content?: infer C }
  ? C extends { 'application/json': infer B }
    ? B
    : never
  : never;

export type RequestBody<P extends ApiPath, M extends HttpMethod> =
  Operation<P, M> extends { requestBody?: infer R } ? JsonContent<NonNullable<R>> : never;

export type Query<P extends ApiPath, M extends HttpMethod> =
  Operation<P, M> extends { parameters: { query?: infer Q } } ? NonNullable<Q> : never;

type SuccessStatus = 200 | 201 | 202 | 204;

type SuccessResponse<O> = O extends { responses: infer R } ? R[Extract<keyof R, SuccessStatus>] : never;

// The whole success body ({message, data} for most operations).
export type ResponseBody<P extends ApiPath, M extends HttpMethod> = OrUnknown<
  JsonContent<SuccessResponse<Operation<P, M>>>
>;

// The `data` of the success body.
export type ResponseData<P extends ApiPath, M extends HttpMethod> =
  ResponseBody<P, M> extends { data?: infer D } ? OrUnknown<NonNullable<D>> : unknown;

// A type the document does not describe yet is an open record.
export type Known<T> = unknown extends T ? Record<string, unknown> : T;

// An element of an array field of `data`, or a plain record while the document does not describe it.
export type ItemOf<P extends ApiPath, M extends HttpMethod, Field extends string> =
  ResponseData<P, M> extends { [K in Field]?: (infer I)[] } ? I : Record<string, unknown>;

// A query as the transport writes it, wider than the document's strings: a list of values for a
// comma-separated parameter (joined with commas), a Date for a time (written in ISO 8601), a boolean for a
// 'true' | 'false' one.
export type WiderQuery<
  Q,
  Lists extends keyof Q = never,
  Times extends keyof Q = never,
  Flags extends keyof Q = never,
> = Omit<Q, Lists | Times | Flags> & { [K in Lists]?: Q[K] | readonly (string | number)[] } & {
  [K in Times]?: Q[K] | Date;
} & { [K in Flags]?: Q[K] | boolean };
