import { describe, expect, it } from 'vitest';
import { resourceModels } from '../../../src/api/resources.gen';
import type { ResourceModel } from '../../../src/resources/declared/model';
import { toPayload } from '../../../src/resources/declared/payload';

const user = resourceModels['admin/user'] as ResourceModel;
const workspace = resourceModels['admin/workspace'] as ResourceModel;
const customer = resourceModels['relationship/customer'] as ResourceModel;

const amy = {
    id: 1,
    username: 'amy',
    display_name: 'Amy Chan',
    email: 'amy@example.com',
    avatar: null,
    status: 'active',
};

describe('toPayload', () => {
    it('sends a typed password, and none when it is left empty (the current one is kept)', () => {
        expect(toPayload(user)({ ...amy, password: 'new-pass-123' })).toMatchObject({ password: 'new-pass-123' });
        for (const password of ['', null, undefined]) {
            expect(toPayload(user)({ ...amy, password })).not.toHaveProperty('password');
        }
        expect(toPayload(user)(amy)).toEqual({
            username: 'amy',
            display_name: 'Amy Chan',
            email: 'amy@example.com',
            avatar: null,
            status: 'active',
        });
    });

    it('leaves out read-only fields and what the API answers beside the record (memberships)', () => {
        const payload = toPayload(user)({ ...amy, created_at: '2026-11-01T08:00:00.000Z', memberships: [] });
        expect(payload).not.toHaveProperty('id');
        expect(payload).not.toHaveProperty('created_at');
        expect(payload).not.toHaveProperty('memberships');
    });

    it("sends a workspace's owner on create only", () => {
        const values = { name: 'Kowloon Motors', avatar: null, status: 'active', owner_user_id: 4, member_count: 3 };
        expect(toPayload(workspace, 'create')(values)).toEqual({
            name: 'Kowloon Motors',
            avatar: null,
            status: 'active',
            owner_user_id: 4,
        });
        expect(toPayload(workspace, 'update')(values)).toEqual({
            name: 'Kowloon Motors',
            avatar: null,
            status: 'active',
        });
    });

    it('turns emptied inputs into what the API stores: null where nullable, an empty text, no unchosen enum', () => {
        expect(toPayload(customer)({ name: 'Chan', email: null, company_name: '', type: null })).toEqual({
            name: 'Chan',
            email: '',
            company_name: '',
        });
        expect(toPayload(user)({ avatar: '' })).toEqual({ avatar: null });
    });
});
