import { parseArgs } from 'node:util';

export type TargetName = 'one' | 'two';

export interface LoadtestOptions {
    /** Garages seeded, and active in the last step. */
    garages: number;
    /** Garages active in the first step. */
    from: number;
    /** Garages added at each step. */
    step: number;
    stepSeconds: number;
    /** The whole run's cap, seeding and starts included: no step starts that would end after it. */
    maxSeconds: number;
    /** Technicians per garage, besides its front desk. */
    technicians: number;
    /** Mean pause between one person's actions. */
    thinkSeconds: number;
    /** One node, then two behind HAProxy (default), or either alone. */
    targets: TargetName[];
    /** What `npm run seed` spreads over the garages (the first holds half). */
    customers: number;
    vehicles: number;
    jobs: number;
}

/** Flag → its environment variable and default; every one a number but `targets`. */
const OPTIONS = {
    garages: ['LOADTEST_GARAGES', '30'],
    from: ['LOADTEST_FROM', '10'],
    step: ['LOADTEST_STEP', '10'],
    'step-seconds': ['LOADTEST_STEP_SECONDS', '30'],
    'max-seconds': ['LOADTEST_MAX_SECONDS', '600'],
    technicians: ['LOADTEST_TECHNICIANS', '2'],
    'think-seconds': ['LOADTEST_THINK_SECONDS', '2'],
    targets: ['LOADTEST_TARGETS', 'one,two'],
    customers: ['LOADTEST_CUSTOMERS', '10000'],
    vehicles: ['LOADTEST_VEHICLES', '15000'],
    jobs: ['LOADTEST_JOBS', '10000'],
} as const;
type Flag = keyof typeof OPTIONS;

/** The options from command-line flags (`--garages 60`), else their environment variables, else the defaults. */
export function loadtestOptions(args: string[], env: Record<string, string | undefined>): LoadtestOptions {
    const { values } = parseArgs({
        args,
        options: Object.fromEntries(Object.keys(OPTIONS).map(flag => [flag, { type: 'string' as const }])),
    });
    const text = (flag: Flag) => (values[flag] as string | undefined) ?? env[OPTIONS[flag][0]] ?? OPTIONS[flag][1];
    const number = (flag: Flag, minimum: number, whole = true) => {
        const value = Number(text(flag));
        if (!Number.isFinite(value) || value < minimum || (whole && !Number.isInteger(value)))
            throw new Error(
                `--${flag} (${OPTIONS[flag][0]}) must be ${whole ? 'a whole number' : 'a number'}, at least ${minimum}`,
            );
        return value;
    };
    const targets = text('targets')
        .split(',')
        .map(target => target.trim());
    if (!targets.length || targets.some(target => target !== 'one' && target !== 'two'))
        throw new Error(`--targets (LOADTEST_TARGETS) lists one, two or both ("one,two"), not "${text('targets')}"`);
    const options: LoadtestOptions = {
        garages: number('garages', 1),
        from: number('from', 1),
        step: number('step', 1),
        stepSeconds: number('step-seconds', 5),
        maxSeconds: number('max-seconds', 30),
        technicians: number('technicians', 0),
        thinkSeconds: number('think-seconds', 0.1, false),
        targets: [...new Set(targets as TargetName[])],
        customers: number('customers', 1),
        vehicles: number('vehicles', 1),
        jobs: number('jobs', 1),
    };
    if (options.from > options.garages) throw new Error('--from must not be more than --garages');
    // Every garage needs customers, cars and a job: the seed's jobs bring its price list.
    for (const flag of ['customers', 'vehicles', 'jobs'] as const)
        if (options[flag] < 2 * options.garages)
            throw new Error(`--${flag} must be at least twice --garages (the first garage holds half)`);
    return options;
}
