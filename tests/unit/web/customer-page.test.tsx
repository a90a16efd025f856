// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { telHref } from '../../../common/phone';
import { whatsAppHref } from '../../../src/components/PhoneLinks';
import { renderGarage, sampleRecord } from './declared-harness';
import { fakeFetch, ok, resetBrowserState, type SentRequest, signInAs } from './fakeFetch';

vi.setConfig({ testTimeout: 30_000 }); // react-admin's first render in jsdom takes seconds

const slow = { timeout: 5000 };
const CUSTOMERS = '/api/v3/relationship/customer';
const JOBS = '/api/v3/motor-garage/invoice';

const customer = {
    ...sampleRecord('relationship/customer'),
    name: 'Chan Tai Man',
    phone: '9123 4567',
    balance_cents: 5000,
};
const completedJob = (id: number, total_cents: number) => ({
    ...sampleRecord('motor-garage/invoice', id),
    customer_id: 1,
    status: 'completed',
    total_cents,
});

let sent: SentRequest[];
beforeEach(() => {
    customer.phone = '9123 4567';
    sent = fakeFetch(({ method, path, url }) => {
        if (method === 'GET' && path === `${CUSTOMERS}/1`) return ok(customer);
        if (method === 'GET' && path === CUSTOMERS) return ok([customer], { total: 1, page: 1, size: 25 });
        if (method === 'GET' && path === JOBS && url.searchParams.get('status') === 'completed')
            return ok([completedJob(7, 30000), completedJob(8, 12550)], { total: 2, page: 1, size: 500 });
        return ok([], { total: 0, page: 1, size: 25 });
    });
});
afterEach(() => {
    cleanup();
    resetBrowserState();
});

const WRITER = ['customer:read', 'invoice:read', 'invoice:write', 'booking:read', 'booking:write', 'vehicle:read'];
const link = (name: string) => screen.queryByRole('link', { name });

describe('the customer page', () => {
    it('offers a new job, filled in with the customer', async () => {
        signInAs('member', WRITER);
        renderGarage('/relationship/customer/1/show');
        fireEvent.click(await screen.findByRole('link', { name: 'New job' }, slow));
        expect(await screen.findByDisplayValue('Chan Tai Man', {}, slow)).toBeTruthy();
        expect(screen.getByRole('heading', { level: 1 }).textContent).toMatch(/job/i);
    });

    it('offers a booking, filled in with the customer', async () => {
        signInAs('member', WRITER);
        renderGarage('/relationship/customer/1/show');
        fireEvent.click(await screen.findByRole('link', { name: 'Book' }, slow));
        expect(await screen.findByDisplayValue('Chan Tai Man', {}, slow)).toBeTruthy();
        expect(screen.getByRole('heading', { level: 1 }).textContent).toMatch(/booking/i);
    });

    it('calls the phone and chats on WhatsApp with its Hong Kong code, and sums the unbilled work', async () => {
        signInAs('member', WRITER);
        renderGarage('/relationship/customer/1/show');
        const call = await screen.findByRole('link', { name: '9123 4567' }, slow);
        expect(call.getAttribute('href')).toBe('tel:91234567');
        expect(link('Chat on WhatsApp with 9123 4567')?.getAttribute('href')).toBe('https://wa.me/85291234567');
        expect(await screen.findByText('Unbilled work', {}, slow)).toBeTruthy();
        expect(screen.getByText('425.50', { exact: false })).toBeTruthy();
        const unbilled = sent.find(request => request.path === JOBS && request.url.searchParams.get('status'));
        expect(unbilled?.url.searchParams.get('customer_id')).toBe('1');
    });

    it('keeps the WhatsApp button of a phone that is no valid number disabled, saying why', async () => {
        customer.phone = '+852';
        signInAs('member', WRITER);
        renderGarage('/relationship/customer/1/show');
        const reason = 'No WhatsApp: +852 is not a valid number. Write it with its country code, e.g. +852 9123 4567';
        const button = await screen.findByRole('button', { name: reason }, slow);
        expect(button.hasAttribute('disabled')).toBe(true);
        expect(link('Chat on WhatsApp with +852')).toBeNull();
    });

    it('hides new job and book from a member who may not write jobs or bookings', async () => {
        signInAs('member', ['customer:read', 'invoice:read', 'booking:read', 'vehicle:read']);
        renderGarage('/relationship/customer/1/show');
        expect(await screen.findByRole('link', { name: '9123 4567' }, slow)).toBeTruthy();
        expect(link('New job')).toBeNull();
        expect(link('Book')).toBeNull();
    });
});

describe('phone links', () => {
    it('dial the digits and chat with the country code: 852 before 8 digits, a + number keeps its own', () => {
        expect(telHref('+852 9123-4567')).toBe('tel:+85291234567');
        expect(whatsAppHref('(852) 9123 4567')).toBe('https://wa.me/85291234567');
        expect(whatsAppHref('+86 138 0013 8000')).toBe('https://wa.me/8613800138000');
        expect(whatsAppHref('+1 234 5678')).toBe('https://wa.me/12345678');
    });

    it('offer no chat for what is not a number WhatsApp takes', () => {
        for (const phone of ['+', '852', '+852', '9123 abcd', '1234567', '+1234567890123456'])
            expect(whatsAppHref(phone)).toBeNull();
    });
});
