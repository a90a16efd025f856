import type { DataProvider, GetListParams, Identifier } from 'ra-core';
import { dynamicApi, expectList, unwrap } from '../api/client';
import { resourceModels } from '../api/resources.gen';
import { ifMatch } from '../api/staleReload';

type Query = Record<string, unknown>;
// A record as the API answers it; react-admin's methods are generic over the record type their caller expects.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type ApiRecord = any;

const isSet = (value: unknown) => value !== undefined && value !== null && value !== '';

/** The list routes of the declared resources: each answers `ids=1,2,3`. */
const declaredPaths = new Set<string>(Object.values(resourceModels).map(model => model.path));

/** react-admin list parameters as the API's list query: page, size, field, asc, keyword (from `q`) and filters. */
export const toListQuery = ({ pagination, sort, filter = {} }: Partial<GetListParams>): Query => {
    const { q, ...filters } = filter as Query;
    return {
        page: pagination?.page ?? 1,
        size: pagination?.perPage ?? 20,
        ...(sort?.field ? { field: sort.field, asc: sort.order !== 'DESC' } : {}),
        keyword: typeof q === 'string' ? q : '',
        ...Object.fromEntries(Object.entries(filters).filter(([, value]) => isSet(value))),
    };
};

/**
 * A react-admin DataProvider in ra-data-simple-rest's shape over the API's envelopes, for resources under `basePath`
 * (`motor-garage/vehicle` → `<basePath>/motor-garage/vehicle`); `aliases` renames resources whose path differs.
 * A failed call rejects with ApiError, whose toast the HTTP client has already shown.
 */
export const createDataProvider = (basePath: string, aliases: Record<string, string> = {}): DataProvider => {
    const collection = (resource: string) => `${basePath}/${aliases[resource] ?? resource}`;
    const member = (resource: string, id: Identifier) => `${collection(resource)}/${encodeURIComponent(String(id))}`;

    const getOne = async (resource: string, id: Identifier) => unwrap<ApiRecord>(dynamicApi.GET(member(resource, id)));
    // A write names the version of the record it was made from (If-Match): one changed since is 409 `stale`.
    const put = (resource: string, id: Identifier, body: unknown, version?: unknown) =>
        unwrap<ApiRecord>(dynamicApi.PUT(member(resource, id), { body, headers: ifMatch(version) }));
    const remove = (resource: string, id: Identifier, version?: unknown) =>
        unwrap(dynamicApi.DELETE(member(resource, id), { headers: ifMatch(version) }));
    const list = async (resource: string, params: Partial<GetListParams>) => {
        const { data, total } = await expectList<ApiRecord>(
            dynamicApi.GET(collection(resource), { params: { query: toListQuery(params) } }),
        );
        return { data, total };
    };

    const provider: DataProvider = {
        getList: (resource, params) => list(resource, params),
        getOne: async (resource, { id }) => ({ data: await getOne(resource, id) }),
        // Declared resources (known by their route: `admin-user` is /admin/v3/admin) answer `ids=1,2,3` in one
        // call; the others are fetched one by one.
        getMany: async (resource, { ids }) => {
            const unique = [...new Set(ids)];
            if (!declaredPaths.has(collection(resource))) {
                return { data: await Promise.all(unique.map(id => getOne(resource, id))) };
            }
            const query = { ids: unique.join(','), size: unique.length };
            const { data } = await expectList<ApiRecord>(dynamicApi.GET(collection(resource), { params: { query } }));
            return { data };
        },
        getManyReference: (resource, { target, id, filter, ...params }) =>
            list(resource, { ...params, filter: { ...filter, [target]: id } }),
        create: async (resource, { data }) => ({
            data: await unwrap<ApiRecord>(dynamicApi.POST(collection(resource), { body: data })),
        }),
        // the version the form was opened with: the record it was read from, else the one in the values
        update: async (resource, { id, data, previousData }) => ({
            data: await put(resource, id, data, previousData?.version ?? (data as { version?: unknown }).version),
        }),
        // PUT takes the whole editable record: merge the change into each current record.
        updateMany: async (resource, { ids, data }) => {
            await Promise.all(ids.map(async id => put(resource, id, { ...(await getOne(resource, id)), ...data })));
            return { data: ids };
        },
        delete: async (resource, { id, previousData }) => {
            await remove(resource, id, previousData?.version);
            return { data: (previousData ?? { id }) as never };
        },
        deleteMany: async (resource, { ids }) => {
            await Promise.all(ids.map(id => remove(resource, id)));
            return { data: ids };
        },
    };
    return provider;
};

/** The user app (/app): every resource under /api/v3. */
export const dataProvider = createDataProvider('/api/v3');

/** The back-office (/admin): resources under /admin/v3; the admin users resource is `/admin/v3/admin`. */
export const adminDataProvider = createDataProvider('/admin/v3', { 'admin-user': 'admin' });
