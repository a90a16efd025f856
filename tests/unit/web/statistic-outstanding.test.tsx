// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { garageNamespaces } from '../../../src/apps/user/mounts';
import { makeI18nProvider } from '../../../src/i18n';
import { MoneyCards } from '../../../src/resources/statistic/MoneyCards';
import type { Statistic } from '../../../src/resources/statistic/useStatistic';

afterEach(cleanup);

const figures = {
    revenue_cents: 100_000,
    invoiced_cents: 120_000,
    average_invoice_cents: 40_000,
    outstanding_cents: 76_543,
} as Statistic;

describe('the home page’s Outstanding figure', () => {
    it('opens the jobs list filtered to the unpaid invoices', async () => {
        render(
            <MemoryRouter initialEntries={['/app']}>
                <AdminContext basename="/app" i18nProvider={makeI18nProvider(garageNamespaces)} store={memoryStore()}>
                    <MoneyCards now={figures} before={figures} days={30} />
                </AdminContext>
            </MemoryRouter>,
        );
        const link = await screen.findByRole('link', { name: '$765.43' });
        const url = new URL(link.getAttribute('href')!, 'http://garage.test');
        expect(url.pathname).toBe('/app/motor-garage/invoice');
        expect(JSON.parse(url.searchParams.get('filter')!)).toEqual({ status: 'invoiced' });
        expect(link.getAttribute('title')).toBe('See the unpaid invoices');
    });
});
