/** Whether `value` is an absolute http:// or https:// URL (a base URL or endpoint the server is to call). */
export const isHttpUrl = (value: string): boolean => {
    try {
        return ['http:', 'https:'].includes(new URL(value).protocol);
    } catch {
        return false;
    }
};
