import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { stepFigures, type StepFigures } from './figures';
import { runGarage, type GarageContext, type LoadGarage } from './garage';
import { Recorder } from './recorder';

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
 * calls are timed for `stepSeconds`. Stops after the last step or the first one that does not hold its garages.
 */
export async function runRamp(
    garages: LoadGarage[],
    settings: RampSettings,
    onStep: (figures: StepFigures) => void,
): Promise<StepFigures[]> {
    const recorder = new Recorder();
    const context: GarageContext = { ...settings, recorder };
    const days: Promise<void>[] = [];
    const figures: StepFigures[] = [];
    try {
        for (const active of settings.steps) {
            while (days.length < active) days.push(runGarage(context, garages[days.length]));
            const started = performance.now();
            await sleep(settings.stepSeconds * 1000);
            const step = stepFigures(active, (performance.now() - started) / 1000, recorder.endStep());
            figures.push(step);
            onStep(step);
            if (!step.held) break;
        }
    } finally {
        recorder.stop();
        await Promise.all(days);
    }
    return figures;
}
