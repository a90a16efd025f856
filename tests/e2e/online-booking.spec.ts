import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectAccessible } from './axe';
import { api, expectFitsWidth, PHONE, shot, storedItem } from './helpers';
import { addOilChange, makeOwnGarage, signInToOwnGarage } from './own-garage';

const SLUG = 'yau-tong-online';

/** A customer on their phone, in a browser of their own, on the garage's online booking page. */
async function customerOnPhone(browser: Browser) {
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await page.goto(`/portal/book/${SLUG}`);
    await expect(page.getByRole('heading', { level: 1, name: /^Book at / })).toBeVisible();
    return { context, page };
}

/** Chooses the oil change and the last day offered; answers the first free time's button. */
async function chooseFirstFreeTime(customer: Page) {
    await customer.getByRole('checkbox', { name: /Oil and filter change/ }).check();
    await customer.getByRole('group', { name: 'Choose a day' }).getByRole('button').last().click();
    const time = customer.getByRole('group', { name: 'Choose a time' }).getByRole('button').first();
    await expect(time).toBeVisible();
    return time;
}

async function fillDetails(customer: Page, name: string, phone: string, plate: string) {
    await customer.getByLabel('Name').fill(name);
    await customer.getByLabel('Phone').fill(phone);
    await customer.getByLabel('Car plate').fill(plate);
}

test('the garage turns on online booking; a customer books the last free bay; the next customer is told it is taken', async ({
    page,
    browser,
    request,
}) => {
    // A garage of its own, whose one bay and online page no other journey books into.
    const garage = await makeOwnGarage(request, 'Yau Tong Car Care');
    await signInToOwnGarage(page, garage);
    await addOilChange(page);
    const workspaceId = JSON.parse((await storedItem(page, 'workspace'))!).workspace_id as number;

    // The owner gives the page an address, turns it on, and leaves one bay so that one booking fills a slot.
    await page.goto('/app/organization/profile');
    await page.getByLabel('Booking page address').fill(SLUG);
    await expect(page.getByText(`/portal/book/${SLUG}`)).toBeVisible();
    await page.getByLabel('Customers may book online').check();
    await page.getByRole('spinbutton', { name: 'Bays' }).fill('1');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Organization profile saved')).toBeVisible();
    expect(await api(page, 'GET', `/api/v3/workspace/${workspaceId}`)).toMatchObject({
        slug: SLUG,
        online_booking: true,
        bays: 1,
    });

    // Two customers open the page; both pick the same first free time of the last day offered.
    const first = await customerOnPhone(browser);
    const second = await customerOnPhone(browser);
    await expectAccessible(first.page);
    await expectFitsWidth(first.page);
    const firstTime = await chooseFirstFreeTime(first.page);
    const secondTime = await chooseFirstFreeTime(second.page);
    const time = (await firstTime.innerText()).trim();
    await expect(secondTime).toHaveText(time);
    await firstTime.click();
    await secondTime.click();
    await fillDetails(first.page, 'Lam Ka Yan', '6543 2109', 'ol 2025');
    await expectAccessible(first.page);
    await shot(first.page, 'online-booking-form');
    await first.page.getByRole('button', { name: 'Book' }).click();
    await expect(first.page.getByRole('heading', { level: 1, name: 'Booking received' })).toBeVisible();
    await expect(first.page.getByRole('status')).toContainText(time);
    await expectAccessible(first.page);

    // The second customer, a moment late, is told plainly and shown the times still free.
    await fillDetails(second.page, 'Ho Wing', '6111 2222', 'hw 88');
    await second.page.getByRole('button', { name: 'Book' }).click();
    await expect(second.page.getByRole('alert')).toHaveText(
        'Sorry, that time has just been taken. Please choose another time.',
    );
    const timesLeft = second.page.getByRole('group', { name: 'Choose a time' }).getByRole('button');
    await expect(timesLeft.first()).toBeVisible();
    await expect(timesLeft.filter({ hasText: new RegExp(`^${time}$`) })).toHaveCount(0);
    await expectAccessible(second.page);
    await second.context.close();

    // The garage sees the pending booking of the new customer, and shares its link with them.
    const [booking, ...others] = await api(
        page,
        'GET',
        '/api/v3/motor-garage/booking?status=pending&keyword=OL%202025',
    );
    expect(others).toEqual([]);
    await page.goto(`/app/motor-garage/booking/${booking.id}/show`);
    await expect(page.getByText('Pending', { exact: true })).toBeVisible();
    await expect(page.getByText('Lam Ka Yan').first()).toBeVisible();
    await page.getByRole('button', { name: 'Share booking link' }).click();
    const url = await page.getByRole('dialog').getByRole('textbox', { name: 'Link' }).inputValue();
    expect(url).toMatch(/\/portal\/booking\/[\w-]{43}$/);
    await expectAccessible(page);

    // On the link, the customer confirms their booking.
    await first.page.goto(url);
    await expect(first.page.getByRole('heading', { level: 1, name: /^Your booking at / })).toBeVisible();
    await expect(first.page.getByText('OL 2025')).toBeVisible();
    await expectAccessible(first.page);
    await first.page.getByRole('button', { name: 'Confirm booking' }).click();
    await expect(first.page.getByRole('status')).toHaveText('Thank you, your booking is confirmed.');
    await first.page.getByRole('button', { name: 'Cancel booking' }).click();
    await expect(first.page.getByText('Cancel this booking?')).toBeVisible();
    await expectAccessible(first.page);
    await first.page.getByRole('button', { name: 'Keep my booking' }).click();
    await expect(first.page.getByText('Confirmed', { exact: true })).toBeVisible();
    await shot(first.page, 'portal-booking');
    await first.context.close();
});
