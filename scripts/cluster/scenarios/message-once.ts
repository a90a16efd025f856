import { whatsappToken } from '../cluster';
import { CUSTOMERS, signIn } from '../garage';
import { call, check, sleep, type Tally } from '../http';
import { MESSAGES, RUN_ID } from '../settings';
import type { Scenario } from '.';

const MESSAGE = '/api/v3/motor-garage/message';
const SENT_WITHIN_MS = 30_000;
/** After the last is sent: a late second delivery by the other node's worker would show by then. */
const SETTLE_MS = 3_000;

async function created(tally: Tally, base: string, token: string, path: string, json: object) {
    const answer = await call(tally, base, 'POST', path, { token, json, expect: 201 });
    check(answer.status === 201, `create ${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body.data.id as number;
}

/** Messages sent through the balancer (so through both nodes, both running workers) each reach WhatsApp once. */
export const messageSentOnce: Scenario = {
    title: '4. a message job runs once',
    async run({ balancer, whatsapp }, tally, notes) {
        const { workspaceToken: token } = await signIn(tally, balancer, 'demo');
        // the drafts are licence reminders: the customer has agreed to them
        const customer = await created(tally, balancer, token, CUSTOMERS, {
            name: 'Once',
            phone: '9123 4567',
            reminder_consent: true,
        });
        const vehicle = await created(tally, balancer, token, '/api/v3/motor-garage/vehicle', {
            plate: `CL ${RUN_ID.slice(-4).toUpperCase()}`,
            customer_id: customer,
            licence_expiry: '2030-01-15',
        });
        const texts = Array.from({ length: MESSAGES }, (_, i) => `Cluster ${RUN_ID} message ${i + 1}`);
        const ids: number[] = [];
        for (const body of texts) {
            const draft = { kind: 'licence_reminder', customer_id: customer, vehicle_id: vehicle, channel: 'whatsapp' };
            ids.push(await created(tally, balancer, token, MESSAGE, { ...draft, locale: 'en', body }));
        }
        for (const id of ids) {
            const sent = await call(tally, balancer, 'POST', `${MESSAGE}/${id}/send`, { token, expect: 200 });
            check(sent.body?.data?.status === 'queued', `message ${id} not queued: ${sent.status}`);
        }

        const waiting = new Set(ids);
        for (const deadline = Date.now() + SENT_WITHIN_MS; waiting.size; await sleep(200)) {
            check(Date.now() < deadline, `${waiting.size} messages still not sent after ${SENT_WITHIN_MS / 1000} s`);
            for (const id of waiting) {
                const answer = await call(tally, balancer, 'GET', `${MESSAGE}/${id}`, { token, expect: 200 });
                if (answer.body?.data?.status === 'sent') waiting.delete(id);
            }
        }
        await sleep(SETTLE_MS);

        const deliveries = texts.map(text => whatsapp.requests.filter(request => request.body.includes(`"${text}"`)));
        const wrong = deliveries.map((found, i) => [texts[i], found.length] as const).filter(([, n]) => n !== 1);
        check(!wrong.length, `not delivered exactly once: ${wrong.map(([text, n]) => `${text} ×${n}`).join(', ')}`);
        const byNode = (node: string) =>
            deliveries.flat().filter(request => request.headers.authorization === `Bearer ${whatsappToken(node)}`)
                .length;
        const [fromA, fromB] = [byNode('a'), byNode('b')];
        check(fromA > 0 && fromB > 0, `one node's worker delivered nothing (a ${fromA}, b ${fromB})`);
        notes.push(`${MESSAGES} messages, each delivered once: ${fromA} by node a's worker, ${fromB} by node b's`);
    },
};
