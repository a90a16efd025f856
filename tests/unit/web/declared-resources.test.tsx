// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resourceModels } from '../../../src/api/resources.gen';
import { LOCALES } from '../../../src/i18n';
import type { ResourceModel } from '../../../src/resources/declared/model';
import { fieldLabel, namespaceOf } from '../../../src/resources/declared/model';
import { storage } from '../../../src/store/storage';
import { declaredResources, namespaces, renderGarage, sampleRecord } from './declared-harness';
import { fakeFetch, ok, resetBrowserState } from './fakeFetch';

vi.setConfig({ testTimeout: 30_000 }); // react-admin's first render in jsdom takes seconds

const models = Object.values(resourceModels) as ResourceModel[];

/** The message at a dotted key of one locale, or undefined. */
const message = (locale: (typeof LOCALES)[number], key: string): unknown => {
    const [namespace, ...path] = key.split('.');
    let node: unknown = namespaces[namespace as keyof typeof namespaces]?.[locale];
    for (const part of path) node = (node as Record<string, unknown> | undefined)?.[part];
    return node;
};

describe('declared resources: translations', () => {
    it('covers every declared resource of the API document with a web declaration', () => {
        expect(declaredResources.map(resource => resource.name).sort()).toEqual(models.map(model => model.name).sort());
    });

    for (const model of models) {
        it(`${model.name}: every field, enum value, filter and the menu entry are translated in en, zh-hk and zh-cn`, () => {
            const { namespace, key } = namespaceOf(model.name);
            const keys = [
                `${namespace}.menu.${key}`,
                ...model.fields.map(field => fieldLabel(model.name, field.name)),
                ...model.fields.flatMap(field => (field.choices ?? []).map(choice => `${field.namespace}.${choice}`)),
                ...model.filters
                    .filter(filter => !model.fields.some(field => field.name === filter.name))
                    .map(filter => `${namespace}.${key}.filters.${filter.name}`),
            ];
            const missing = LOCALES.flatMap(locale =>
                keys.filter(k => typeof message(locale, k) !== 'string').map(k => `${locale}: ${k}`),
            );
            expect(missing).toEqual([]);
        });
    }
});

describe('declared resources: generated screens', () => {
    beforeEach(() => {
        storage.set('workspace-user', {
            id: 1,
            workspace_id: 1,
            user_id: 1,
            role: 'owner',
            permissions: models.flatMap(model => ['read', 'write', 'delete'].map(action => `${namespaceOf(model.name).key}:${action}`)),
        });
        fakeFetch(({ method, path }) => {
            const name = path.replace('/api/v3/', '').replace(/\/\d+$/, '');
            if (method === 'GET' && /\/\d+$/.test(path)) return ok(sampleRecord(name, Number(path.split('/').pop())));
            if (method === 'GET') return ok([sampleRecord(name, 1), sampleRecord(name, 2)], { total: 2, page: 1, size: 25 });
            return ok({});
        });
    });
    afterEach(() => {
        cleanup();
        resetBrowserState();
    });

    it('starts a new record with the defaults the API declares: a part is active, a discount a percentage', async () => {
        renderGarage('/motor-garage/product/create');
        const active = (await screen.findByLabelText('Active')) as HTMLInputElement;
        expect(active.checked).toBe(true);
        cleanup();
        renderGarage('/motor-garage/discount/create');
        await waitFor(() => expect(screen.getByText('Percentage')).toBeTruthy());
    });

    for (const resource of declaredResources) {
        const model = resourceModels[resource.name as keyof typeof resourceModels] as ResourceModel;
        const english = (field: string) => message('en', fieldLabel(model.name, field)) as string;

        it(`${resource.name}: the list shows the declared columns, sortable where the API sorts, with create and export`, async () => {
            renderGarage(`/${resource.name}`);
            const first = model.fields.find(field => field.name === 'id') ? model.fields[1] : model.fields[0];
            await waitFor(() => expect(screen.getAllByText(english(first.name)).length).toBeGreaterThan(0));
            expect(screen.getByLabelText('Create')).toBeTruthy();
            expect(screen.getByLabelText('Export')).toBeTruthy();
            const sortButtons = screen.queryAllByRole('button').filter(button => button.closest('th'));
            expect(sortButtons.length).toBeGreaterThan(0);
        });

        it(`${resource.name}: create and edit show an input for every form field`, async () => {
            renderGarage(`/${resource.name}/create`);
            await waitFor(() => expect(screen.getByLabelText('Save')).toBeTruthy());
            const labels = Array.from(document.querySelectorAll('label')).map(label => label.textContent ?? '');
            const writable = model.fields.filter(field => !field.readOnly && field.kind !== 'image');
            for (const field of writable) {
                expect(labels.some(label => label.includes(english(field.name))), `${field.name} input`).toBe(true);
            }
            cleanup();
            renderGarage(`/${resource.name}/1`);
            await waitFor(() => expect((screen.getAllByRole('textbox')[0] as HTMLInputElement).value).not.toBe(''));
        });
    }
});
