// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { DataProvider } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_OPENING_HOURS } from '../../../common/online-booking';
import { browserLocation } from '../../../src/api/browserLocation';
import { addDays, todayIn } from '../../../src/session/zone';
import { DeleteOrganizationDialog } from '../../../src/resources/organization/DeleteOrganizationDialog';
import { OrganizationProfilePage } from '../../../src/resources/organization/OrganizationProfilePage';
import { storage } from '../../../src/store/storage';
import { fakeFetch, ok, resetBrowserState } from './fakeFetch';
import { InShell } from './shell-harness';

const WORKSPACE = {
    id: 1,
    workspace_id: 1,
    name: 'Kowloon Motors',
    avatar: null,
    status: 'active',
    address: '1 Nathan Road',
    phone: '2345 6789',
    email: 'hello@kowloon.example',
    business_registration_no: '12345678',
    currency: 'HKD',
    tax_rate_bp: 1250,
    timezone: 'Asia/Hong_Kong',
    bays: 3,
    invoice_footer: 'Thank you',
    invoice_footer_zh: '多謝',
    fps_id: '91234567',
    whatsapp: '',
    payment_methods: ['cash', 'fps'],
    slug: null,
    online_booking: false,
    opening_hours: DEFAULT_OPENING_HOURS,
    closed_dates: [] as string[],
    booking_notice_hours: 2,
    booking_horizon_days: 60,
    created_at: '2026-01-01T00:00:00Z',
};

const session = (role: string, permissions: string[]) => {
    storage.set('workspace', { id: 1, workspace_id: 1, name: 'Kowloon Motors', avatar: null });
    storage.set('workspace-user', { id: 7, workspace_id: 1, user_id: 7, role, permissions });
};

const renderProfile = (workspace: object = {}) => {
    const update = vi.fn(async (_resource: string, { id, data }: { id: number; data: object }) => ({
        data: { ...WORKSPACE, ...workspace, id, ...data },
    }));
    const getOne = async (_resource: string, { id }: { id: number }) => ({
        data: { ...WORKSPACE, ...workspace, id, workspace_id: id },
    });
    const provider = { getOne, update } as unknown as DataProvider;
    render(
        <InShell path="/app/organization/profile" dataProvider={provider}>
            <OrganizationProfilePage />
        </InShell>,
    );
    return update;
};

beforeEach(() => {
    vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
});
afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    resetBrowserState();
});

describe('organization profile', () => {
    it('shows the fields, the tax rate as a percentage, and saves only the editable fields', async () => {
        session('admin', ['workspace:read', 'workspace:write']);
        const update = renderProfile();
        const name = (await screen.findByLabelText(/^Name/)) as HTMLInputElement;
        await waitFor(() => expect(name.value).toBe('Kowloon Motors'));
        const tax = screen.getByLabelText(/Tax rate/) as HTMLInputElement;
        expect(tax.value).toBe('12.5');
        fireEvent.change(tax, { target: { value: '7.25' } });
        fireEvent.change(name, { target: { value: 'Kowloon Motor Works' } });
        const footerZh = screen.getByLabelText(/Invoice footer in Chinese/) as HTMLInputElement;
        expect(footerZh.value).toBe('多謝');
        fireEvent.change(footerZh, { target: { value: '多謝惠顧' } });
        const whatsapp = screen.getByLabelText('WhatsApp number');
        fireEvent.change(whatsapp, { target: { value: '6123 4567' } });
        const ways = screen.getByRole('group', { name: 'Ways you take payment' });
        fireEvent.click(within(ways).getByRole('checkbox', { name: 'Cash' }));
        fireEvent.click(within(ways).getByRole('checkbox', { name: 'Octopus' }));
        // The booking page's address, typed in any case, is kept lower-case and shown in full.
        fireEvent.change(screen.getByLabelText('Booking page address'), { target: { value: 'Kowloon-Motors' } });
        expect(await screen.findByText(/Customers book at .*\/portal\/book\/kowloon-motors$/)).toBeTruthy();
        fireEvent.click(screen.getByLabelText('Customers may book online'));
        fireEvent.click(screen.getByRole('button', { name: 'Save' }));
        await waitFor(() => expect(update).toHaveBeenCalled());
        expect(update.mock.calls[0][1].data).toEqual({
            name: 'Kowloon Motor Works',
            avatar: null,
            address: '1 Nathan Road',
            phone: '2345 6789',
            email: 'hello@kowloon.example',
            business_registration_no: '12345678',
            currency: 'HKD',
            tax_rate_bp: 725,
            timezone: 'Asia/Hong_Kong',
            bays: 3,
            invoice_footer: 'Thank you',
            invoice_footer_zh: '多謝惠顧',
            fps_id: '91234567',
            whatsapp: '6123 4567',
            payment_methods: ['fps', 'octopus'],
            slug: 'kowloon-motors',
            online_booking: true,
            opening_hours: DEFAULT_OPENING_HOURS,
            closed_dates: [],
            booking_notice_hours: 2,
            booking_horizon_days: 60,
        });
        await waitFor(() => expect(storage.get('workspace')).toMatchObject({ name: 'Kowloon Motor Works' }));
        expect(screen.queryByRole('button', { name: 'Delete organization' })).toBeNull(); // admins do not delete
    }, 20_000);

    it('is read-only without workspace:write', async () => {
        session('member', ['workspace:read']);
        renderProfile();
        expect(await screen.findByText("You can view this organization's profile, but not change it.")).toBeTruthy();
        const name = (await screen.findByLabelText(/^Name/)) as HTMLInputElement;
        await waitFor(() => expect(name.value).toBe('Kowloon Motors'));
        expect(name.readOnly).toBe(true);
        expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
        expect(screen.queryByRole('button', { name: 'Delete organization' })).toBeNull();
    });

    it('lets an owner delete the organization after typing its name, then opens the own organizations', async () => {
        session('owner', ['workspace:read', 'workspace:write', 'workspace:delete']);
        storage.set('token', 'ws-1');
        const sent = fakeFetch(({ path }) => {
            if (path === '/api/v3/workspace')
                return ok([{ workspace_id: 2, role: 'member', workspace: { workspace_id: 2, name: 'Beta' } }]);
            if (path === '/api/v3/user/login/workspace') {
                const workspace_user = {
                    id: 2,
                    workspace_id: 2,
                    role: 'member',
                    workspace: { workspace_id: 2, name: 'Beta' },
                };
                return ok({ token: 'ws-2', workspace_user });
            }
            if (path === '/api/v3/workspace-user/self') return ok({ role: 'member', permissions: [] });
            return ok({ id: 1 });
        });
        renderProfile();
        fireEvent.click(await screen.findByRole('button', { name: 'Delete organization' }));
        const confirm = screen.getByRole('button', { name: 'Delete this organization' }) as HTMLButtonElement;
        fireEvent.change(screen.getByLabelText(/Type the organization name/), { target: { value: 'Kowloon Motors' } });
        fireEvent.click(confirm);
        await waitFor(() => expect(browserLocation.assign).toHaveBeenCalledWith('/app/self/organization'));
        const deletion = sent.find(request => request.method === 'DELETE');
        expect(`${deletion?.path} ${deletion?.headers.get('Authorization')}`).toBe('/api/v3/workspace/1 Bearer ws-2');
        expect(storage.get('workspace')).toMatchObject({ workspace_id: 2 });
    });
});

