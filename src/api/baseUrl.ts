/** Where the API answers: VITE_API_BASE_URL when the web app is served apart from it, else the page's own origin. */
export const apiBaseUrl = (): string => import.meta.env.VITE_API_BASE_URL || window.location.origin;
