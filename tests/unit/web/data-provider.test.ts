// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/api/client';
import { adminDataProvider, dataProvider, toListQuery } from '../../../src/dataProvider';
import { failure, fakeFetch, ok, resetBrowserState, toastTexts } from './fakeFetch';

afterEach(resetBrowserState);

describe('toListQuery', () => {
    it("speaks the API's list query", () => {
        expect(
            toListQuery({
                pagination: { page: 3, perPage: 50 },
                sort: { field: 'plate', order: 'DESC' },
                filter: { q: 'toyota', customer_id: 12, status: '', fuel: undefined },
            }),
        ).toEqual({ page: 3, size: 50, field: 'plate', asc: false, keyword: 'toyota', customer_id: 12 });
    });

    it('sorts ascending for ASC, and leaves field out when there is no sort', () => {
        expect(toListQuery({ sort: { field: 'name', order: 'ASC' } })).toMatchObject({ field: 'name', asc: true });
        expect(toListQuery({})).toEqual({ page: 1, size: 20, keyword: '' });
    });
});

describe('dataProvider', () => {
    it('lists a resource with a slash in its name and answers {data, total}', async () => {
        const sent = fakeFetch(() => ok([{ id: 1, plate: 'AB 123' }], { total: 41, page: 2, size: 20 }));
        const result = await dataProvider.getList('motor-garage/vehicle', {
            pagination: { page: 2, perPage: 20 },
            sort: { field: 'plate', order: 'ASC' },
            filter: { q: 'ab' },
        });
        expect(sent[0].method).toBe('GET');
        expect(sent[0].path).toBe('/api/v3/motor-garage/vehicle');
        expect(Object.fromEntries(sent[0].url.searchParams)).toEqual({
            page: '2',
            size: '20',
            field: 'plate',
            asc: 'true',
            keyword: 'ab',
        });
        expect(result).toEqual({ data: [{ id: 1, plate: 'AB 123' }], total: 41 });
    });

    it('filters references by their target field', async () => {
        const sent = fakeFetch(() => ok([], { total: 0, page: 1, size: 10 }));
        await dataProvider.getManyReference('motor-garage/invoice', {
            target: 'vehicle_id',
            id: 5,
            pagination: { page: 1, perPage: 10 },
            sort: { field: 'number', order: 'DESC' },
            filter: {},
        });
        expect(sent[0].url.searchParams.get('vehicle_id')).toBe('5');
        expect(sent[0].url.searchParams.get('asc')).toBe('false');
    });

    it('updates with PUT and creates with POST', async () => {
        const sent = fakeFetch(({ body }) => ok({ id: 4, ...(body as object) }));
        const updated = await dataProvider.update('relationship/customer', {
            id: 4,
            data: { name: 'Chan' },
            previousData: { id: 4 },
        });
        await dataProvider.create('motor-garage/product', { data: { name: 'Oil filter' } });
        expect(sent.map(({ method, path }) => `${method} ${path}`)).toEqual([
            'PUT /api/v3/relationship/customer/4',
            'POST /api/v3/motor-garage/product',
        ]);
        expect(sent[0].body).toEqual({ name: 'Chan' });
        expect(updated.data).toEqual({ id: 4, name: 'Chan' });
    });

    it('names the version a record was read at (If-Match) when it updates or deletes it', async () => {
        const sent = fakeFetch(({ body }) => ok({ id: 4, ...(body as object) }));
        await dataProvider.update('relationship/customer', {
            id: 4,
            data: { name: 'Chan' },
            previousData: { id: 4, version: 3 },
        });
        await dataProvider.update('relationship/customer', {
            id: 4,
            data: { name: 'Lee', version: 5 },
            previousData: undefined as never,
        });
        await dataProvider.delete('relationship/customer', { id: 4, previousData: { id: 4, version: 6 } });
        await dataProvider.update('workspace-user', { id: 9, data: { role: 'admin' }, previousData: { id: 9 } });
        expect(sent.map(({ method, headers }) => `${method} ${headers.get('If-Match')}`)).toEqual([
            'PUT "3"',
            'PUT "5"',
            'DELETE "6"',
            'PUT null', // a record without a version: written as before
        ]);
    });

    it('merges a bulk change into each whole record before PUT', async () => {
        const current = { id: 2, name: 'Wash', active: true };
        const sent = fakeFetch(({ method, body }) => (method === 'GET' ? ok(current) : ok(body)));
        await dataProvider.updateMany('motor-garage/service', { ids: [2], data: { active: false } });
        expect(sent.find(request => request.method === 'PUT')?.body).toEqual({ id: 2, name: 'Wash', active: false });
    });

    it('fetches the records of getMany in one list call for a declared resource', async () => {
        const sent = fakeFetch(() => ok([{ id: 3 }, { id: 8 }], { total: 2, page: 1, size: 2 }));
        const { data } = await dataProvider.getMany('relationship/customer', { ids: [3, 8, 3] });
        expect(sent.map(request => request.path)).toEqual(['/api/v3/relationship/customer']);
        expect(sent[0].url.searchParams.get('ids')).toBe('3,8');
        expect(sent[0].url.searchParams.get('size')).toBe('2');
        expect(data).toEqual([{ id: 3 }, { id: 8 }]);
    });

    it('fetches each record of getMany once for a resource without ids', async () => {
        const sent = fakeFetch(({ path }) => ok({ id: Number(path.split('/').pop()) }));
        const { data } = await dataProvider.getMany('workspace-user', { ids: [3, 8, 3] });
        expect(sent.map(request => request.path).sort()).toEqual([
            '/api/v3/workspace-user/3',
            '/api/v3/workspace-user/8',
        ]);
        expect(data).toEqual([{ id: 3 }, { id: 8 }]);
    });

    it('deletes and answers the deleted record', async () => {
        const sent = fakeFetch(() => ok({ id: 9 }));
        const previousData = { id: 9, notes: 'x' };
        const { data } = await dataProvider.delete('motor-garage/booking', { id: 9, previousData });
        expect(`${sent[0].method} ${sent[0].path}`).toBe('DELETE /api/v3/motor-garage/booking/9');
        expect(data).toEqual({ id: 9, notes: 'x' });
    });

    it('rejects a failed call with ApiError after exactly one toast', async () => {
        fakeFetch(() => failure(409, 'plate_taken', 'dup-1'));
        const attempt = dataProvider.create('motor-garage/vehicle', { data: { plate: 'AB 123' } });
        await expect(attempt).rejects.toBeInstanceOf(ApiError);
        await expect(attempt).rejects.toMatchObject({ status: 409, error: 'plate_taken', trace_id: 'dup-1' });
        expect(toastTexts()).toEqual([
            { message: 'This plate number is already registered', description: 'Trace: #dup-1' },
        ]);
    });
});