describe("the online booking rules' editor", () => {
    const today = todayIn('Asia/Hong_Kong');
    const [soon, later, past] = [addDays(today, 10), addDays(today, 40), addDays(today, -3)];
    const switchOf = (day: string) => screen.getByRole('checkbox', { name: `${day}: Open` }) as HTMLInputElement;
    const time = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
    const dayText = (day: string) => day.split('-').reverse().join('/');

    it('edits each weekday, the closed dates, the notice and the horizon, and saves them', async () => {
        session('admin', ['workspace:read', 'workspace:write']);
        const update = renderProfile({ closed_dates: [past, soon] });
        await waitFor(() => expect(switchOf('Monday').checked).toBe(true));
        expect(time('Monday: Opens').value).toBe('09:00');
        expect(time('Monday: Closes').value).toBe('18:00');
        expect(switchOf('Sunday').checked).toBe(false);
        expect(screen.queryByLabelText('Sunday: Opens')).toBeNull();

        fireEvent.click(switchOf('Wednesday'));
        fireEvent.click(switchOf('Sunday'));
        fireEvent.change(time('Sunday: Opens'), { target: { value: '10:00' } });
        fireEvent.change(time('Sunday: Closes'), { target: { value: '14:30' } });
        fireEvent.change(time('Saturday: Closes'), { target: { value: '13:00' } });
        fireEvent.change(screen.getByLabelText('Date to close'), { target: { value: dayText(later) } });
        fireEvent.click(screen.getByRole('button', { name: 'Add date' }));
        const remove = screen.getAllByRole('button', { name: /^Remove / });
        expect(remove).toHaveLength(3);
        fireEvent.click(remove[1]); // `soon`, between the past day and `later`
        fireEvent.change(screen.getByLabelText('Minimum notice (hours)'), { target: { value: '24' } });
        fireEvent.change(screen.getByLabelText('Book up to (days ahead)'), { target: { value: '30' } });
        fireEvent.click(screen.getByRole('button', { name: 'Save' }));
        await waitFor(() => expect(update).toHaveBeenCalled());
        const hours = DEFAULT_OPENING_HOURS.map((day, weekday) =>
            weekday === 2 ? null : weekday === 5 ? { open: '09:00', close: '13:00' } : day,
        );
        hours[6] = { open: '10:00', close: '14:30' };
        expect(update.mock.calls[0][1].data).toMatchObject({
            opening_hours: hours,
            // a day already past is dropped
            closed_dates: [later],
            booking_notice_hours: 24,
            booking_horizon_days: 30,
        });
    }, 20_000);

    it('says when a day closes before it opens, and does not save', async () => {
        session('admin', ['workspace:read', 'workspace:write']);
        const update = renderProfile();
        await waitFor(() => expect(switchOf('Tuesday').checked).toBe(true));
        fireEvent.change(time('Tuesday: Closes'), { target: { value: '08:00' } });
        expect(screen.getByText('Closing time must be after opening time')).toBeTruthy();
        fireEvent.click(screen.getByRole('button', { name: 'Save' }));
        await new Promise(resolve => setTimeout(resolve, 500));
        expect(update).not.toHaveBeenCalled();
        fireEvent.change(time('Tuesday: Closes'), { target: { value: '18:00' } });
        expect(screen.queryByText('Closing time must be after opening time')).toBeNull();
        fireEvent.change(screen.getByLabelText('Book up to (days ahead)'), { target: { value: '400' } });
        fireEvent.click(screen.getByRole('button', { name: 'Save' }));
        expect(await screen.findByText('A whole number from 1 to 365.')).toBeTruthy();
        expect(update).not.toHaveBeenCalled();
    }, 20_000);

    it('shows the rules without changing them to whoever may only read the profile', async () => {
        session('member', ['workspace:read']);
        renderProfile({ closed_dates: [soon] });
        await waitFor(() => expect(switchOf('Monday').checked).toBe(true));
        expect(switchOf('Monday').disabled).toBe(true);
        expect(time('Monday: Opens').readOnly).toBe(true);
        expect(screen.queryByRole('button', { name: /^Remove / })).toBeNull();
        expect(screen.queryByRole('button', { name: 'Add date' })).toBeNull();
    });
});

