import { expect, test, type Page } from '@playwright/test';
import { formatMoney } from '../../src/inputs/format';
import { expectAccessible } from './axe';
import { api, shot, signInAsDemo } from './helpers';

const COMPLAINT = '煞車有嘰嘰聲，車向左偏，收音機冇聲';
const ADDED_SENTENCE = '師傅會先同你傾清楚先開工。';

interface SavedLine {
    kind: string;
    service_id: number | null;
    product_id: number | null;
    unit_price_cents: number;
}

/** The price list's price of a saved line's service or part. */
async function cataloguePrice(page: Page, line: SavedLine) {
    const item =
        line.kind === 'product'
            ? await api(page, 'GET', `/api/v3/motor-garage/product/${line.product_id}`)
            : await api(page, 'GET', `/api/v3/motor-garage/service/${line.service_id}`);
    return item.price_cents as number;
}

test("the built-in assistant in Hong Kong Chinese: a complaint becomes lines at the catalogue's prices with their usual parts, one dropped, what is not understood shown, and a message drafted after instructions, edited and sent", async ({
    page,
}) => {
    await signInAsDemo(page);
    const customer = await api(page, 'POST', '/api/v3/relationship/customer', {
        name: '何嘉欣',
        phone: '6234 5678',
        preferred_locale: 'zh-hk',
    });
    await api(page, 'POST', '/api/v3/motor-garage/vehicle', {
        plate: 'AI 2020',
        make: 'Honda',
        model: 'Jazz',
        customer_id: customer.id,
    });

    // A new job, the interface switched to Traditional Chinese.
    await page.goto('/app/motor-garage/invoice/create');
    await expect(page.getByRole('region', { name: 'Totals' })).toBeVisible();
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('menuitem', { name: '繁體中文' }).click();
    await expect(page.getByRole('button', { name: '建議項目' })).toBeVisible();
    await page.getByRole('combobox', { name: '車輛', exact: true }).fill('AI 2020');
    await page
        .getByRole('option', { name: /^AI 2020/ })
        .first()
        .click();
    await expect(page.getByRole('combobox', { name: '客戶', exact: true })).toHaveValue('何嘉欣');
    await page.getByRole('textbox', { name: '客戶描述' }).fill(COMPLAINT);

    // The complaint, in Cantonese, turned into lines from the demo garage's catalogue, each with its reason.
    await page.getByRole('button', { name: '建議項目' }).click();
    const suggest = page.getByRole('dialog', { name: '按客戶描述建議項目' });
    await expect(suggest.getByRole('textbox', { name: '客戶描述' })).toHaveValue(COMPLAINT);
    await suggest.getByRole('button', { name: '建議', exact: true }).click();
    const proposed = suggest.getByRole('list', { name: '建議的項目' });
    await expect(proposed.getByRole('listitem').first()).toBeVisible();
    await expect(suggest.getByText(/由內置助理撰寫/)).toBeVisible();
    // each line named as the garage's price list names it in Chinese
    await expect(proposed.getByText('前轆制動保養')).toBeVisible();
    // the brake job brings the pads the garage uses on this car; the pull is an alignment; the radio, not understood
    await expect(proposed.getByText(/Front brake pads \(Jazz/)).toBeVisible();
    await expect(proposed.getByText('四轆定位')).toBeVisible();
    await expect(suggest.getByText('未能理解：「收音機冇聲」')).toBeVisible();
    const count = await proposed.getByRole('listitem').count();
    expect(count, 'the brake service, its pads and the alignment').toBe(3);
    await expectAccessible(page);
    await shot(page, 'assistant-suggested-lines');

    // One dropped; the rest join the job's lines, priced from the catalogue as a picked item is.
    await proposed.getByRole('checkbox').last().uncheck();
    await suggest.getByRole('button', { name: '加入項目' }).click();
    await expect(suggest).toBeHidden();
    await expect(page.getByRole('textbox', { name: '描述', exact: true })).toHaveCount(count - 1);
    await expectAccessible(page);
    await shot(page, 'assistant-job-lines');
    await page.getByRole('button', { name: '儲存' }).click();
    await expect(page).toHaveURL(/\/app\/motor-garage\/invoice\/\d+\/show$/);

    const id = Number(new URL(page.url()).pathname.split('/').at(-2));
    const job = await api(page, 'GET', `/api/v3/motor-garage/invoice/${id}`);
    expect(job.complaint).toBe(COMPLAINT);
    expect(job.lines).toHaveLength(count - 1);
    for (const line of job.lines as SavedLine[]) {
        expect(line.service_id ?? line.product_id, 'a line of the catalogue').toBeTruthy();
        const price = await cataloguePrice(page, line);
        expect(line.unit_price_cents).toBe(price);
        await expect(page.getByRole('cell', { name: formatMoney(price), exact: true }).first()).toBeVisible();
    }
    await expectAccessible(page);

    // The estimate worded by the assistant, edited, and sent on WhatsApp (answered here by the test).
    await page.getByRole('button', { name: '發送訊息' }).click();
    const send = page.getByRole('dialog', { name: '發送訊息' });
    const body = send.getByRole('textbox', { name: '內容' });
    await expect(body).not.toHaveValue('');
    await send.getByRole('textbox', { name: '給助理的指示（選填）' }).fill('對唔住要你等，聽日下晝三點有得攞');
    await send.getByRole('button', { name: '由助理草擬' }).click();
    await expect(send.getByText(/由內置助理撰寫/)).toBeVisible();
    await expect(body).toHaveValue(/對唔住要你等咗咁耐。你部車預計聽日下晝3:00可以攞車。/);
    const drafted = await body.inputValue();
    await body.fill(`${drafted}\n${ADDED_SENTENCE}`);
    await expectAccessible(page);
    await shot(page, 'assistant-message-draft');
    await page
        .context()
        .route('https://wa.me/**', route => route.fulfill({ contentType: 'text/html', body: 'WhatsApp' }));
    const chat = page.waitForEvent('popup');
    await send.getByRole('button', { name: '發送', exact: true }).click();
    const popup = await chat;
    await popup.waitForURL(/^https:\/\/wa\.me\//);
    const text = new URL(popup.url()).searchParams.get('text')!;
    await popup.close();
    expect(text).toContain(drafted.trim().split('\n')[0]);
    expect(text).toContain(ADDED_SENTENCE);
    await expect(send).toBeHidden();
    await expectAccessible(page);
});
