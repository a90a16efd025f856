/** A portal call's answer: its data, or the server's error key (`unknown` when there is none, or no answer at all). */
export async function portalRequest<T>(
    request: Promise<{ data?: { success: boolean; data: T }; error?: unknown }>,
): Promise<T | { error: string }> {
    try {
        const { data, error } = await request;
        if (data?.success) return data.data;
        return { error: (error as { error?: string } | undefined)?.error ?? 'unknown' };
    } catch {
        return { error: 'unknown' };
    }
}

export const failed = <T extends object>(answer: T | { error: string }): answer is { error: string } =>
    'error' in answer && typeof answer.error === 'string';
