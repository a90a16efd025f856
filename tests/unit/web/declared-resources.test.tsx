// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resourceModels } from '../../../src/api/resources.gen';
import { LOCALES } from '../../../src/i18n';
import type { ResourceModel } from '../../../src/resources/declared/model';
import { fieldLabel, namespaceOf } from '../../../src/resources/declared/model';
import { formatDateTime } from '../../../src/session/zone';
import { declaredResources, modelAt, namespaces, renderDeclared, renderGarage, sampleRecord } from './declared-harness';
import { fakeFetch, ok, resetBrowserState, signInAs } from './fakeFetch';

vi.setConfig({ testTimeout: 30_000 }); // react-admin's first render in jsdom takes seconds

const models = Object.values(resourceModels) as ResourceModel[];

/** The message at a dotted key of one locale, or undefined. */
const message = (locale: (typeof LOCALES)[number], key: string): unknown => {
    const [namespace, ...path] = key.split('.');
    let node: unknown = namespaces[namespace as keyof typeof namespaces]?.[locale];
    for (const part of path) node = (node as Record<string, unknown> | undefined)?.[part];
    return node;
};

/** Inputs a new record's defaults hide (a discount's amount while it is a percentage): see discount.test.tsx. */
const HIDDEN_ON_CREATE: Record<string, string[]> = { 'motor-garage/discount': ['amount_cents'] };
/** Fields the forms leave to the show page's action buttons (a booking's status moves only where the API allows). */
const LEFT_TO_ACTIONS: Record<string, string[]> = { 'motor-garage/booking': ['status'] };

const modelOf = (name: string) => resourceModels[name as keyof typeof resourceModels] as ResourceModel;