describe('the booking page address', () => {
    const ADDRESS = `${window.location.origin}/portal/book/kowloon-motors`;

    it('hands out the saved address: Copy to the clipboard, Open in a new tab, and a QR poster to print', async () => {
        const writeText = vi.fn(async () => undefined);
        Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
        session('member', ['workspace:read']);
        renderProfile({ slug: 'kowloon-motors', online_booking: true });
        expect(await screen.findByText(ADDRESS)).toBeTruthy();
        fireEvent.click(screen.getByRole('button', { name: 'Copy the booking page address' }));
        await waitFor(() => expect(writeText).toHaveBeenCalledWith(ADDRESS));
        const open = screen.getByRole('link', { name: 'Open the booking page in a new tab' });
        expect(open.getAttribute('href')).toBe(ADDRESS);
        expect(open.getAttribute('target')).toBe('_blank');
        fireEvent.click(screen.getByRole('button', { name: 'A QR poster of the booking page, to print' }));
        const poster = await screen.findByRole('dialog', { name: 'QR poster' });
        expect(within(poster).getByText('Kowloon Motors')).toBeTruthy();
        // the garage's customers read Chinese or English: both, whatever the screen's language
        expect(within(poster).getByText('掃描 QR 碼網上預約')).toBeTruthy();
        expect(within(poster).getByText('Scan to book online')).toBeTruthy();
        const qr = await within(poster).findByRole('img', { name: `QR code of ${ADDRESS}` });
        expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
        const print = vi.fn();
        vi.stubGlobal('print', print);
        fireEvent.click(within(poster).getByRole('button', { name: 'Print' }));
        expect(print).toHaveBeenCalled();
    });

    it('offers nothing before an address is saved, and says a new one waits for Save', async () => {
        session('admin', ['workspace:read', 'workspace:write']);
        renderProfile();
        await screen.findByLabelText(/^Booking page address/);
        expect(screen.queryByRole('button', { name: /^Copy/ })).toBeNull();
        cleanup();
        renderProfile({ slug: 'kowloon-motors' });
        expect(await screen.findByText(ADDRESS)).toBeTruthy();
        fireEvent.change(await screen.findByLabelText(/^Booking page address/), { target: { value: 'kowloon' } });
        expect(await screen.findByText('Save to use the new address.')).toBeTruthy();
    });
});

describe('delete organization confirmation', () => {
    const open = () => {
        const onDelete = vi.fn(async () => true);
        render(
            <InShell>
                <DeleteOrganizationDialog open name="Kowloon Motors" onClose={vi.fn()} onDelete={onDelete} />
            </InShell>,
        );
        const input = screen.getByLabelText('Type the organization name "Kowloon Motors" to confirm');
        const button = screen.getByRole('button', { name: 'Delete this organization' }) as HTMLButtonElement;
        return { onDelete, input, button };
    };

    it('warns what is lost', () => {
        open();
        expect(screen.getByText(/permanently deletes "Kowloon Motors" and everything in it/)).toBeTruthy();
    });

    it('stays disabled until the exact name is typed', () => {
        const { onDelete, input, button } = open();
        expect(button.disabled).toBe(true);
        for (const almost of ['kowloon motors', 'Kowloon Motors ', 'Kowloon', ' Kowloon Motors']) {
            fireEvent.change(input, { target: { value: almost } });
            expect(button.disabled).toBe(true);
        }
        fireEvent.click(button);
        expect(onDelete).not.toHaveBeenCalled();
        fireEvent.change(input, { target: { value: 'Kowloon Motors' } });
        expect(button.disabled).toBe(false);
        fireEvent.click(button);
        expect(onDelete).toHaveBeenCalledOnce();
    });
});
