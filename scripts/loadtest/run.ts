import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { stepFigures, type StepFigures } from './figures';
import { runGarage, type GarageContext, type LoadGarage } from './garage';
import { Recorder } from './recorder';

/** Before the first step: fresh nodes plan their statements, fill their caches and pools; not timed. */
export const WARM_UP_SECONDS = 10;

export interface RampSettings {
    base: string;
    password: string;
    thinkSeconds: number;
    stepSeconds: number;
    /** Active garages at each step. */
    steps: number[];
}

/**
 * Ramps the garages up on `base`: at each step more garages start their day (the ones before go on), and the step's
 * calls are timed for `stepSeconds`, after a warm-up with the first step's garages.
 */
export async function runRamp(
    garages: LoadGarage[],
    settings: RampSettings,
    report: { warmUp(figures: StepFigures): void; step(figures: StepFigures): void },
): Promise<StepFigures[]> {
    const recorder = new Recorder();
    const context: GarageContext = { ...settings, recorder };
    const days: Promise<void>[] = [];
    const figures: StepFigures[] = [];
    try {
        const start = (active: number) => {
            while (days.length < active) days.push(runGarage(context, garages[days.length]));
        };
        if (settings.steps.length) {
            start(settings.steps[0]);
            await sleep(WARM_UP_SECONDS * 1000);
            report.warmUp(stepFigures(settings.steps[0], WARM_UP_SECONDS, recorder.endStep()));
        }
        for (const active of settings.steps) {
            start(active);
            const started = performance.now();
            await sleep(settings.stepSeconds * 1000);
            const step = stepFigures(active, (performance.now() - started) / 1000, recorder.endStep());
            figures.push(step);
            report.step(step);
        }
    } finally {
        recorder.stop();
        await Promise.all(days);
    }
    return figures;
}