describe('declared resources: translations', () => {
    it('covers every declared resource of the API document with a web declaration', () => {
        expect(declaredResources.map(resource => resource.model).sort()).toEqual(
            models.map(model => model.name).sort(),
        );
    });

    for (const resource of declaredResources) {
        const model = modelOf(resource.model);
        it(`${model.name}: every field, enum value, filter and the menu entry are translated in en, zh-hk and zh-cn`, () => {
            const { namespace, key } = namespaceOf(model.name);
            const keys = [
                resource.options.label,
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
        signInAs(
            'owner',
            models.flatMap(model =>
                ['read', 'write', 'delete', 'export'].map(action => `${namespaceOf(model.name).key}:${action}`),
            ),
        );
        fakeFetch(({ method, path }) => {
            const model = modelAt(path);
            // the job form's mechanic picker lists the workspace's members, which no declared model serves
            if (method === 'GET' && path === '/api/v3/motor-garage/mechanic')
                return ok([], { total: 0, page: 1, size: 25 });
            // the vehicle page's service history: a car never serviced
            if (method === 'GET' && /^\/api\/v3\/motor-garage\/vehicle\/\d+\/history$/.test(path))
                return ok({ jobs: [], more: false });
            if (!model) return ok({});
            if (method === 'GET' && /\/\d+$/.test(path))
                return ok(sampleRecord(model.name, Number(path.split('/').pop())));
            if (method === 'GET')
                return ok([sampleRecord(model.name, 1), sampleRecord(model.name, 2)], { total: 2, page: 1, size: 25 });
            return ok({});
        });
    });
    afterEach(() => {
        cleanup();
        resetBrowserState();
    });

    const pageTitle = () => screen.getByRole('heading', { level: 1 }).textContent;

    it('starts a new record with the defaults the API declares: a part is active, a discount a percentage', async () => {
        renderGarage('/motor-garage/product/create');
        const active = (await screen.findByLabelText('Active')) as HTMLInputElement;
        expect(active.checked).toBe(true);
        cleanup();
        renderGarage('/motor-garage/discount/create');
        await waitFor(() => expect(screen.getByText('Percentage')).toBeTruthy());
    });

    for (const resource of declaredResources) {
        const model = modelOf(resource.model);
        const english = (field: string) => message('en', fieldLabel(model.name, field)) as string;
        const label = message('en', resource.options.label) as string;
        const record = sampleRecord(model.name, 1);
        // a record's page is titled by one of its values, or by how the declaration represents it: a booking by its
        // start as the workspace's clocks read it (Hong Kong's, whatever the browser's zone)
        const sample = [
            ...Object.values(record).map(String),
            ...(typeof resource.recordRepresentation === 'function'
                ? [resource.recordRepresentation(record as never)]
                : []),
            ...(model.name === 'motor-garage/booking'
                ? [
                      `${formatDateTime(String(record.start_at), { zone: 'Asia/Hong_Kong', locale: 'en-GB' })} · ${record.walk_in_name}`,
                  ]
                : []),
        ];

        it(`${resource.name}: the list, titled in an h1, shows the declared columns, sortable where the API sorts, with create and export`, async () => {
            renderDeclared(resource);
            const first = model.fields.find(field => field.name === 'id') ? model.fields[1] : model.fields[0];
            await waitFor(() => expect(screen.getAllByText(english(first.name)).length).toBeGreaterThan(0));
            expect(pageTitle()).toBe(label);
            expect(screen.getByLabelText('Create')).toBeTruthy();
            expect(screen.getByLabelText('Export')).toBeTruthy();
            const sortButtons = screen.queryAllByRole('button').filter(button => button.closest('th'));
            expect(sortButtons.length).toBeGreaterThan(0);
            const headers = screen.getAllByRole('columnheader').map(header => header.textContent);
            for (const field of model.fields.filter(one => one.writeOnly))
                expect(headers).not.toContain(english(field.name));
        });

        it(`${resource.name}: create and edit, titled in an h1, show an input for every form field`, async () => {
            renderDeclared(resource, '/create');
            await waitFor(() => expect(screen.getByLabelText('Save')).toBeTruthy());
            expect(pageTitle()).toMatch(/^[A-Z][^.]*$/); // translated: the label, or the declared create title
            const labels = () =>
                Array.from(document.querySelectorAll('label, .RaArrayInput-label')).map(one => one.textContent ?? '');
            const hidden = [...(HIDDEN_ON_CREATE[model.name] ?? []), ...(LEFT_TO_ACTIONS[model.name] ?? [])];
            const writable = model.fields.filter(
                field => !field.readOnly && field.kind !== 'image' && !hidden.includes(field.name),
            );
            for (const field of writable) {
                expect(
                    labels().some(one => one.includes(english(field.name))),
                    `${field.name} input`,
                ).toBe(true);
            }
            cleanup();
            renderDeclared(resource, '/1');
            await waitFor(() => expect((screen.getAllByRole('textbox')[0] as HTMLInputElement).value).not.toBe(''));
            await waitFor(() => expect(sample).toContain(pageTitle()));
            // a create-only field (a workspace's owner) is gone; a password is there to be reset
            for (const field of model.fields.filter(one => one.createOnly)) {
                expect(
                    labels().some(one => one.includes(english(field.name))),
                    `${field.name} input`,
                ).toBe(false);
            }
            if (model.fields.some(field => field.kind === 'password')) {
                expect(labels().some(one => one.startsWith('Reset password'))).toBe(true);
                expect(screen.getByText('Leave empty to keep the current password')).toBeTruthy();
            }
        });

        if (resource.show) {
            it(`${resource.name}: the show page is titled by the record in an h1`, async () => {
                renderDeclared(resource, '/1/show');
                await waitFor(() => expect(sample).toContain(pageTitle()));
            });
        }
    }

    it('hides Export from a member without customer:export, who still sees the list and Create', async () => {
        signInAs('member', ['customer:read', 'customer:write']);
        const customers = declaredResources.find(resource => resource.model === 'relationship/customer')!;
        renderDeclared(customers);
        await waitFor(() => expect(screen.getByLabelText('Create')).toBeTruthy());
        await waitFor(() => expect(screen.getAllByRole('row').length).toBeGreaterThan(1));
        expect(screen.queryByLabelText('Export')).toBeNull();
        cleanup();
        signInAs('member', ['customer:read', 'customer:export']);
        renderDeclared(customers);
        await waitFor(() => expect(screen.getByLabelText('Export')).toBeTruthy());
        expect(screen.queryByLabelText('Create')).toBeNull();
    });

    it('gives the back-office no show page: its rows and saves lead to the edit page', () => {
        const backoffice = declaredResources.filter(resource => resource.model.startsWith('admin/'));
        expect(backoffice.map(resource => resource.name).sort()).toEqual(['admin-user', 'user', 'workspace']);
        for (const resource of backoffice) expect(resource.show).toBeUndefined();
    });
});
