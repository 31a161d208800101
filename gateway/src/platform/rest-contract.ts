import type { paths } from '../generated/rest-api.ts';
import type { FormData } from 'undici';

/**
 * Types over the generated REST contract (gateway/src/generated/rest-api.ts, from the API's `/api/openapi.json`).
 * A path is named as the document names it (`/employees/{id}`); a call names a concrete path (`/employees/${id}`),
 * and `PathNamed` finds its template, so a call's answer, query and body come from the contract, never from a copy.
 */
export type RestPath = keyof paths;
export type RestMethod = 'get' | 'put' | 'post' | 'patch' | 'delete';

type Operation<P extends RestPath, M extends RestMethod> = Exclude<paths[P][M], undefined>;
type Responses<P extends RestPath, M extends RestMethod> = Operation<P, M> extends { responses: infer R } ? R : never;
type Success = 200 | 201 | 204;
/** A 204 has no body; another status the document gives no JSON schema for has one the contract does not know. */
type Json<R, S> = R extends { content: { 'application/json': infer J } } ? J : S extends 204 ? undefined : unknown;

/** The template paths that answer `M`. */
export type PathOf<M extends RestMethod> = { [P in RestPath]: [Operation<P, M>] extends [never] ? never : P }[RestPath];

/** What a call answers when it succeeds; `undefined` for a 204. */
export type ResponseOf<P extends RestPath, M extends RestMethod> = { [S in Success & keyof Responses<P, M>]: Json<Responses<P, M>[S], S> }[Success & keyof Responses<P, M>];

/** The list shape of DESIGN.md §2 (`{content, page}`); a 204 is an empty one. */
export interface Page<T> {
  content: T[];
  page: { number: number; size: number; totalElements: number; totalPages: number };
}

/** The template paths of lists: `GET` answers a page. */
export type ListPath = { [P in PathOf<'get'>]: Exclude<ResponseOf<P, 'get'>, undefined> extends Page<unknown> ? P : never }[PathOf<'get'>];

/** One row of a list. */
export type ItemOf<P extends ListPath> = Exclude<ResponseOf<P, 'get'>, undefined> extends Page<infer T> ? T : never;

type PathParams<P extends RestPath, M extends RestMethod> = Operation<P, M> extends { parameters: { path: infer X } } ? X : object;

/** `/employees/{id}` → `/employees/${number}`: the concrete paths a call may name, by the path parameters' types. */
type Fill<S extends string, Params> = S extends `${infer Head}{${infer Name}}${infer Tail}`
  ? `${Head}${Name extends keyof Params ? (Params[Name] extends string | number ? Params[Name] : string) : string}${Fill<Tail, Params>}`
  : S;

/** The concrete paths of the templates `P` for `M` (all that answer `M` by default). */
export type CallPath<M extends RestMethod, P extends PathOf<M> = PathOf<M>> = { [K in P]: Fill<K, PathParams<K, M>> }[P];

/** The template a concrete path names: itself when it is one (`/employees/count-active`), else the one it fills. */
export type PathNamed<S extends string, M extends RestMethod> = S extends PathOf<M>
  ? S
  : { [P in PathOf<M>]: S extends Fill<P, PathParams<P, M>> ? P : never }[PathOf<M>];

/** A query as a call builds it: the contract's parameters, where `null` means "not sent" as `undefined` does. */
export type QueryOf<P extends RestPath, M extends RestMethod> = Operation<P, M> extends { parameters: { query?: infer Q } }
  ? { [K in keyof Q]: Q[K] | (undefined extends Q[K] ? null : never) }
  : never;

/** A request body: the JSON the contract describes, or `FormData` for a multipart route. */
export type BodyOf<P extends RestPath, M extends RestMethod> = Operation<P, M> extends { requestBody?: { content: infer C } }
  ? (C extends { 'application/json': infer J } ? J : C extends { 'multipart/form-data': unknown } ? FormData : never)
  : never;

/**
 * A body as the gateway forwards GraphQL input: the contract's field names and shapes. Values are the API's to judge,
 * as it answers them with an error naming the field (a userError): an optional field may be `null` as a client sent
 * it, and a string is any string where the API lists the ones it takes (GraphQL's `defaultLanguage: String`).
 */
export type Forwarded<T> = T extends FormData ? T
  : T extends string ? string
    : T extends readonly (infer E)[] ? Forwarded<E>[]
      : T extends object ? { [K in keyof T]: Forwarded<T[K]> | (undefined extends T[K] ? null : never) }
        : T;

/** What a call to the concrete path `S` answers, takes as query, and takes as body: those of the template it names. */
export type CallAnswer<S extends string, M extends RestMethod> = ResponseOf<PathNamed<S, M>, M>;
export type CallQuery<S extends string, M extends RestMethod> = QueryOf<PathNamed<S, M>, M>;
export type CallBody<S extends string, M extends RestMethod> = Forwarded<BodyOf<PathNamed<S, M>, M>>;
export type CallItem<S extends string> = Exclude<CallAnswer<S, 'get'>, undefined> extends Page<infer T> ? T : never;
