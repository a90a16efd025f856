import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './axe';
import { api, expectFitsWidth, PHONE, shot, signInAsDemo } from './helpers';

type WithStorage = { localStorage: { setItem(key: string, value: string): void } };

test.use({ viewport: PHONE });

/** The demo garage's owner, in Traditional Chinese, on the home page. */
async function signInAsZhHk(page: Page) {
    await signInAsDemo(page);
    await page.evaluate(() =>
        (globalThis as unknown as WithStorage).localStorage.setItem('locale', JSON.stringify('zh-hk')),
    );
    await page.goto('/app/motor-garage/statistic');
    await expect(page.getByRole('heading', { level: 1, name: '統計' })).toBeVisible();
}

/** Taps and typed fields of the journey, counted as a person makes them (the old way: ~18 clicks, 10 fields). */
const effort = { taps: 0, typed: 0 };
const tap = async (target: ReturnType<Page['getByRole']>) => {
    effort.taps += 1;
    await target.click();
};
const type = async (target: ReturnType<Page['getByRole']>, text: string) => {
    await tap(target);
    effort.typed += 1;
    await target.fill(text);
};

test('on a phone in Traditional Chinese: a new caller becomes customer, car and job in one form', async ({ page }) => {
    const unique = String(Date.now() % 10_000_000).padStart(7, '0');
    const phone = `6${unique}`;
    const plate = `QZ ${unique.slice(-4)}`;
    await signInAsZhHk(page);

    // The caller's number finds nobody: the search offers a new customer with it.
    await type(page.getByRole('combobox', { name: '搜尋客戶、車輛及工作單' }), phone);
    const offer = page.getByRole('option', { name: new RegExp(`以 ${phone} 新增客戶`) });
    await expect(offer).toBeVisible();
    await expectAccessible(page);
    await shot(page, 'phone-new-caller-offer');
    await tap(offer);

    // One form: the phone is there already; name, plate, car and what the customer says.
    const form = page.getByRole('dialog', { name: '新客戶' });
    await expect(form.getByRole('textbox', { name: '電話' })).toHaveValue(phone);
    await expectAccessible(page);
    await type(form.getByRole('textbox', { name: '姓名' }), '黃志明');
    await type(form.getByRole('textbox', { name: '車牌' }), plate.toLowerCase());
    await type(form.getByRole('textbox', { name: '品牌' }), 'Toyota');
    await type(form.getByRole('textbox', { name: '型號' }), 'Alphard');
    await type(form.getByRole('textbox', { name: '客戶描述' }), '冷氣唔凍，有異聲');
    await expectFitsWidth(page);
    await shot(page, 'phone-new-caller-form');
    await tap(form.getByRole('button', { name: '儲存客戶、車輛及工作單' }));

    // The save lands on the new job, with its customer and car.
    await expect(page).toHaveURL(/\/motor-garage\/invoice\/\d+\/show$/);
    const jobId = new URL(page.url()).pathname.split('/').at(-2);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('黃志明').first()).toBeVisible();
    await expect(page.getByText(plate).first()).toBeVisible();
    await expect(page.getByText('冷氣唔凍，有異聲')).toBeVisible();
    await expectFitsWidth(page);
    await expectAccessible(page);
    await shot(page, 'phone-new-caller-job');
    const job = await api(page, 'GET', `/api/v3/motor-garage/invoice/${jobId}`);
    expect(job).toMatchObject({ status: 'quote', complaint: '冷氣唔凍，有異聲' });
    expect(await api(page, 'GET', `/api/v3/relationship/customer/${job.customer_id}`)).toMatchObject({
        name: '黃志明',
        phone,
    });
    expect(await api(page, 'GET', `/api/v3/motor-garage/vehicle/${job.vehicle_id}`)).toMatchObject({
        plate,
        make: 'Toyota',
        model: 'Alphard',
        customer_id: job.customer_id,
    });

    // The same number again finds the customer, and offers no second one.
    await page.getByRole('combobox', { name: '搜尋客戶、車輛及工作單' }).fill(phone);
    await expect(page.getByRole('option', { name: /黃志明/ })).toBeVisible();
    await expect(page.getByRole('option', { name: /新增客戶/ })).toHaveCount(0);

    test.info().annotations.push({ type: 'effort', description: `${effort.taps} taps, ${effort.typed} typed fields` });
    console.log(`new caller: ${effort.taps} taps, ${effort.typed} typed fields (1 prefilled)`);
    expect(effort).toEqual({ taps: 8, typed: 6 });
});

test("on a phone in Traditional Chinese: the new caller's job picks a service found and shown by its Chinese name", async ({
    page,
}) => {
    await signInAsZhHk(page);
    const unique = String(Date.now() % 10_000_000).padStart(7, '0');
    const { id: jobId } = await api(page, 'POST', '/api/v3/motor-garage/invoice/quick', {
        customer: { name: '何嘉欣', phone: `5${unique}` },
        vehicle: { plate: `QY ${unique.slice(-4)}` },
        job: { complaint: '冷氣唔凍' },
    });
    await page.goto(`/app/motor-garage/invoice/${jobId}/edit`);
    await page.getByRole('button', { name: '新增', exact: true }).click();
    const service = page.getByRole('combobox', { name: '服務', exact: true });
    await service.fill('冷氣加雪種');
    await page.getByRole('option', { name: /SVC-AC-REGAS · 冷氣加雪種/ }).click();
    await expect(service).toHaveValue('SVC-AC-REGAS · 冷氣加雪種');
    await expectFitsWidth(page);
    await expectAccessible(page);
    await shot(page, 'phone-new-caller-job-edit');
    await page.getByRole('button', { name: '儲存', exact: true }).click();
    await expect(page).toHaveURL(/\/motor-garage\/invoice\/\d+\/show$/);
    expect((await api(page, 'GET', `/api/v3/motor-garage/invoice/${jobId}`)).lines).toMatchObject([
        { kind: 'service', description_zh: '冷氣加雪種' },
    ]);
});
