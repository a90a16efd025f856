import { expect, test } from '@playwright/test';
import { expectAccessible } from './axe';
import { api, localTimeAhead, shot } from './helpers';
import { addOilChange, makeOwnGarage, signInToOwnGarage } from './own-garage';

/** "$7,897.75" → 789775 */
const cents = (text: string) => Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);

const threeWeeksAhead = (hour: number) => localTimeAhead(21, hour);

test('a walk-in books a service, the booking becomes a job that is invoiced and paid, and the home page shows the money', async ({
    page,
    browser,
    request,
}) => {
    // A garage of its own: the money the home page shows moves by this journey's payment alone.
    const garage = await makeOwnGarage(request, 'Mong Kok Motors');
    await signInToOwnGarage(page, garage);
    await addOilChange(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Statistics' })).toBeVisible();
    const revenue = page.getByTestId('revenue_cents');
    await expect(revenue).toHaveText(/^\$/);
    const revenueBefore = cents(await revenue.innerText());
    await expect(page.getByRole('heading', { name: 'Revenue by day' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Today’s bookings' })).toBeVisible();
    await expectAccessible(page);
    await shot(page, 'home');

    // A booking for a walk-in, three weeks ahead: a free slot.
    await page.goto('/app/motor-garage/booking/create');
    await expectAccessible(page);
    await page.getByLabel('Start').fill(threeWeeksAhead(9));
    await page.getByLabel('End').fill(threeWeeksAhead(11));
    await page.getByLabel('Walk-in name').fill('Mr Chau');
    await page.getByLabel('Walk-in phone').fill('6988 1357');
    await page.getByLabel('Plate (not on file)').fill('vv 2468');
    const services = page.getByRole('combobox', { name: 'Services' });
    await services.fill('SVC-OIL');
    await page.getByRole('option', { name: /Oil and filter change/ }).click();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/app\/motor-garage\/booking\/\d+\/show$/);
    const bookingId = Number(new URL(page.url()).pathname.split('/').at(-2));
    const booked = await api(page, 'GET', `/api/v3/motor-garage/booking/${bookingId}`);
    expect(booked).toMatchObject({ status: 'pending', walk_in_name: 'Mr Chau', plate: 'VV 2468', job_id: null });
    // The times typed are the garage's (Hong Kong's), whatever the browser's zone.
    expect(Date.parse(booked.start_at)).toBe(Date.parse(`${threeWeeksAhead(9)}:00+08:00`));
    expect(Date.parse(booked.end_at)).toBe(Date.parse(`${threeWeeksAhead(11)}:00+08:00`));
    await expect(page.getByText('Pending', { exact: true })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('Confirmed', { exact: true })).toBeVisible();
    await shot(page, 'booking-show');

    // The booking becomes a scheduled job with the booked service, for the walk-in made a customer; it is then arrived.
    await page.getByRole('button', { name: 'Make a job' }).click();
    await expect(page).toHaveURL(/\/app\/motor-garage\/invoice\/\d+\/show$/);
    const jobId = Number(new URL(page.url()).pathname.split('/').at(-2));
    const job = await api(page, 'GET', `/api/v3/motor-garage/invoice/${jobId}`);
    expect(job).toMatchObject({
        status: 'scheduled',
        booking_id: bookingId,
        internal_notes: '',
        total_cents: 28_000,
    });
    // The walk-in is a customer now, with their car.
    expect(await api(page, 'GET', `/api/v3/relationship/customer/${job.customer_id}`)).toMatchObject({
        name: 'Mr Chau',
        phone: '6988 1357',
    });
    expect(await api(page, 'GET', `/api/v3/motor-garage/vehicle/${job.vehicle_id}`)).toMatchObject({
        plate: 'VV 2468',
        customer_id: job.customer_id,
    });
    expect(job.lines.map((line: { description: string }) => line.description)).toEqual(['Oil and filter change']);
    await expect(page.getByText('Scheduled', { exact: true }).first()).toBeVisible();
    await expectAccessible(page);
    expect(await api(page, 'GET', `/api/v3/motor-garage/booking/${bookingId}`)).toMatchObject({
        status: 'arrived',
        job_id: jobId,
    });

    // Invoiced and paid in full by card.
    await page.getByRole('button', { name: 'Invoice' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Invoice' }).click();
    await expect(page.getByText('Invoiced', { exact: true }).first()).toBeVisible();
    await page.getByRole('button', { name: 'Record payment' }).click();
    const payment = page.getByRole('dialog');
    await payment.getByLabel('Amount').fill('280.00');
    await payment.getByLabel('Method').click();
    await page.getByRole('option', { name: 'Card' }).click();
    await payment.getByRole('button', { name: 'Record payment' }).click();
    await expect(page.getByText('Paid', { exact: true }).first()).toBeVisible();

    // A receipt on WhatsApp, in the new customer's language (Hong Kong Chinese by default): the chat opens with the
    // message typed in, its link the customer's own invoice page.
    await page.getByRole('button', { name: 'Send message' }).click();
    const send = page.getByRole('dialog', { name: 'Send a message' });
    await send.getByRole('combobox', { name: 'Kind' }).click();
    await page.getByRole('option', { name: 'Payment receipt' }).click();
    await expect(send.getByRole('textbox', { name: 'Message' })).toHaveValue(/^你好Mr Chau，\n多謝！已收到發票 INV-/);
    await expectAccessible(page);
    // (no network here: WhatsApp's page is answered by the test)
    await page
        .context()
        .route('https://wa.me/**', route => route.fulfill({ contentType: 'text/html', body: 'WhatsApp' }));
    const chat = page.waitForEvent('popup');
    await send.getByRole('button', { name: 'Send' }).click();
    const popup = await chat;
    await popup.waitForURL(/^https:\/\/wa\.me\//);
    const whatsapp = new URL(popup.url());
    await popup.close();
    expect(whatsapp.origin + whatsapp.pathname).toBe('https://wa.me/85269881357');
    const link = /\/portal\/invoice\/[\w-]{43}/.exec(whatsapp.searchParams.get('text')!)![0];
    await expect(page.getByText('Opened WhatsApp: the message is logged as sent')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Messages' }).getByRole('listitem').first()).toContainText(
        'Payment receipt',
    );
    const customerBrowser = await browser.newContext();
    const customer = await customerBrowser.newPage();
    await customer.goto(link);
    const { invoice_number } = await api(page, 'GET', `/api/v3/motor-garage/invoice/${jobId}`);
    await expect(customer.getByRole('heading', { level: 1, name: `發票 ${invoice_number}` })).toBeVisible();
    await expectAccessible(customer);
    await customerBrowser.close();

    // Home: this month's revenue is $280.00 more.
    await page.goto('/app/motor-garage/statistic');
    await expect(page.getByRole('heading', { level: 1, name: 'Statistics' })).toBeVisible();
    await expect(revenue).toHaveText(/^\$/);
    await expect.poll(async () => cents(await revenue.innerText())).toBe(revenueBefore + 28_000);
    await expectAccessible(page);

    // The booking's page now links to its job.
    await page.goto(`/app/motor-garage/booking/${bookingId}/show`);
    await expect(page.getByRole('link', { name: 'Open job' })).toBeVisible();
    await expect(page.getByText('Arrived', { exact: true })).toBeVisible();
    await expectAccessible(page);
});
