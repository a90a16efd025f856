// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { garageNamespaces } from '../../../src/apps/user/mounts';
import { makeI18nProvider } from '../../../src/i18n';
import { tabOf } from '../../../src/resources/invoice/JobList';
import { AgingBuckets, type Aging } from '../../../src/resources/statistic/AgingPanel';
import { storage } from '../../../src/store/storage';

afterEach(() => {
    cleanup();
    storage.remove('locale');
});

const aging: Aging = {
    buckets: [
        { id: 'current', overdue_from: null, overdue_to: 0, invoices: 3, balance_cents: 120_000 },
        { id: 'days_1_30', overdue_from: 1, overdue_to: 30, invoices: 1, balance_cents: 45_050 },
        { id: 'days_31_60', overdue_from: 31, overdue_to: 60, invoices: 0, balance_cents: 0 },
        { id: 'days_61_90', overdue_from: 61, overdue_to: 90, invoices: 2, balance_cents: 9_999 },
        { id: 'over_90', overdue_from: 91, overdue_to: null, invoices: 1, balance_cents: 1_234_567 },
    ],
};

const renderPanel = (locale = 'en') => {
    storage.set('locale', locale);
    return render(
        <MemoryRouter initialEntries={['/app']}>
            <AdminContext basename="/app" i18nProvider={makeI18nProvider(garageNamespaces)} store={memoryStore()}>
                <AgingBuckets aging={aging} />
            </AdminContext>
        </MemoryRouter>,
    );
};

/** The jobs list filter a link opens. */
const filterOf = (link: HTMLElement) => {
    const url = new URL(link.getAttribute('href')!, 'http://garage.test');
    expect(url.pathname).toBe('/app/motor-garage/invoice');
    return JSON.parse(url.searchParams.get('filter')!);
};

describe('the home page’s unpaid invoices by age', () => {
    it('shows each bucket’s invoices and balance, in order', async () => {
        renderPanel();
        const list = await screen.findByRole('list', { name: 'Unpaid invoices by age' });
        const rows = within(list).getAllByRole('listitem');
        expect(rows.map(row => row.textContent)).toEqual([
            'Not yet due3 invoices$1,200.00',
            '1–30 days overdue1 invoice$450.50',
            '31–60 days overdue0 invoices$0.00',
            '61–90 days overdue2 invoices$99.99',
            'Over 90 days overdue1 invoice$12,345.67',
        ]);
    });

    it('opens the overdue buckets on the Overdue tab narrowed to their days, the rest on the Unpaid tab', async () => {
        renderPanel();
        const link = (name: string) => screen.findByRole('link', { name });
        const expected: [string, object, string][] = [
            ['Not yet due', { status: 'invoiced', overdue: false }, 'unpaid'],
            ['1–30 days overdue', { overdue: true, overdue_from: 1, overdue_to: 30 }, 'overdue'],
            ['31–60 days overdue', { overdue: true, overdue_from: 31, overdue_to: 60 }, 'overdue'],
            ['61–90 days overdue', { overdue: true, overdue_from: 61, overdue_to: 90 }, 'overdue'],
            ['Over 90 days overdue', { overdue: true, overdue_from: 91 }, 'overdue'],
        ];
        for (const [name, filter, tab] of expected) {
            const opened = filterOf(await link(name));
            expect(opened).toEqual(filter);
            expect(tabOf(opened)).toBe(tab);
        }
    });

    it('speaks Hong Kong Chinese', async () => {
        renderPanel('zh-hk');
        expect(await screen.findByRole('list', { name: '未付發票賬齡' })).toBeTruthy();
        expect(filterOf(await screen.findByRole('link', { name: '逾期超過 90 日' }))).toEqual({
            overdue: true,
            overdue_from: 91,
        });
        expect(screen.getByText('3 張發票')).toBeTruthy();
    });
});
