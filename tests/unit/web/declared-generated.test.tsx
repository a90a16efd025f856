// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { Admin, memoryStore, Resource } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { garageNamespaces } from '../../../src/apps/user/mounts';
import { dataProvider } from '../../../src/dataProvider';
import { makeI18nProvider } from '../../../src/i18n';
import { mountDeclared } from '../../../src/resources/declared/mount';
import { modelAt, sampleRecord } from './declared-harness';
import { fakeFetch, ok, resetBrowserState, signInAs } from './fakeFetch';

vi.setConfig({ testTimeout: 30_000 }); // react-admin's first render in jsdom takes seconds

/** The garage's resources as they are without any web module: every screen generated from the document. */
const generated = mountDeclared('workspace', []);

const renderGenerated = (path: string) =>
    render(
        <MemoryRouter initialEntries={[`/app${path}`]}>
            <Routes>
                <Route
                    path="/app/*"
                    element={
                        <Admin
                            basename="/app"
                            dataProvider={dataProvider}
                            i18nProvider={makeI18nProvider(garageNamespaces)}
                            store={memoryStore()}
                            layout={({ children }) => <main>{children}</main>}
                            disableTelemetry
                        >
                            {generated.map(resource => (
                                <Resource key={resource.name} {...resource} />
                            ))}
                        </Admin>
                    }
                />
            </Routes>
        </MemoryRouter>,
    );

describe('a declared resource without a web module', () => {
    beforeEach(() => {
        signInAs('owner', ['service:read', 'service:write', 'service:delete']);
        fakeFetch(({ method, path }) => {
            const model = modelAt(path);
            if (!model) return ok({});
            if (method === 'GET' && /\/\d+$/.test(path)) return ok(sampleRecord(model.name, 1));
            if (method === 'GET') return ok([sampleRecord(model.name, 1)], { total: 1, page: 1, size: 25 });
            return ok({});
        });
    });
    afterEach(() => {
        cleanup();
        resetBrowserState();
    });

    it('lists its records under its declared name, by its first fields', async () => {
        renderGenerated('/motor-garage/service');
        await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Services'));
        const headers = () => screen.getAllByRole('columnheader').map(header => header.textContent);
        await waitFor(() => expect(headers()).toEqual(expect.arrayContaining(['Code', 'Name', 'Chinese name'])));
    });

    it('creates a record on a page titled "New …" with an input per writable field', async () => {
        renderGenerated('/motor-garage/service/create');
        await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('New service'));
        for (const label of ['Code', 'Name', 'Chinese name', 'Description', 'Duration (minutes)'])
            expect(screen.getAllByLabelText(label, { exact: false }).length, label).toBeGreaterThan(0);
    });
});
