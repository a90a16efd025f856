import createClient from 'openapi-fetch';
type Op = {
    parameters: { query?: Record<string, unknown>; path?: Record<string, unknown>; header?: Record<string, unknown> };
    requestBody?: { content: { 'application/json': any } };
    responses: { default: { content: { 'application/json': any } } };
};
type LoosePaths = Record<string, Record<'get' | 'put' | 'post' | 'delete' | 'options' | 'head' | 'patch' | 'trace', Op>>;
const a = createClient<LoosePaths>({});
a.GET('/x');
a.GET('/x', { params: { query: { a: 1 } } });
a.POST('/x', { body: { a: 1 } });
a.POST('/x', { body: new FormData() as never });
a.GET('/api/v2/asset/{uuid}', { params: { path: { uuid: 'x' } }, parseAs: 'blob' }).then(({ data, error }) => { const d: Blob = data; return [d, error]; });
a.GET('/x').then(({ data }) => { const s: string = data.data.token; return s; });