describe('adminDataProvider', () => {
    it('maps the back-office resources under /admin/v3', async () => {
        const sent = fakeFetch(() => ok([], { total: 0, page: 1, size: 10 }));
        const list = (resource: string) =>
            adminDataProvider.getList(resource, {
                pagination: { page: 1, perPage: 10 },
                sort: { field: 'id', order: 'ASC' },
                filter: {},
            });
        await list('admin-user');
        await list('user');
        await list('workspace');
        expect(sent.map(request => request.path)).toEqual(['/admin/v3/admin', '/admin/v3/user', '/admin/v3/workspace']);
    });

    it('fetches getMany in one ids= call for each back-office resource, found by its route', async () => {
        const sent = fakeFetch(() => ok([{ id: 4 }, { id: 2 }], { total: 2, page: 1, size: 2 }));
        for (const resource of ['admin-user', 'user', 'workspace']) {
            const { data } = await adminDataProvider.getMany(resource, { ids: [4, 2, 4] });
            expect(data).toEqual([{ id: 4 }, { id: 2 }]);
        }
        expect(sent.map(request => `${request.path}?ids=${request.url.searchParams.get('ids')}`)).toEqual([
            '/admin/v3/admin?ids=4,2',
            '/admin/v3/user?ids=4,2',
            '/admin/v3/workspace?ids=4,2',
        ]);
    });

    it('fetches getMany one by one for a back-office route that is no declared resource', async () => {
        const sent = fakeFetch(({ path }) => ok({ id: Number(path.split('/').pop()) }));
        await adminDataProvider.getMany('session', { ids: [5] });
        expect(sent.map(request => request.path)).toEqual(['/admin/v3/session/5']);
    });
});
