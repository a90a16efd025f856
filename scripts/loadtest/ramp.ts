/** The garages active at each step: `from`, then `step` more each time, the last step `max` itself. */
export function rampSteps(from: number, step: number, max: number): number[] {
    if (from < 1 || step < 1 || from > max) throw new Error(`no ramp from ${from} by ${step} to ${max}`);
    const steps: number[] = [];
    for (let garages = from; garages < max; garages += step) steps.push(garages);
    return [...steps, max];
}

/** The first steps that fit, one after the other, in `seconds`. */
export function stepsWithin(steps: number[], stepSeconds: number, seconds: number): number[] {
    return steps.slice(0, Math.max(0, Math.floor(seconds / stepSeconds)));
}
