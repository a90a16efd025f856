import { expect, test, type Page } from '@playwright/test';
import { E2E_DEMO_PASSWORD } from '../../playwright.config';
import { expectAccessible } from './axe';
import { api, shot } from './helpers';

const HOUR = 3_600_000;
/** The demo garage is in Asia/Hong_Kong, UTC+8 all year, with three bays. */
const HK_OFFSET = 8 * HOUR;

/** A day in Hong Kong `days` from today, moved on to a Tuesday, Wednesday or Thursday (its next day in the same week). */
function midweekDay(days: number) {
    const local = new Date(Date.now() + HK_OFFSET + days * 24 * HOUR);
    while (![2, 3, 4].includes(local.getUTCDay())) local.setUTCDate(local.getUTCDate() + 1);
    return local.toISOString().slice(0, 10);
}
/** How a date-and-time box shows `time` on `day`: day first, "dd/mm/yyyy hh:mm". */
const dayFirst = (day: string, time: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)} ${time}`;
const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 24 * HOUR).toISOString().slice(0, 10);
/** The instant of `hour` o'clock on `day` in Hong Kong. */
const at = (day: string, hour: number) =>
    new Date(Date.parse(`${day}T00:00:00Z`) + hour * HOUR - HK_OFFSET).toISOString();

/** Waits until the calendar has drawn what it fetched. */
const settled = (page: Page) => expect(page.locator('.pitstop-calendar')).toHaveAttribute('aria-busy', 'false');

/** Drags the mouse from one point to another in small steps, as a hand would. */
async function drag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(to.x, to.y, { steps: 12 });
    await page.mouse.up();
}

/**
 * Selects the time grid's slots from `start` to the end of `last` (`HH:MM:SS`) in the column of `day`, along its right
 * edge, which events leave free for that.
 */
async function selectSlots(page: Page, day: string, start: string, last: string) {
    const column = (await page.locator(`.fc-timegrid-col[data-date="${day}"]`).boundingBox())!;
    const first = (await page.locator(`.fc-timegrid-slot-lane[data-time="${start}"]`).boundingBox())!;
    const end = (await page.locator(`.fc-timegrid-slot-lane[data-time="${last}"]`).boundingBox())!;
    const x = column.x + column.width - 6;
    await drag(page, { x, y: first.y + 4 }, { x, y: end.y + end.height - 4 });
}

test('the job calendar: a car booked into a free slot, a full slot refused, a job dragged to the next day', async ({
    page,
}) => {
    await page.setViewportSize({ width: 1400, height: 1000 });
    // Signed in as the demo garage's owner (booking-home.spec.ts checks the landing page).
    await page.goto('/');
    await page.getByLabel('Username or email').fill('demo');
    await page.getByLabel('Password').fill(E2E_DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/app\//);

    // Six weeks ahead, past the demo's bookings: three walk-ins fill every bay from 10:00 to noon, and a job at 14:00.
    const day = midweekDay(42);
    for (const [name, plate] of [
        ['Full one', 'FUL 1'],
        ['Full two', 'FUL 2'],
        ['Full three', 'FUL 3'],
    ]) {
        await api(page, 'POST', '/api/v3/motor-garage/booking', {
            walk_in_name: name,
            plate,
            start_at: at(day, 10),
            end_at: at(day, 12),
            status: 'confirmed',
        });
    }
    const job = await api(page, 'POST', '/api/v3/motor-garage/invoice', {
        complaint: 'Calendar drag test',
        scheduled_start: at(day, 14),
        scheduled_end: at(day, 15),
    });

    await page.goto(`/app/motor-garage/invoice-calendar?view=timeGridDay&date=${day}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Job calendar' })).toBeVisible();
    await settled(page);
    const bays = page.getByRole('region', { name: 'Bays taken per hour' });
    await expect(bays.locator('li[data-hour="10"]')).toHaveText(/3 \/ 3\s*Full/);
    await expect(bays.locator('li[data-hour="14"]')).toHaveText(/0 \/ 3/);
    await expect(page.locator('.fc-event', { hasText: job.number })).toBeVisible();
    await expectAccessible(page);
    await shot(page, 'calendar-day');

    // A free slot, 15:00 to 16:00: the dialog comes prefilled with it, in Hong Kong time.
    await selectSlots(page, day, '15:00:00', '15:30:00');
    const dialog = page.getByRole('dialog', { name: 'New booking' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Start')).toHaveValue(dayFirst(day, '15:00'));
    await expect(dialog.getByLabel('End')).toHaveValue(dayFirst(day, '16:00'));
    await dialog.getByLabel('Walk-in name').fill('Calendar walk-in');
    await dialog.getByLabel('Walk-in phone').fill('6123 4567');
    await dialog.getByLabel('Plate (not on file)').fill('cal 88');
    await dialog.getByRole('button', { name: 'Book' }).click();
    await expect(page.getByText('Booking made')).toBeVisible();
    await expect(dialog).toBeHidden();
    const booked = (await api(page, 'GET', `/api/v3/motor-garage/booking?from=${day}&to=${day}&keyword=CAL%2088`))[0];
    expect(booked).toMatchObject({ walk_in_name: 'Calendar walk-in', plate: 'CAL 88', status: 'pending' });
    expect(Date.parse(booked.start_at)).toBe(Date.parse(at(day, 15)));
    expect(Date.parse(booked.end_at)).toBe(Date.parse(at(day, 16)));
    await settled(page);
    await expect(page.locator('.fc-event', { hasText: 'Calendar walk-in' })).toBeVisible();
    await expect(bays.locator('li[data-hour="15"]')).toHaveText(/1 \/ 3/);

    // 10:00 to 10:30, where every bay is taken: refused, and the dialog stays to choose another time.
    await selectSlots(page, day, '10:00:00', '10:00:00');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Start')).toHaveValue(dayFirst(day, '10:00'));
    await dialog.getByLabel('Walk-in name').fill('One too many');
    await dialog.getByLabel('Plate (not on file)').fill('FUL 4');
    await dialog.getByRole('button', { name: 'Book' }).click();
    // the toast (outside the dialog, whose modal hides it from the accessibility tree) and the start's error say why
    const toast = page.getByRole('alert', { includeHidden: true }).filter({ hasText: 'No bay is free at this time' });
    await expect(toast).toBeVisible();
    await expect(toast).toContainText(/Trace: #[0-9a-f]{16}/);
    await expect(dialog.getByText('No bay is free at this time')).toBeVisible();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Walk-in name')).toHaveValue('One too many');
    await expectAccessible(page);
    await shot(page, 'calendar-no-capacity');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();

    // The week: the job dragged from its day to the next, at the same time.
    await page.getByRole('button', { name: 'Week', exact: true }).click();
    await settled(page);
    const event = page.locator('.fc-event', { hasText: job.number });
    const from = (await event.boundingBox())!;
    const target = (await page.locator(`.fc-timegrid-col[data-date="${nextDay(day)}"]`).boundingBox())!;
    await drag(page, { x: from.x + from.width / 2, y: from.y + 6 }, { x: target.x + target.width / 2, y: from.y + 6 });
    await expect(page.getByText(`Job ${job.number} moved`)).toBeVisible();
    const moved = await api(page, 'GET', `/api/v3/motor-garage/invoice/${job.id}`);
    expect(Date.parse(moved.scheduled_start)).toBe(Date.parse(at(nextDay(day), 14)));
    expect(Date.parse(moved.scheduled_end)).toBe(Date.parse(at(nextDay(day), 15)));

    // A slip of the mouse: Undo (offered for a few seconds) puts it back where it was; dragged again, it stays.
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(page.getByText(`Job ${job.number} moved back`)).toBeVisible();
    const back = await api(page, 'GET', `/api/v3/motor-garage/invoice/${job.id}`);
    expect(Date.parse(back.scheduled_start)).toBe(Date.parse(at(day, 14)));
    expect(Date.parse(back.scheduled_end)).toBe(Date.parse(at(day, 15)));
    await settled(page);
    await expectAccessible(page);
    await shot(page, 'calendar-week');
    const again = (await event.boundingBox())!;
    await drag(
        page,
        { x: again.x + again.width / 2, y: again.y + 6 },
        { x: target.x + target.width / 2, y: again.y + 6 },
    );
    await expect
        .poll(async () =>
            Date.parse((await api(page, 'GET', `/api/v3/motor-garage/invoice/${job.id}`)).scheduled_start),
        )
        .toBe(Date.parse(at(nextDay(day), 14)));

    // A click opens the job.
    await page.locator('.fc-event', { hasText: job.number }).click();
    await expect(page).toHaveURL(new RegExp(`/app/motor-garage/invoice/${job.id}/show$`));
});
